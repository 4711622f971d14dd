// Turns a docs page's MDX source into the plain Markdown a reader or a language model
// wants: no front matter, no MDX imports or comments, no hidden sample setup, and links
// that point at the other pages' Markdown exports.
import path from 'node:path';
import { markdownUrl } from './markdownUrl';

export { markdownUrl };

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const CUT_LINE = /^\s*\/\/\s*---cut---\s*$/;
const CHECKER_META = /\s*\b(?:nocheck|samples)=\S+/g;
const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript']);

export type ExportedDoc = { title: string; url: string; markdown: string };

/** Removes the `---` front matter block at the top of a file. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/**
 * Walks the file fence by fence: prose loses MDX-only syntax, code blocks lose what the
 * sample checker uses (setup above `// ---cut---`, `nocheck=` / `samples=` meta).
 */
export function stripMdxAndSetup(markdown: string): string {
  const lines = markdown.split(/\r?\n/);
  const out: string[] = [];
  let fence: { marker: string; lang: string; body: string[]; open: string } | null = null;
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (fence) {
      if (match && match[2]?.startsWith(fence.marker) && (match[3] ?? '').trim() === '') {
        let body = fence.body;
        const cutAt = CODE_LANGS.has(fence.lang) ? body.findIndex((l) => CUT_LINE.test(l)) : -1;
        if (cutAt >= 0) body = body.slice(cutAt + 1);
        out.push(fence.open, ...body, line);
        fence = null;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    if (match) {
      const info = (match[3] ?? '').replace(CHECKER_META, '').trim();
      const lang = info.split(/\s+/)[0] ?? '';
      fence = { marker: match[2] ?? '```', lang, body: [], open: `${match[1]}${match[2]}${info}` };
      continue;
    }
    if (/^import\s.+from\s+['"].+['"];?\s*$/.test(line)) continue;
    out.push(line);
  }
  if (fence) out.push(fence.open, ...fence.body);
  return out
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Rewrites links to other Markdown files (`./context.md#x`, `../client/vanilla.md`) into
 * the absolute URL of their Markdown export, using `permalinkBySource` (absolute source path
 * -> permalink). Links it cannot resolve are left as they are.
 */
export function rewriteDocLinks(
  markdown: string,
  sourceFile: string,
  permalinkBySource: Map<string, string>,
  siteUrl: string,
): string {
  return markdown.replace(
    /\]\((\.{1,2}\/[^)\s#]+\.mdx?)(#[^)\s]*)?\)/g,
    (whole, target: string, hash = '') => {
      const resolved = path.resolve(path.dirname(sourceFile), target);
      const permalink = permalinkBySource.get(resolved);
      return permalink ? `](${siteUrl}${markdownUrl(permalink)}${hash})` : whole;
    },
  );
}

export function exportDoc(options: {
  source: string;
  sourceFile: string;
  title: string;
  permalink: string;
  siteUrl: string;
  permalinkBySource: Map<string, string>;
}): ExportedDoc {
  const body = rewriteDocLinks(
    stripMdxAndSetup(stripFrontMatter(options.source)),
    options.sourceFile,
    options.permalinkBySource,
    options.siteUrl,
  );
  const url = `${options.siteUrl}${options.permalink}`;
  return {
    title: options.title,
    url,
    markdown: `# ${options.title}\n\nSource: ${url}\n\n${body}\n`,
  };
}
