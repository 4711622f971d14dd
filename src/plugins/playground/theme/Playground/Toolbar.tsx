// The row above the editor: copy a link that opens the edits, go back to the page's sample, run
// the project; under it, one line that says how loading goes, then what the address holds. It
// is there, at its full height, from the moment the project opens, and only its words and
// buttons change: the editor under it never moves. Reset is a navigation to the address
// without edits, so the browser's Back brings the edits back.
import React, { useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import styles from './styles.module.css';

export default function Toolbar({
  loading,
  edited,
  link,
  sampleAddress,
  run,
}: {
  /** While the project loads, what is loading; null once it is ready. */
  loading: string | null;
  /** Whether any file differs from the page's sample. */
  edited: boolean;
  /** The address that opens the project as it is now. */
  link: () => Promise<string>;
  /** The address that opens the page's sample without edits. */
  sampleAddress: string;
  /** Runs the project, with the button's label; null for a project that shows types only. */
  run: { label: string; start: () => void } | null;
}): ReactNode {
  const [said, setSaid] = useState('');
  const history = useHistory();
  const copy = async () => {
    const url = await link();
    try {
      await navigator.clipboard.writeText(url);
      setSaid('Link copied: it opens the project with your edits.');
    } catch {
      // A browser that refuses the clipboard (permissions, an insecure origin) still has the
      // address bar, which holds the same link.
      setSaid('The browser did not allow copying: the address bar holds the same link.');
    }
  };
  const kept = edited
    ? 'Your edits are kept in this page\u2019s address.'
    : 'Edits you make are kept in this page\u2019s address.';
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarButtons}>
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          Copy link
        </button>
        {edited && (
          // Always a new history entry: a link to the address the router last saw (the edits
          // are written into the address without it) would replace the entry with the edits.
          <button
            type="button"
            className="button button--secondary"
            onClick={() => history.push(sampleAddress)}
          >
            Reset to the sample
          </button>
        )}
        {run && loading === null && (
          <button
            type="button"
            className={`button button--primary ${styles.run}`}
            onClick={run.start}
          >
            {run.label}
          </button>
        )}
      </div>
      <p role="status" className={styles.toolbarStatus}>
        {loading ?? (said || kept)}
      </p>
    </div>
  );
}
