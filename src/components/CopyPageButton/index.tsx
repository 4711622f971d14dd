import React, { useCallback, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import SearchIgnore from '@theme/SearchIgnore';
import { markdownUrl } from '@site/src/markdown/markdownUrl';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

// The accessible name of the button in each state, and the shorter label the row shows (each
// label is the start of its name, so what a reader sees is what a voice user says).
const NAMES: Record<State, [name: string, shown: string]> = {
  idle: ['Copy page as Markdown', 'Copy page'],
  copying: ['Copying…', 'Copying…'],
  copied: ['Copied', 'Copied'],
  failed: ['Copy failed', 'Copy failed'],
};

/** A page's document icon with a downward arrow: the page as a file. */
function IconMarkdownFile(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M6 2.5h8.5l4 4v15H6z M14 2.5v4.5h4.5 M12.25 10v7 M9.25 14l3 3 3-3"
      />
    </svg>
  );
}

/**
 * The page's Markdown export (built by the llms-txt plugin): copied to the clipboard, or opened
 * in a new tab. On a narrow screen the two controls show their icons only. The button's label
 * says what happened; the status line says it to assistive tech.
 */
export default function CopyPageButton({
  permalink,
  className,
}: {
  permalink: string;
  className?: string;
}): ReactNode {
  const [state, setState] = useState<State>('idle');
  const url = useBaseUrl(markdownUrl(permalink));

  const copy = useCallback(async () => {
    setState('copying');
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2500);
  }, [url]);

  const [name, shown] = NAMES[state];
  const action = clsx('button button--outline button--secondary', styles.action);
  const Icon = state === 'copied' ? IconSuccess : IconCopy;
  return (
    <SearchIgnore className={clsx(styles.actions, className)}>
      <button
        type="button"
        className={action}
        onClick={() => void copy()}
        disabled={state === 'copying'}
        aria-label={name}
        title={name}
      >
        <Icon width={16} height={16} aria-hidden="true" />
        {/* On a narrow screen the icon stands for "Copy page"; what happened is spelled out. */}
        <span className={state === 'idle' ? styles.label : undefined}>{shown}</span>
      </button>
      <Link
        className={action}
        href={url}
        target="_blank"
        rel="noopener"
        aria-label="View as Markdown"
        title="View as Markdown"
      >
        <IconMarkdownFile />
        <span className={styles.label}>Markdown</span>
      </Link>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === 'copied' ? 'The page is on your clipboard as Markdown.' : ''}
        {state === 'failed' ? 'Could not copy: open "View as Markdown" instead.' : ''}
      </span>
    </SearchIgnore>
  );
}
