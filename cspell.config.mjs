// Spell-checks the docs prose and the site's own code (its UI texts and comments). Project words
// live in cspell/*.txt (one file per area, so writers working in parallel never edit the same
// list). Code blocks, URLs and inline code in the prose are skipped.
import { readdirSync } from 'node:fs';

const wordFiles = readdirSync(new URL('./cspell/', import.meta.url)).filter((name) =>
  name.endsWith('.txt'),
);

export default {
  version: '0.2',
  language: 'en,en-GB',
  dictionaryDefinitions: wordFiles.map((name) => ({
    name: `project-${name.replace(/\.txt$/, '')}`,
    path: `./cspell/${name}`,
    addWords: true,
  })),
  dictionaries: [
    ...wordFiles.map((name) => `project-${name.replace(/\.txt$/, '')}`),
    'typescript',
    'node',
    'npm',
    'softwareTerms',
    'companies',
    'fullstack',
    'html',
    'css',
    'bash',
  ],
  ignorePaths: [
    'node_modules',
    'build',
    '.docusaurus',
    'samples',
    'docs/reference',
    'versioned_docs/*/reference',
  ],
  ignoreRegExpList: [
    '/https?:\\/\\/\\S+/g',
    '/`[^`\\n]+`/g',
    '/^\\s*```[\\s\\S]*?^\\s*```/gm',
    '/\\]\\([^)]*\\)/g',
    '/<[^>]+>/g',
    // A heading's explicit anchor, `### Plain words {/* #old-anchor */}`: a slug, not prose.
    '/\\{\\/\\* #[\\w-]+ \\*\\/\\}/g',
  ],
};
