// The Nu HTML Checker (vnu.jar, the W3C's validator, from the vnu-jar package; needs Java 11+)
// and the verdict on its messages: the site may cause no error; the errors Docusaurus's own
// components produce are listed below, each with a count that may not grow.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/** An error that stock Docusaurus markup produces, which this site does not fix itself. */
export type KnownError = {
  message: string;
  source: string;
  /** Which occurrences are accepted: a count across the build, measured when it was listed, or
   * at most one on each page whose HTML has the component (so pages may gain the component,
   * but the error may not spread to other markup). */
  limit: { max: number } | { oncePerPageWith: RegExp };
};

// No upstream issue for either was found in Docusaurus's tracker; fixing them here would mean
// ejecting a whole theme component (Tabs: 124 lines, BlogArchivePage: 93) for one attribute or
// one heading level.
export const KNOWN_DOCUSAURUS_ERRORS: KnownError[] = [
  {
    message: 'Every active “role=tab” element must have a corresponding “role=tabpanel” element.',
    source:
      'theme-classic Tabs: a tab has no aria-controls naming its panel (pages with npm/yarn/pnpm tabs)',
    limit: { oncePerPageWith: /role="?tablist/ },
  },
  {
    message:
      'The heading “h3” (with computed level 3) follows the heading “h1” (with computed level 1), skipping 1 heading level.',
    source: 'theme-classic BlogArchivePage: the year headings are h3 under the page h1',
    limit: { max: 1 },
  },
];

export type Verdict = {
  known: { error: KnownError; count: number }[];
  /** Errors the site causes (or a Docusaurus error that became more frequent). */
  failures: string[];
};

/** The HTML of the page a message is about (its url is a file: URL). */
const readPage = (url: string): string => readFileSync(new URL(url), 'utf8');

export function judge(
  messages: VnuMessage[],
  known = KNOWN_DOCUSAURUS_ERRORS,
  pageHtml: (url: string) => string = readPage,
): Verdict {
  const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
  const counted = known.map((error) => ({
    error,
    count: errors.filter((m) => m.message === error.message).length,
  }));
  const failures = errors
    .filter((m) => !known.some((k) => k.message === m.message))
    .map((m) => `${m.url.replace(/^file:/, '')}:${m.lastLine ?? '?'} ${m.message}`);
  for (const { error, count } of counted) {
    const { limit } = error;
    if ('max' in limit) {
      if (count > limit.max)
        failures.push(`${count} × (at most ${limit.max}) ${error.message} [${error.source}]`);
      continue;
    }
    const perPage = new Map<string, number>();
    for (const m of errors.filter((e) => e.message === error.message))
      perPage.set(m.url, (perPage.get(m.url) ?? 0) + 1);
    for (const [url, times] of perPage) {
      const page = url.replace(/^file:/, '');
      if (!limit.oncePerPageWith.test(pageHtml(url)))
        failures.push(
          `${page}: ${error.message} on a page without the component [${error.source}]`,
        );
      else if (times > 1)
        failures.push(`${page}: ${times} × (at most 1) ${error.message} [${error.source}]`);
    }
  }
  return { known: counted, failures };
}

const run = promisify(execFile);

/** Runs vnu.jar over the HTML files of `dirs` and returns its messages (errors only). */
export async function checkHtml(dirs: string[]): Promise<VnuMessage[]> {
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  // vnu writes its JSON report to standard error; -Xss: deep minified markup needs a larger stack.
  const { stderr } = await run(
    'java',
    [
      '-Xss8m',
      '-jar',
      jar,
      '--format',
      'json',
      '--errors-only',
      '--exit-zero-always',
      '--skip-non-html',
      ...dirs,
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}
