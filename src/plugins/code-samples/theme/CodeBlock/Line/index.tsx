import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type { Props } from '@theme/CodeBlock/Line';
// Docusaurus's own line styles (line numbers, highlighted lines); the import fails the build if
// the file moves.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import lineStyles from './styles.module.css';

// Docusaurus's CodeBlock line is a <div> inside <code>, which HTML does not allow (<code> holds
// phrasing content only; the Nu HTML Checker reported it about 5,000 times across the site).
// This is the same line as a <span> shown as a block: it looks, selects and copies the same.

/** A line holding only its newline is emptied: the <br> below already ends it. */
function withoutLoneNewline(line: Props['line']): Props['line'] {
  const only = line.length === 1 ? line[0] : undefined;
  return only?.content === '\n' ? [{ ...only, content: '' }] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = withoutLoneNewline(lineProp);
  const lineProps = getLineProps({
    line,
    className: clsx(classNames, showLineNumbers ? styles.codeLine : lineStyles.line),
  });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{tokens}</span>
        </>
      ) : (
        tokens
      )}
      {/* Keeps an empty line one line high. */}
      <br />
    </span>
  );
}
