import React, { type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line/Token';
import { tokenStyleVariables } from '@site/src/plugins/code-samples/highlight/themes';

/**
 * A code token with its style in both colour modes (src/plugins/code-samples/highlight/code-theme.css picks one).
 * Docusaurus's own component is a bare <span>; it is replaced rather than wrapped so a page's
 * thousand-odd tokens do not each cost React an extra component to hydrate.
 */
export default function CodeBlockLineToken({ line: _line, token, ...props }: Props): ReactNode {
  const style = { ...props.style, ...tokenStyleVariables(token.types) };
  return <span {...props} style={style} />;
}
