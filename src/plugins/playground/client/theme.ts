// The editor's look, in the site's colours and type: a CodeMirror theme, so its styles come with
// the editor's code (on the playground's first open) rather than with every page's stylesheet.
// Token colours are the docs' (./highlight.ts): each token carries both modes' values.
import { EditorView } from '@codemirror/view';

const DARK = 'html[data-theme="dark"] &';

/** The box of the editor's tips (types, problems), as the docs draw their type tips. */
const TIP_BOX = {
  maxWidth: 'min(42rem, calc(100vw - 1rem))',
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
  background: 'var(--ifm-background-surface-color)',
  color: 'var(--ifm-font-color-base)',
  boxShadow: 'var(--ifm-global-shadow-md)',
  fontSize: '0.8125rem',
  lineHeight: '1.45',
};

export const siteTheme = EditorView.theme({
  '&': {
    height: 'min(34rem, 65vh)',
    border: '1px solid var(--ifm-color-emphasis-300)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'var(--prism-background-color)',
    color: 'var(--prism-color)',
    fontSize: '0.875rem',
  },
  '&.cm-focused': { outline: '2px solid var(--ifm-color-primary)' },
  '.cm-scroller': { fontFamily: 'var(--ifm-font-family-monospace)' },
  '.cm-gutters': {
    borderRight: '1px solid var(--ifm-color-emphasis-300)',
    background: 'transparent',
    color: 'var(--ifm-color-emphasis-700)',
  },
  '.cm-activeLine, .cm-activeLineGutter': { background: 'rgb(127 127 127 / 8%)' },
  '.cm-cursor': { borderLeftColor: 'var(--ifm-font-color-base)' },
  '.cm-line span': { color: 'var(--lc)', fontStyle: 'var(--lf)', opacity: 'var(--lo)' },
  [`${DARK} .cm-line span`]: { color: 'var(--dc)', fontStyle: 'var(--df)', opacity: 'var(--do)' },
  '.playground-setup-line': { opacity: 0.7 },
  '.playground-setup-toggle': {
    margin: '0.25rem 0.5rem',
    padding: '0.125rem 0.5rem',
    border: '1px dashed var(--ifm-color-emphasis-500)',
    borderRadius: 'var(--ifm-global-radius)',
    background: 'none',
    color: 'var(--ifm-color-emphasis-800)',
    font: 'inherit',
    cursor: 'pointer',
  },
  '.cm-tooltip': { border: '0', background: 'none' },
  // A problem under the pointer: a box like the type tips, so its text never sits on the code.
  '.cm-tooltip-lint': TIP_BOX,
  '.cm-diagnostic': { padding: '0.375rem 0.75rem', whiteSpace: 'pre-wrap' },
  '.cm-diagnostic-error': { borderLeft: '3px solid var(--ifm-color-danger)' },
  '.cm-diagnostic-warning': { borderLeft: '3px solid var(--ifm-color-warning)' },
  // Looks like the docs' type tips.
  '.playground-tip': {
    ...TIP_BOX,
    maxHeight: '40vh',
    overflow: 'auto',
    padding: '0.5rem 0.75rem',
  },
  '.playground-tip[hidden]': { display: 'none' },
  '.cm-tooltip-autocomplete': {
    border: '1px solid var(--ifm-color-emphasis-300)',
    background: 'var(--ifm-background-surface-color)',
    color: 'var(--ifm-font-color-base)',
  },
  '.cm-tooltip-autocomplete ul li[aria-selected]': {
    background: 'var(--ifm-color-primary-darkest)',
    color: '#fff',
  },
});

/**
 * An editor in place of a docs code block (the landing page's live pair): the block's size,
 * padding and line height, its frame and title left to the page.
 */
export const paneTheme = EditorView.theme({
  '&': {
    height: 'auto',
    border: '0',
    borderRadius: '0',
    fontSize: 'var(--ifm-code-font-size)',
  },
  '&.cm-focused': { outlineOffset: '-2px' },
  // Narrower than the pane, so a tip fits inside it (the editor keeps tips in its box).
  '.cm-tooltip-lint, .playground-tip': { maxWidth: 'min(28rem, calc(100vw - 2rem))' },
  '.cm-scroller': { lineHeight: 'var(--ifm-pre-line-height)' },
  '.cm-content': { padding: 'var(--ifm-pre-padding) 0' },
  '.cm-line': { padding: '0 var(--ifm-pre-padding)' },
});
