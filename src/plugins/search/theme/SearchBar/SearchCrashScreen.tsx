import React, { useEffect, type ReactNode } from 'react';

/**
 * Shown in place of the search modal when it fails to render, so a broken modal never takes
 * the page with it (Docusaurus would replace the whole page with its crash screen). It says
 * what failed and closes like the modal: with its button, Escape, or a click outside.
 */
export default function SearchCrashScreen({
  error,
  onClose,
}: {
  error: Error;
  onClose: () => void;
}): ReactNode {
  useEffect(() => {
    console.error('Search could not open:', error);
  }, [error]);
  return (
    <div
      className="DocSearch-Container site-search-crashed"
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="DocSearch-Modal">
        <div className="DocSearch-Dropdown">
          <div className="DocSearch-ErrorScreen" role="alert">
            <p className="DocSearch-Title">Search could not open</p>
            <p className="DocSearch-Help">{error.message}</p>
            <button type="button" className="button button--secondary" onClick={onClose}>
              Close
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
