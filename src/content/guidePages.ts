// The listed pages of a docs version and the names their compiled samples import from tRPC's
// packages: what the pages teach. The relevance suite's names (scripts/lib/taughtNames.ts) and
// the API reference's "used in the guides" (src/plugins/api-reference) both read it here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractBlocks, isShown, markdownFiles } from '../plugins/code-samples/model/extract';
import type { DocsVersion } from './versions';

const ROOT = path.resolve(__dirname, '../..');

export type GuidePage = {
  /** The page's file, from the repository's root. */
  file: string;
  /** Its route: `/docs/<version path><slug>`. */
  route: string;
  title: string;
  markdown: string;
};

/** A name a page's samples import, with the module they import it from (`@trpc/server`). */
export type ImportedName = { module: string; name: string };

/**
 * The version's written pages that are listed, each with the route its front matter's slug
 * gives it; pages without a slug and unlisted ones are left out.
 */
export function guidePages(version: Pick<DocsVersion, 'path' | 'content'>): GuidePage[] {
  return version.content
    .filter((dir) => dir !== 'blog')
    .flatMap((dir) => markdownFiles(path.join(ROOT, dir)))
    .flatMap((file) => {
      const markdown = readFileSync(file, 'utf8');
      const front = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
      const slug = /^slug:\s*"?([^"\n]+)"?\s*$/m.exec(front)?.[1];
      if (!slug || /^unlisted:\s*true\b/m.test(front)) return [];
      const title = /^title:\s*"?([^"\n]+?)"?\s*$/m.exec(front)?.[1] ?? slug;
      const route = `/docs/${version.path}${slug === '/' ? '' : slug}`;
      return [{ file: path.relative(ROOT, file), route, title, markdown }];
    });
}

// The compiler's errors for an import that does not resolve: no such module (2307), no such
// export (2305), no such export with a suggestion (2724).
const IMPORT_ERRORS = new Set([2305, 2307, 2724]);

/**
 * The names a page's compiled samples import from tRPC's packages, in what the reader sees. A
 * sample that shows an import failing (`errors=2305`: the name is not exported at this
 * version) teaches none.
 */
export function importedNames(page: Pick<GuidePage, 'file' | 'markdown'>): ImportedName[] {
  const names = new Map<string, ImportedName>();
  for (const block of extractBlocks(page.markdown, page.file)) {
    if (block.skip || block.expectErrors.some((code) => IMPORT_ERRORS.has(code))) continue;
    for (const file of block.files.filter(isShown)) {
      const shown = file.content.split('\n').slice(file.hiddenLines).join('\n');
      for (const [, list = '', module = ''] of shown.matchAll(
        /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@trpc\/[^']+)'/g,
      ))
        for (const item of list.split(',')) {
          const name = item
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name) names.set(`${module} ${name}`, { module, name });
        }
    }
  }
  return [...names.values()];
}
