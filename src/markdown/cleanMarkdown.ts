// Turns a docs page's MDX source into the plain Markdown a reader or a language model
// wants: no front matter, no MDX imports, components or comments, no hidden sample setup, the
// pages' layout HTML as Markdown lists and links, and absolute links, those to other pages at
// their Markdown exports.
import path from 'node:path';
import { markdownUrl } from './markdownUrl';
import { CUT_LANGS, cleanMeta, visibleCode } from '../plugins/code-samples/syntax';

export { markdownUrl };

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export type ExportedDoc = { title: string; url: string; markdown: string };

/** Removes the `---` front matter block at the top of a file. */
export function stripFrontMatter(source: string): string {
  return source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

// A component of the site (`<DocsIntroHero />`) has no Markdown form: the export leaves it out,
// except a video, which becomes a link to it.
const COMPONENT_LINE = /^\s*<[A-Z][\w.]*(\s[^>]*)?\/>\s*$/;
const VIDEO_LINE = /^\s*<VideoEmbed\s+youtubeId="([^"]+)"\s+title="([^"]+)"\s*\/>\s*$/;
// Layout-only HTML the pages write in MDX: lists and links become Markdown, the rest goes.
const LIST_EDGE = /^\s*<\/?ul(\s[^>]*)?>\s*$/;
const LIST_ITEM = /^(\s*)<li>(.*)<\/li>\s*$/;

/** `<a className="button" href="U">T</a>` → `[T](U)`; images and spans give their text. */
function inlineHtml(html: string): string {
  return html
    .replace(/<img\b[^>]*\/?>/g, '')
    .replace(/<\/?span>/g, '')
    .replace(/<a\b[^>]*\bhref="([^"]+)"[^>]*>(.*?)<\/a>/g, (_, href: string, text: string) => {
      return `[${text.trim()}](${href})`;
    })
    .replace(/\s+className="[^"]*"/g, '');
}

/** A prose line as plain Markdown, or null when it has no Markdown form. */
function plainHtml(line: string): string | null {
  const video = VIDEO_LINE.exec(line);
  if (video) return `[Video: ${video[2]}](https://www.youtube.com/watch?v=${video[1]})`;
  if (COMPONENT_LINE.test(line) || LIST_EDGE.test(line)) return null;
  const item = LIST_ITEM.exec(line);
  if (item) return `- ${inlineHtml(item[2] ?? '').trim()}`;
  return /<a\b|className=/.test(line) ? inlineHtml(line) : line;
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
        const body = CUT_LANGS.has(fence.lang)
          ? visibleCode(fence.body.join('\n')).split('\n')
          : fence.body;
        out.push(fence.open, ...body, line);
        fence = null;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    if (match) {
      const info = cleanMeta((match[3] ?? '').trim()) ?? '';
      const lang = info.split(/\s+/)[0] ?? '';
      fence = { marker: match[2] ?? '```', lang, body: [], open: `${match[1]}${match[2]}${info}` };
      continue;
    }
    if (/^import\s.+from\s+['"].+['"];?\s*$/.test(line)) continue;
    const prose = plainHtml(line);
    if (prose !== null) out.push(prose);
  }
  if (fence) out.push(fence.open, ...fence.body);
  return out
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Rewrites links to other Markdown files (`./context.md#x`, `../client/vanilla.md`, `server.md`
 * as the generated reference writes them) into
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
    /\]\(((?:\.{1,2}\/)?[^)\s#:]+\.mdx?)(#[^)\s]*)?\)/g,
    (whole, target: string, hash = '') => {
      const resolved = path.resolve(path.dirname(sourceFile), target);
      const permalink = permalinkBySource.get(resolved);
      return permalink ? `](${siteUrl}${markdownUrl(permalink)}${hash})` : whole;
    },
  );
}

/** Links to paths of the site in prose (`](/docs/v9)`, `href="/blog"`) as absolute URLs. */
export function absoluteSiteLinks(markdown: string, siteUrl: string): string {
  let fence: string | null = null;
  return markdown
    .split('\n')
    .map((line) => {
      const match = FENCE.exec(line);
      if (match) {
        const marker = match[2] ?? '';
        if (fence === null) fence = marker;
        else if (marker.startsWith(fence) && (match[3] ?? '').trim() === '') fence = null;
        return line;
      }
      if (fence !== null) return line;
      return line
        .replace(/\]\((\/[^)\s]*)\)/g, (_, target: string) => `](${siteUrl}${target})`)
        .replace(/href="(\/[^"]*)"/g, (_, target: string) => `href="${siteUrl}${target}"`);
    })
    .join('\n');
}

export function exportDoc(options: {
  source: string;
  sourceFile: string;
  title: string;
  permalink: string;
  siteUrl: string;
  permalinkBySource: Map<string, string>;
}): ExportedDoc {
  const body = absoluteSiteLinks(
    rewriteDocLinks(
      stripMdxAndSetup(stripFrontMatter(options.source)),
      options.sourceFile,
      options.permalinkBySource,
      options.siteUrl,
    ),
    options.siteUrl,
  );
  const url = `${options.siteUrl}${options.permalink}`;
  return {
    title: options.title,
    url,
    markdown: `# ${options.title}\n\nSource: ${url}\n\n${body}\n`,
  };
}
