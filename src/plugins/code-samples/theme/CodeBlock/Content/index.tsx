import React, { forwardRef, useContext, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type { Props as LineProps } from '@theme/CodeBlock/Line';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import { decodeTokens, type LineToken } from '@site/src/plugins/code-samples/highlight/tokens';
import { CodeBlockBuildContext } from '../buildContext';
import own from './styles.module.css';

// Docusaurus's code block content (theme-classic 3.10.2 CodeBlock/Content/index.tsx) with the
// tokens computed when the site was built instead of prism-react-renderer's `Highlight`: the
// same markup, without Prism in the browser. The prop getters are Highlight's for a theme
// without styles, which is the site's (colours are CSS: src/plugins/code-samples/highlight/code-theme.css).

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre
    ref={ref}
    // A scrollable region must be reachable by keyboard.
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));
Pre.displayName = 'CodeBlockPre';

function Code(props: ComponentProps<'code'>): ReactNode {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
        isPrintedText(metadata.language) && own.printed,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/**
 * A `text` block holds what a program printed (an error message, a console's output), read to
 * compare with one's own, so it wraps at every width as Docusaurus's wrap button would wrap it:
 * the part that tells two messages apart is often past the edge of a phone. Code keeps its lines.
 */
function isPrintedText(language: string): boolean {
  return language.toLowerCase() === 'text';
}

const getLineProps = ({ className }: { className?: string }) => ({
  className: clsx('token-line', className),
});

const getTokenProps = ({ token }: { token: LineToken }) => ({
  className: clsx('token', ...token.types),
  children: token.content,
  style: token.empty ? { display: 'inline-block' } : undefined,
});

/** Each line as one plain token: what Highlight shows for a language Prism does not know. */
function plainLines(code: string): LineToken[][] {
  return code
    .split('\n')
    .map((text) => [
      text === ''
        ? { types: ['plain'], content: '\n', empty: true }
        : { types: ['plain'], content: text },
    ]);
}

export default function CodeBlockContent({ className }: { className?: string }): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const encoded = useContext(CodeBlockBuildContext).tokens;
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const lines = (encoded && decodeTokens(encoded, code)) || plainLines(code);
  return (
    <Pre
      ref={wordWrap.codeBlockRef}
      className={clsx(className, `prism-code language-${language.toLowerCase()}`)}
    >
      <Code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line as LineProps['line']}
            getLineProps={getLineProps as unknown as LineProps['getLineProps']}
            getTokenProps={getTokenProps as unknown as LineProps['getTokenProps']}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
