import type { KnipConfig } from 'knip';
import versionsTable from './samples/versions.json' with { type: 'json' };

// Unused files, exports and dependencies fail `npm run lint`. Docusaurus finds some modules by
// convention rather than by import, so they are entries here: theme components (src/theme and
// each plugin's theme folder), plugins named in docusaurus.config.ts and their client modules,
// and the components a page imports from its Markdown.
function mdxImports(text: string): string {
  return text
    .replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, '')
    .split('\n')
    .filter((line) => /^import\s.+from\s+['"].+['"];?\s*$/.test(line))
    .join('\n');
}

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        'src/theme/**/index.tsx',
        'src/plugins/*/theme/**/index.tsx',
        'src/plugins/search/theme-hosted/**/index.tsx',
        'src/plugins/*/index.ts',
        // A plugin's client modules, named by its getClientModules.
        'src/plugins/code-samples/types/client/wake.ts',
        // The browser bundle's `typescript` module, by the code-samples plugin's alias.
        'src/plugins/playground/shared/typescriptGlobal.ts',
        // The sandbox's runner, bundled per version by esbuild (playground/build/runnerBundle.ts).
        'src/plugins/playground/runner/{runner,standIns,nodeShims}.ts',
        // A TypeDoc plugin, loaded by TypeDoc from its path (src/plugins/api-reference/options.ts).
        'src/plugins/api-reference/typedoc-plugin.mjs',
        // Run in a child process by the search plugin after the build.
        'src/plugins/search/indexer/build-index.mjs',
        'scripts/*.{ts,mjs}',
        '{docs,versioned_docs,blog}/**/*.{md,mdx}',
      ],
      project: ['**/*.{ts,tsx,mjs,mts}', '{docs,versioned_docs,blog}/**/*.{md,mdx}'],
      ignore: ['tests/fixtures/**'],
      ignoreDependencies: [
        // A module alias of @docusaurus/core (as @docusaurus/Link is), which knip's Docusaurus
        // plugin does not list.
        '@docusaurus/ErrorBoundary',
        // Loaded by preset-classic when a tracking id is configured.
        '@docusaurus/plugin-google-gtag',
        // @docusaurus/core's own route renderer, which src/plugins/case-sensitive-routes wraps
        // in its stead; it must be the copy core depends on, not one the site pins.
        'react-router-config',
        // Run as a command (scripts/lint.mjs) and a jar (scripts/validate-html.ts).
        'cspell',
        'vnu-jar',
      ],
    },
    // The sample projects pin the packages the pages' code samples compile against; knip sees
    // their doc tests, not the samples, so their dependencies are not checked.
    ...Object.fromEntries(
      versionsTable.versions.map(({ sample }) => [
        `samples/${sample}`,
        {
          entry: ['doctests/**/*.test.ts'],
          project: ['doctests/**/*.{ts,tsx}'],
          ignoreDependencies: ['.*'],
        },
      ]),
    ),
  },
  // Pages are MDX written as .md: the import lines outside code blocks are what knip reads.
  compilers: { md: mdxImports, mdx: mdxImports },
};

export default config;
