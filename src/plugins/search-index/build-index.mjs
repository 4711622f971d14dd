// Indexes a built site with the Pagefind Node API: `node build-index.mjs <outDir>`.
// It runs as its own Node process because `pagefind` is ESM-only and Docusaurus loads
// plugins through jiti, which cannot import it. Prints one JSON line with the stats.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

// Pagefind writes its own search UIs too; the site uses the DocSearch modal instead.
const UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;

async function buildSearchIndex(outDir) {
  const started = Date.now();
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw new Error(`indexing failed: ${added.errors.join('; ')}`);
    if (added.page_count === 0)
      throw new Error('no page is marked for search (data-pagefind-body)');
    const outputPath = path.join(outDir, 'pagefind');
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`writing failed: ${written.errors.join('; ')}`);
    for (const file of await readdir(outputPath)) {
      if (UNUSED_FILE.test(file)) await rm(path.join(outputPath, file), { recursive: true });
    }
    return { pages: added.page_count, seconds: (Date.now() - started) / 1000 };
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
