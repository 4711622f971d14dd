// Says that the address holds the reader's edits, and offers the two things a reader does
// with them: copy a link that opens them, and go back to the page's sample. Reset is a
// navigation to the address without edits, so the browser's Back brings the edits back.
import React, { useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import styles from './styles.module.css';

export default function ShareBar({
  edited,
  link,
  sampleAddress,
}: {
  /** Whether any file differs from the page's sample. */
  edited: boolean;
  /** The address that opens the project as it is now. */
  link: () => Promise<string>;
  /** The address that opens the page's sample without edits. */
  sampleAddress: string;
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
  return (
    <div className={styles.shareBar}>
      <p className="margin-bottom--none">
        {edited
          ? 'Your edits are kept in this page\u2019s address.'
          : 'Edits you make are kept in this page\u2019s address.'}
      </p>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={() => void copy()}
      >
        Copy link
      </button>
      {edited && (
        // Always a new history entry: a link to the address the router last saw (the edits are
        // written into the address without it) would replace the entry with the edits.
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => history.push(sampleAddress)}
        >
          Reset to the sample
        </button>
      )}
      <span role="status" className={styles.shareStatus}>
        {said}
      </span>
    </div>
  );
}
