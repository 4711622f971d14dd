// Every docs page and blog post carries a `description` in its front matter: Docusaurus uses
// it for <meta name="description"> and the llms.txt index, and without it falls back to the
// first paragraph, which it often cuts mid-sentence or strips of its links.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';
import { CONTENT_DIRS, markdownFiles } from '../../src/plugins/code-samples/model/extract';
import { versionOf } from '../../src/content/versions';

/** What search engines show in full: shorter says too little, longer gets cut off. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 };

export type PageDescription = {
  /** The file, relative to the site root. */
  page: string;
  /** `current` (10.x), a versioned docs label such as `9.x`, or `blog`. */
  version: string;
  /** The front matter value as parsed; anything but a string counts as missing. */
  description: unknown;
};

/** Which set a content file belongs to: the blog, or the docs version its folder gives. */
export function versionOfContent(page: string): string {
  if (/(^|\/)blog\//.test(page.replace(/\\/g, '/'))) return 'blog';
  return versionOf(page).docs;
}

// Search results show the text as is, so Markdown would appear literally.
const MARKDOWN = /`|\*\*|__|\[[^\]]*\]\(|<\/?[a-z]/i;

/** One message per broken rule, each naming the page. */
export function descriptionProblems(entries: PageDescription[]): string[] {
  const problems: string[] = [];
  const firstPageOf = new Map<string, PageDescription>();
  for (const entry of entries) {
    const { page, description } = entry;
    if (typeof description !== 'string' || description.trim() === '') {
      problems.push(`${page}: no description in its front matter`);
      continue;
    }
    const { length } = description;
    if (length < DESCRIPTION_LENGTH.min)
      problems.push(`${page}: description too short (${length} < ${DESCRIPTION_LENGTH.min})`);
    if (length > DESCRIPTION_LENGTH.max)
      problems.push(`${page}: description too long (${length} > ${DESCRIPTION_LENGTH.max})`);
    if (description !== description.trim() || /\n/.test(description))
      problems.push(`${page}: description has surrounding whitespace or a line break`);
    if (MARKDOWN.test(description)) problems.push(`${page}: description contains Markdown`);

    // A page's description must differ from every other page's, its counterpart in the
    // other docs version included: the two compete in the same search results.
    const earlier = firstPageOf.get(description);
    if (earlier) {
      const where =
        earlier.version === entry.version
          ? `in version ${entry.version}`
          : `(${earlier.version}) across versions`;
      problems.push(`${page}: same description as ${earlier.page} ${where}`);
    } else {
      firstPageOf.set(description, entry);
    }
  }
  return problems;
}

/** A content file's front matter, as Docusaurus parses it, with the file and its version. */
export type PageFrontMatter = {
  page: string;
  version: string;
  frontMatter: Record<string, unknown>;
};

/** The front matter of every docs page and blog post under `root`. */
export async function contentFrontMatter(root: string): Promise<PageFrontMatter[]> {
  const files = CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(root, dir))).sort();
  return Promise.all(
    files.map(async (file) => {
      // Docusaurus's own parser, so the value checked is the one that reaches the metadata.
      const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
        filePath: file,
        fileContent: readFileSync(file, 'utf8'),
      });
      const page = path.relative(root, file).replace(/\\/g, '/');
      return { page, version: versionOfContent(page), frontMatter };
    }),
  );
}

/** The front matter description of every docs page and blog post under `root`. */
export async function contentDescriptions(root: string): Promise<PageDescription[]> {
  return (await contentFrontMatter(root)).map(({ page, version, frontMatter }) => ({
    page,
    version,
    description: frontMatter.description,
  }));
}
