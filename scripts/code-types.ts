// Fills src/plugins/code-types/cache with the types of every page's blocks, computing only what
// is missing (all of it takes about 100 s): `npm run types:update`. The build does the same for
// the pages it renders; this covers every page at once, before a commit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIRS, markdownFiles } from './samples/extract';
import { pageTypes } from '../src/plugins/code-types/blockTypes';

const started = performance.now();
let blocks = 0;
for (const page of CONTENT_DIRS.flatMap((dir) => markdownFiles(dir))) {
  blocks += pageTypes(readFileSync(page, 'utf8'), path.resolve(page)).filter(Boolean).length;
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`types of ${blocks} blocks up to date in ${seconds} s`);
