import type { Config } from '@docusaurus/types';

// Build-time rules: a broken link, a broken anchor, a broken Markdown link or
// image and a duplicate route all fail the build. Shared with the test fixture that
// proves each one really fails.
export const buildRules = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },
} satisfies Partial<Config>;
