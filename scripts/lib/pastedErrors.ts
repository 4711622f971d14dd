// The pasted-error part of the relevance suite, read from the troubleshooting pages themselves:
// every entry's message, pasted as printed and as the first line of a stack, must list the
// entry first. An entry added to a page is in the suite at once; none is written by hand.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codeFences } from '../../src/plugins/code-samples/model/extract';
import { textOf } from '../../src/plugins/search/indexer/entries.mjs';
import type { Case, Version } from '../bench-relevance';

const PAGES: { version: Version; file: string; route: string }[] = [
  { version: '10.x', file: 'docs/further/troubleshooting.md', route: '/docs/v10/troubleshooting' },
  {
    version: '9.x',
    file: 'versioned_docs/version-9.x/further/troubleshooting.md',
    route: '/docs/v9/troubleshooting',
  },
];

/** The frame under a message in Node's stack trace, from a reader's own file. */
const STACK_FRAME = '    at /home/dev/app/src/index.ts:14:11';

/** The anchor of each `<h2>` and `<h3>` of a built page (its groups and entries), by its text. */
function headingIds(html: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const [, , id, inner] of html.matchAll(
    /<h([23])\b[^>]*\bid="?([^"\s>]+)"?[^>]*>([\s\S]*?)<\/h\1>/g,
  )) {
    if (id) ids.set(textOf(inner ?? ''), id);
  }
  return ids;
}

type Printed = { text: string; json: boolean };

/** The message an entry prints: its first text fence, else the body of its printed response. */
function entryMessages(markdown: string): Map<string, Printed> {
  const messages = new Map<string, Printed>();
  for (const fence of codeFences(markdown)) {
    if (!fence.section || messages.has(fence.section)) continue;
    if (fence.lang === 'text')
      messages.set(fence.section, { text: fence.value.trim(), json: false });
    else if (fence.lang === 'http' && /^HTTP\//.test(fence.value)) {
      const body = fence.value
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n')
        .trim();
      messages.set(fence.section, { text: body, json: true });
    }
  }
  return messages;
}

/**
 * The top of a stack as a reader copies it: the message's first line, or the whole message when
 * that line holds nothing past the error's name (`TRPCClientError: [` opens a list that the
 * following lines fill, and the frames come after all of it).
 */
export function firstLineOfStack(message: string): string {
  const first = message.split('\n')[0] ?? message;
  const afterName = first.replace(/^\w*(Error|Exception)\b:?/, '');
  return /[\p{L}\p{N}]/u.test(afterName) ? first : message;
}

/**
 * Two cases per entry of each troubleshooting page: the message whole, and as a reader copies
 * it from elsewhere: an error's first line with the stack frame under it, a JSON body on one
 * line as the network panel shows it.
 */
export function pastedErrorCases(buildDir = path.resolve('build')): Case[] {
  return PAGES.flatMap(({ version, file, route }) => {
    const html = readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
    const ids = headingIds(html);
    return [...entryMessages(readFileSync(file, 'utf8'))].flatMap(([heading, message]) => {
      const id = ids.get(heading);
      if (!id) throw new Error(`${file}: no built heading "${heading}"`);
      const expect = `${route}#${id}`;
      const copied = message.json
        ? JSON.stringify(JSON.parse(message.text))
        : `${firstLineOfStack(message.text)}\n${STACK_FRAME}`;
      return [
        { query: message.text, version, expect, kind: 'pasted' as const },
        { query: copied, version, expect, kind: 'pasted' as const },
      ];
    });
  });
}

/**
 * Letters and digits only, in lower case: quotes, backticks, escapes and the characters an
 * anchor drops (`@trpc/server` is `trpcserver` in one, `You're` is `youre`) do not decide a match.
 */
function comparable(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * What quotes an entry, as lists of pieces a query must all hold: its anchor's words, which
 * spell the message it was filed under with the reader's own parts left out (the anchor of
 * `Error serializing … returned from getStaticProps` is
 * `error-serializing--returned-from-getstaticprops`, cut where a double hyphen stands for the
 * elided part; an entry without an explicit anchor has none here), and each message the entry prints in a text fence, whole (an entry may print
 * the same failure in another wording, as an older Node.js words it).
 */
export function entryPhrases(markdown: string): string[][] {
  // Entries are the third-level headings of a page that groups them, else the second-level ones.
  const level = /^### /m.test(markdown) ? '###' : '##';
  const headings = new RegExp(`^${level} .*\\{/\\*\\s*#([\\w-]+)\\s*\\*/\\}\\s*$`, 'gm');
  const anchors = [...markdown.matchAll(headings)].map(([, id]) =>
    (id ?? '')
      .split(/-{2,}/)
      .map((piece) => piece.replace(/[-_]/g, ' ').trim())
      .filter((piece) => piece.length > 0),
  );
  const printed = codeFences(markdown)
    .filter((fence) => fence.section && fence.lang === 'text')
    .map((fence) => [fence.value.trim().toLowerCase()]);
  return [...anchors.filter((pieces) => pieces.length > 0), ...printed];
}

/**
 * Readers' queries written before the troubleshooting pages existed expect the page that
 * explains the feature. A query that quotes one of a troubleshooting page's entries is
 * answered by that page too, so it is added to what the query accepts, by one rule: the query
 * holds every piece of an entry's heading phrase, or the whole of a message the entry prints.
 * The queries themselves are unchanged.
 */
export function acceptingEntries(cases: Case[]): Case[] {
  const phrasesOf = new Map(
    PAGES.map(({ version, file, route }) => [
      version,
      { route, phrases: existsSync(file) ? entryPhrases(readFileSync(file, 'utf8')) : [] },
    ]),
  );
  return cases.map((item) => {
    const page = phrasesOf.get(item.version);
    if (item.kind === 'none' || !page) return item;
    // Quotes, backticks and a JSON body's escapes (`\"mutation\"`) do not count.
    const text = comparable(item.query);
    const matches = page.phrases.some((pieces) =>
      pieces.every((piece) => text.includes(comparable(piece))),
    );
    if (!matches) return item;
    return { ...item, expect: [...[item.expect].flat(), page.route] };
  });
}
