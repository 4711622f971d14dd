// Fills src/plugins/code-samples/types/cache with the types of every page's blocks, computing only what
// is missing (all of it takes about 3 minutes), and drops the files of pages that are gone:
// `npm run types:update`. The build does the same for the pages it renders; this covers every
// page at once, before a commit.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIRS, markdownFiles } from '../src/plugins/code-samples/model/extract';
import { cacheFileOf, cacheFiles, pageTypes } from '../src/plugins/code-samples/types/blockTypes';

const started = performance.now();
let blocks = 0;
const pages = CONTENT_DIRS.flatMap((dir) => markdownFiles(dir));
for (const page of pages) {
  blocks += pageTypes(readFileSync(page, 'utf8'), path.resolve(page)).filter(Boolean).length;
}
const kept = new Set(pages.map((page) => cacheFileOf(page)));
for (const file of cacheFiles()) {
  if (!kept.has(file)) rmSync(file);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`types of ${blocks} blocks up to date in ${seconds} s`);
