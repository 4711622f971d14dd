import React, { isValidElement, useMemo, type ReactNode } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { CodeBlockBuildContext } from './buildContext';

// Docusaurus's CodeBlock (theme-classic 3.10.2 CodeBlock/index.tsx), without the key that
// remounts every code block after hydration. The remount repaints inline Prism theme colours for
// dark mode; here the colours are CSS (src/plugins/code-samples/highlight/code-theme.css) and the server HTML is right in
// both modes, so remounting would only tokenize and rebuild every block a second time on each
// page load. Upstream: https://github.com/facebook/docusaurus/issues/11566 (dark-mode readers
// see light code until the remount), with a CSS-variable fix proposed in
// https://github.com/facebook/docusaurus/pull/12221; when Docusaurus ships one, this file and
// CodeBlock/Line/Token can go.

/** Plain-string children become one string, so the copy button has the whole code. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  tokens,
  playground,
  sample,
  ...props
}: Props & { tokens?: string; playground?: string; sample?: string }): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const build = useMemo(() => ({ tokens, playground, sample }), [tokens, playground, sample]);
  return typeof children === 'string' ? (
    <CodeBlockBuildContext.Provider value={build}>
      <StringContent {...props}>{children}</StringContent>
    </CodeBlockBuildContext.Provider>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
