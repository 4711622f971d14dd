import React, { useCallback, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { markdownUrl } from '@site/src/markdown/markdownUrl';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<State, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** Copies the page's Markdown export (built by the llms-txt plugin) to the clipboard. */
export default function CopyPageButton({ permalink }: { permalink: string }): ReactNode {
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

  return (
    <div className={styles.actions} data-pagefind-ignore="all">
      <button
        type="button"
        className="button button--sm button--outline button--secondary"
        onClick={() => void copy()}
        disabled={state === 'copying'}
      >
        {LABELS[state]}
      </button>
      <Link className={styles.raw} href={url} target="_blank" rel="noopener">
        View as Markdown
      </Link>
      <span className={styles.status} role="status" aria-live="polite">
        {state === 'copied' ? 'The page is on your clipboard as Markdown.' : ''}
        {state === 'failed' ? 'Could not copy: open "View as Markdown" instead.' : ''}
      </span>
    </div>
  );
}
