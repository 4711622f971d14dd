// cspell:ignore aren couldn didn doesn hasn shouldn wasn weren wouldn
// What a reader typed, turned into the words to look up: common words dropped, and a word
// the index does not have corrected to the closest one it has. Pure functions; the search
// client supplies the vocabulary (written with the index) and the index look-ups.
import { editDistance } from '../../../text/editDistance';

// Words so common that requiring them only hides pages ("the", "to", "how"): Pagefind
// finds a page only when it has every word of the query.
// Question words ("how do I", "what's", "why does") are common words too: a whole question
// is ranked by the words that name its subject. "tRPC" is on every page, so it is one as well.
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could did do does for from get got how i in into is it its ' +
    'me my of on or over should so than that the their them then there these this to too ' +
    'trpc use using via vs was what when where which who why will with within without would ' +
    'you your ' +
    // words a reader's question is phrased with, not what it is about
    'about after again all also any before being both but each every had has have having ' +
    'here if inside just more most need needs no none not only other our out same some still such ' +
    'through until very want wants we were while ' +
    // what is left of a contraction once its apostrophe separates words ("aren't", "I've")
    'aren couldn didn doesn don hasn haven isn ll re shouldn ve wasn weren won wouldn'
  ).split(' '),
);

// Where a pasted stack frame or compiler message points (`(/app/src/server/trpc.ts:18:11)`,
// `node:internal/deps/undici:13:5`, `http://localhost:3000`): the reader's own files and
// hosts, which say nothing about the docs page they need, while their many path words would
// outweigh the message's own.
const SOURCE_LOCATION = /\(?[^\s()]*[/\\:][^\s()]*:\d+(?::\d+)?\)?/g;

// A property name of a pasted JSON body (`"message":`, `"httpStatus":`): the body's structure,
// the same in every error tRPC answers with, not the words of this error.
const JSON_KEY = /"[\w$]+"\s*:/g;

/** A pasted query without what says nothing about its error: source locations and JSON keys. */
export function withoutPastedNoise(query: string): string {
  return query.replace(SOURCE_LOCATION, ' ').replace(JSON_KEY, ' ');
}

// Error class names before a message (`Uncaught TypeError:`, `Error: Error:`).
const LEADING_ERROR_NAMES = /^(?:\s*(?:Uncaught\s+)?(?:[A-Z]\w*)?(?:Error|Exception):)+\s*/;
// A word of a message as Pagefind's phrase search reads it: letters, digits and the
// punctuation inside a name (`query-procedure`, `useContext(...)`), not `<!DOCTYPE` or `{`.
const PHRASE_WORD = /^[\p{L}\p{N}][\p{L}\p{N}_$'().@/-]*$/u;

/**
 * The words a pasted message begins with, in order, for an exact-phrase search
 * (`"You seem to have several transformers"`): the page that prints the message has them in
 * that order, pages that only mention its words do not. Null when fewer than two words
 * begin it, counting the error's name before a message of one word.
 */
export function messagePhrase(query: string, maxWords = 8): string | null {
  // A JSON body's own message (`"message": "No \"query\"-procedure…"`), when it has one.
  const quoted = /"message"\s*:\s*"((?:[^"\\]|\\.)*)"/.exec(query)?.[1];
  const pasted = withoutPastedNoise(quoted ?? query).replace(/\\"/g, '"');
  const message = pasted.replace(LEADING_ERROR_NAMES, '').split(/\s+at\s+/)[0] ?? '';
  const words = openingWords(message, maxWords);
  if (words.length >= 2) return words.join(' ');
  // A message of one word (`TRPCClientError: UNAUTHORIZED`, an error code) is printed after the
  // error's name, so the name and the word are the phrase.
  const name = /(\w*(?:Error|Exception)):\s*$/.exec(
    LEADING_ERROR_NAMES.exec(pasted)?.[0] ?? '',
  )?.[1];
  return name && words.length === 1 ? `${name} ${words[0]}` : null;
}

// A request line's path or a URL (`GET:/trpc/post.list,post.byId?batch=1`): words joined by
// the punctuation of a route, which the index keeps as those words, one after another.
const ROUTE_WORDS = /^\/?[\p{L}\p{N}]+(?:[:/.,?=&#%-]+[\p{L}\p{N}_$]+)+$/u;

/** The words a message begins with, up to the first token that is not a word of a phrase. */
function openingWords(message: string, maxWords: number): string[] {
  const words: string[] = [];
  for (const token of message.split(/\s+/)) {
    const word = token.replace(/^["'`({[]+|["'`,;:.!?}\]]+$/g, '').replace(/"/g, '');
    // Punctuation before the message (a JSON body's braces) is skipped.
    if (words.length === 0 && !/[\p{L}\p{N}]/u.test(word)) continue;
    const parts = PHRASE_WORD.test(word)
      ? [word]
      : ROUTE_WORDS.test(word)
        ? word.split(/[^\p{L}\p{N}_$]+/u).filter(Boolean)
        : [];
    if (parts.length === 0) break;
    words.push(...parts.slice(0, maxWords - words.length));
    if (words.length === maxWords) break;
  }
  return words;
}

/**
 * The query's words in lower case, without the common ones (unless nothing else is left).
 * A dotted name is two words, as the index has it (`trpc.useContext` → `trpc usecontext`), and
 * code punctuation separates words (`router.merge('user.', userRouter)`), as do the slashes of
 * a path (`node_modules/@trpc/server`).
 */
/** A word a query is phrased with ("how", "the", "need"), not one that names its subject. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

export function contentTerms(query: string): string[] {
  const words = withoutPastedNoise(query)
    .toLowerCase()
    .replace(/([\w$)\]])\.(?=[a-z_$])/g, '$1 ')
    .split(/[\s?!,;:'"`()[\]{}<>=/\\]+/)
    .filter(Boolean);
  // A lone letter is left of a contraction ("what's") or an initial: it names nothing.
  const content = words.filter((word) => !STOP_WORDS.has(word) && word.length > 1);
  return content.length > 0 ? content : words;
}

// A stack frame's function (`at isAuthed (…)`, `at async Object.fetch (…)`, `at getParseFn` as
// the last line): followed by its location or by the end of the paste, so "procedure at path"
// in a message's own words is not one.
const STACK_FRAME = /\bat\s+(?:async\s+|new\s+)?([A-Za-z_$][\w$.<>]*)(?=\s*\(|\s*$)/gm;

// Receivers a frame names that belong to the platform, not to a library (`Object.fetch`).
const PLATFORM_RECEIVERS = new Set(['object', 'module', 'function', 'promise', 'array', 'process']);

/**
 * The words of a pasted stack's frames that its message does not have: where it broke, not
 * what broke. A plain function (the reader's `isAuthed`, the library's internal `getParseFn`)
 * names code a page rarely explains; a method's receiver names the library it broke in
 * (`SuperJSON.deserialize`: SuperJSON), which is kept.
 */
export function stackFrameTerms(query: string): Set<string> {
  const names = [...query.matchAll(STACK_FRAME)].map((match) => match[1] ?? '');
  if (names.length === 0) return new Set();
  const message = new Set(contentTerms(query.split(STACK_FRAME)[0] ?? ''));
  const libraries = new Set(
    names
      .filter((name) => name.includes('.'))
      .map((name) => (name.split('.')[0] ?? '').toLowerCase())
      .filter((receiver) => !PLATFORM_RECEIVERS.has(receiver)),
  );
  return new Set(
    contentTerms(names.join(' ')).filter((term) => !message.has(term) && !libraries.has(term)),
  );
}

// A chain of names joined by dots (`trpc.useQuery`, `utils.post.invalidate`) outside quotes.
const MEMBER_CHAIN = /(?<![\w$.'"`])[A-Za-z_$][\w$]*(?:(?:\(\))?\.[A-Za-z_$][\w$]*)+(?![\w$'"`])/g;
// A file's extension after a name (`declarations.ts`, `page.tsx`): a file, not code.
const FILE_EXTENSION = /\.(?:[cm]?[jt]sx?|json|html?|css|md|mdx)$/i;

// Where a pasted stack's frames begin (`    at isAuthed (…)`), or a paste that is only a frame.
const STACK_START = /(?:^|\s+)at\s+/;

/** A pasted text without its source locations and JSON keys, up to the stack under it. */
function pastedMessage(query: string): string {
  return withoutPastedNoise(query).split(STACK_START)[0] ?? '';
}

/**
 * The code a pasted message names by a chain of names (`trpc.useQuery is not a function`,
 * `createRouter().query`), each as its words (`trpc useQuery`). A page whose samples have the
 * same chain shows that code; one that only has both names somewhere does not (10.x pages write
 * `trpc.post.byId.useQuery`, and only the migration guide still shows `trpc.useQuery`). Quoted
 * chains are left out: they are the reader's data (a procedure path, `"post.byId"`), not code.
 * So are file names and the message's stack frames.
 */
export function memberChains(query: string): string[] {
  const message = pastedMessage(query);
  const chains = [...message.matchAll(MEMBER_CHAIN)]
    .map(([chain]) => chain)
    .filter((chain) => !FILE_EXTENSION.test(chain));
  return [...new Set(chains.map((chain) => chain.split(/(?:\(\))?\./).join(' ')))];
}

/**
 * A value a reader copied from a console (`{ json: { title: 'Hello' } }`, `[ { code: … } ]`): its
 * first words in order, keys and values, for a phrase search that finds the page printing the
 * same value; null for anything else. A JSON error body is left to its `"message"`.
 */
export function printedValue(query: string, maxWords = 4): string | null {
  const text = query.trim();
  if (!/^[[{]/.test(text) || /"message"\s*:/.test(text)) return null;
  const words = pastedMessage(text)
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean)
    .slice(0, maxWords);
  return words.length >= 2 ? words.join(' ') : null;
}

// A message that a package could not be found: TypeScript's and Node's `Cannot find module
// 'x'`, webpack's `Module not found: Can't resolve 'x'`, Node's `Cannot find package 'x'` and
// Vite's `Failed to resolve import "x"`.
const MISSING_PACKAGE =
  /(?:Cannot find (?:module|package)|Can't resolve|Failed to resolve import)\s+['"]([^'"\s]+)['"]/i;

/**
 * The module a pasted "cannot find" message names, when it is a package's
 * (`@trpc/server/adapters/next`), or null when it is the reader's own file (`./utils`) or
 * Node's (`node:fs`).
 */
export function missingModule(query: string): string | null {
  const specifier = MISSING_PACKAGE.exec(query)?.[1];
  if (!specifier || /^[./~]/.test(specifier) || specifier.startsWith('node:')) return null;
  return specifier;
}

/**
 * The package of the module a pasted "cannot find" message names (`@trpc/server` for
 * `@trpc/server/adapters/next`: see missingModule), or null. Apart from the name, such a
 * message is boilerplate; what the reader needs is the page that installs the package, so the
 * search adds the word those pages share.
 */
export function missingPackage(query: string): string | null {
  const specifier = missingModule(query);
  return specifier ? (/^(?:@[^/]+\/)?[^/]+/.exec(specifier)?.[0] ?? null) : null;
}

/** Shorter words are never corrected: too many other words are one edit away. */
export const MIN_CORRECTED_LENGTH = 4;

/** Edits allowed when correcting a word: one up to 7 letters, two from 8. */
export function allowedEdits(word: string): number {
  if (word.length < MIN_CORRECTED_LENGTH) return 0;
  return word.length <= 7 ? 1 : 2;
}

/** Lower case without punctuation, as the index stores words (`useQuery()` → `usequery`). */
export function indexForm(term: string): string {
  return term.replace(/[^\p{L}\p{N}_]/gu, '').toLowerCase();
}

/**
 * The words of the vocabulary closest to `term` within the allowed edits, at most `limit`, in
 * the vocabulary's spelling and order (commoner first). A candidate must begin with the same
 * letter: people seldom mistype the first one, and a word that differs there is more often
 * another word ("federation" is not "generation").
 */
export function closestWords(term: string, vocabulary: readonly string[], limit = 3): string[] {
  const word = indexForm(term);
  const max = allowedEdits(word);
  if (max === 0) return [];
  let best: string[] = [];
  let bestDistance = max;
  for (const candidate of vocabulary) {
    const lower = candidate.toLowerCase();
    if (lower[0] !== word[0] || lower === word) continue;
    const distance = editDistance(word, lower, bestDistance);
    if (distance < bestDistance) {
      best = [candidate];
      bestDistance = distance;
    } else if (distance === bestDistance && best.length < limit) {
      best.push(candidate);
    }
  }
  return best;
}

/** The closest word of the vocabulary (see closestWords), or null. */
export function closestWord(term: string, vocabulary: readonly string[]): string | null {
  return closestWords(term, vocabulary, 1)[0] ?? null;
}

/** True when some word of the vocabulary starts with the term (a word still being typed). */
export function isPrefixOfWord(term: string, vocabulary: readonly string[]): boolean {
  const word = indexForm(term);
  return (
    word.length > 0 && vocabulary.some((candidate) => candidate.toLowerCase().startsWith(word))
  );
}

/** The shortest part a word is split into: shorter ones would match inside too many words. */
const MIN_PART_LENGTH = 4;

/**
 * `term` as two or three words the index has, run together (`proxyclient` → `proxy client`,
 * `reactqueryhooks` → `react query hooks`): a name from a reader's app or half-remembered API
 * that the index has only in parts. Fewest parts first, then the longest first part; null when
 * it is not made of indexed words.
 */
export function splitIntoWords(term: string, words: ReadonlySet<string>): string[] | null {
  const word = indexForm(term);
  const split = (rest: string, parts: number): string[] | null => {
    if (parts === 1) return rest.length >= MIN_PART_LENGTH && words.has(rest) ? [rest] : null;
    for (let end = rest.length - MIN_PART_LENGTH; end >= MIN_PART_LENGTH; end -= 1) {
      const head = rest.slice(0, end);
      if (!words.has(head)) continue;
      const tail = split(rest.slice(end), parts - 1);
      if (tail) return [head, ...tail];
    }
    return null;
  };
  return split(word, 2) ?? split(word, 3);
}
