import React, { type ReactNode } from 'react';
import { searchTranslations } from '../../client/translations';

type Classes = { root: string; title: string; help: string };

// In the modal the screen takes DocSearch's own markup and classes, so it looks like the rest of
// the modal; the /search page passes its own classes and shows no icon.
const MODAL_CLASSES: Classes = {
  root: 'DocSearch-ErrorScreen site-search-error',
  title: 'DocSearch-Title',
  help: 'DocSearch-Help',
};

/** What a reader sees when the search index cannot be loaded, in the modal and on /search. */
export default function SearchErrorScreen({
  classes = MODAL_CLASSES,
  icon = true,
}: {
  classes?: Classes;
  icon?: boolean;
}): ReactNode {
  const { titleText, helpText } = searchTranslations.modal.errorScreen;
  return (
    <div className={classes.root} role="alert">
      {icon && (
        <div className="DocSearch-Screen-Icon">
          <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <path
              d="M10 6.5v4M10 13.5h.01M8.6 2.9 1.9 14.5A1.6 1.6 0 0 0 3.3 17h13.4a1.6 1.6 0 0 0 1.4-2.5L11.4 2.9a1.6 1.6 0 0 0-2.8 0Z"
              stroke="currentColor"
              strokeWidth="1.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      )}
      <p className={classes.title}>{titleText}</p>
      <p className={classes.help}>{helpText}</p>
      {process.env.NODE_ENV === 'development' && (
        <p className={classes.help}>
          The search index is built with the site: run <code>npm run build</code>, then{' '}
          <code>npm run serve</code>.
        </p>
      )}
    </div>
  );
}
