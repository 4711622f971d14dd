import React, { useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchIgnore from '@theme/SearchIgnore';
import {
  CodeBlockBuildContext,
  PlaygroundSourceContext,
} from '../../../code-samples/theme/CodeBlock/buildContext';
import { startPlaygroundWorker } from '../../client/startWorker';
import styles from './styles.module.css';

// A compiled sample's way into the playground: a link (a new tab works, and so does sharing
// it), followed inside the app, so the playground's TypeScript, once loaded, stays loaded for
// the next sample. The route's own chunk is small; the editor loads when the playground opens.
export default function OpenInPlayground(): ReactNode {
  const { playground, sample } = useContext(CodeBlockBuildContext);
  const source = useContext(PlaygroundSourceContext);
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl('/');
  if (!playground) return null;
  const from = source ?? pathname;
  const query = new URLSearchParams({ from, block: playground });
  const href = `${baseUrl}playground?${query.toString()}`;
  const warm = () => {
    startPlaygroundWorker(sample);
    import('../../client/session')
      .then(({ warm }) => warm(baseUrl, from, playground))
      // Only a head start: the playground loads what it needs when it opens.
      .catch(() => undefined);
  };
  return (
    // A control, not content: the search index leaves it out.
    <SearchIgnore className={styles.wrapper}>
      <Link
        className={clsx('button button--outline button--secondary', styles.open)}
        to={href}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        </svg>
        <span className={styles.long}>Open in playground</span>
        {/* A phone's title bar keeps room for the title: a shorter word, the same name heard. */}
        <span className={styles.short} aria-hidden="true">
          Playground
        </span>
      </Link>
    </SearchIgnore>
  );
}
