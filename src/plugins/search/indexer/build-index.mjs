// Indexes a built site with the Pagefind Node API: `node build-index.mjs <outDir>`.
// It runs as its own Node process because `pagefind` is ESM-only and Docusaurus loads
// plugins through jiti, which cannot import it. Prints one JSON line with the stats.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { entryPages } from './entries.mjs';
import { indexedCopy } from './indexed-copy.mjs';
import { writeVocabulary } from './vocabulary.mjs';

// Pagefind writes its own search UIs too; the site uses the DocSearch modal instead.
const UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;

/** The URL Pagefind's own directory walk gives a built file: `a/b/index.html` is `/a/b/`. */
function urlOf(relativeFile) {
  const posix = relativeFile.split(path.sep).join('/');
  return `/${posix.replace(/(^|\/)index\.html$/, '$1')}`;
}

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

// The generated API reference (src/plugins/api-reference) is left out of the index until its
// results can rank after the guides without moving any guide's: every export's name is on it.
const REFERENCE_PAGE = /^\/docs\/[^/]+\/reference(?:\/|$)/;

async function buildSearchIndex(outDir) {
  const started = Date.now();
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    let pageCount = 0;
    for (const file of await htmlFiles(outDir)) {
      const html = await readFile(file, 'utf8');
      const url = urlOf(path.relative(outDir, file));
      if (!html.includes('data-pagefind-body') || REFERENCE_PAGE.test(url)) continue;
      for (const page of entryPages(html, url)) {
        const added = await index.addHTMLFile({
          url: page.url,
          content: indexedCopy(page.html, page.url),
        });
        if (added.errors.length > 0)
          throw new Error(`indexing ${page.url} failed: ${added.errors.join('; ')}`);
      }
      pageCount += 1;
    }
    if (pageCount === 0) throw new Error('no page is marked for search (data-pagefind-body)');
    const outputPath = path.join(outDir, 'pagefind');
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`writing failed: ${written.errors.join('; ')}`);
    for (const file of await readdir(outputPath)) {
      if (UNUSED_FILE.test(file)) await rm(path.join(outputPath, file), { recursive: true });
    }
    const words = await writeVocabulary(outputPath);
    return { pages: pageCount, words, seconds: (Date.now() - started) / 1000 };
  } finally {
    await pagefind.close();
  }
}

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: node build-index.mjs <outDir>');
  process.exit(2);
}
buildSearchIndex(path.resolve(outDir)).then(
  (stats) => console.log(JSON.stringify(stats)),
  (error) => {
    console.error(`search index: ${error.message}`);
    process.exit(1);
  },
);
