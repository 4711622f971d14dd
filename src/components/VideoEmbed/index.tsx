import React, { useState, type MouseEvent, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

type Props = {
  /** The video's id on YouTube (`watch?v=<id>`). */
  youtubeId: string;
  /** What the video is; names the link and the player. */
  title: string;
};

/**
 * A YouTube video that loads nothing from YouTube until the reader asks for it: a link to the
 * video, which becomes the privacy-enhanced player in place when clicked. Without JavaScript,
 * or with a modifier key, the link opens the video on YouTube.
 */
export default function VideoEmbed({ youtubeId, title }: Props): ReactNode {
  const [playing, setPlaying] = useState(false);
  const id = encodeURIComponent(youtubeId);
  if (playing) {
    return (
      <iframe
        className={styles.frame}
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
        title={title}
        width={560}
        height={315}
        allow="autoplay; clipboard-write; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  const play = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlaying(true);
  };
  return (
    <Link className={styles.poster} href={`https://www.youtube.com/watch?v=${id}`} onClick={play}>
      <span className={styles.play} aria-hidden="true" />
      <span className={styles.title}>{title}</span>
      <span className={styles.note}>Plays here, from YouTube</span>
    </Link>
  );
}
