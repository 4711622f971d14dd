// Words below are everyday spellings on purpose.
// cspell:ignore serialise serialisation organise
// The everyday words readers use for what the docs name by a term of their own: "refresh" for
// invalidating a query, "combine" for batching, "endpoint" for a procedure. A reader describing
// a symptom uses the first; the page that fixes it uses the second. Each docs term is listed
// with the words a developer who does not know the term would type for it. A query word in
// the table is searched as itself and as the docs' terms, which count a little less.

/** The docs' term, by the readers' words for it. */
const DOCS_TERMS: Record<string, readonly string[]> = {
  invalidate: ['refresh', 'refreshed', 'reload', 'reloaded', 'stale', 'outdated'],
  batch: ['combine', 'combined', 'bundle', 'bundled'],
  output: ['returns', 'returned'],
  transformer: ['serialize', 'serialise', 'serialization', 'serialisation'],
  subscription: ['realtime', 'live', 'push', 'stream', 'streaming', 'socket', 'sockets'],
  authorization: [
    'login',
    'logged',
    'signed',
    'authenticated',
    'authentication',
    'permission',
    'permissions',
    'restrict',
    'protect',
    'protected',
  ],
  merge: ['split', 'separate', 'organize', 'organise', 'modular'],
  abort: ['cancel', 'cancelled', 'canceled', 'cancellation'],
  infinite: ['pagination', 'paginate', 'paginated', 'paging', 'scroll'],
  client: ['frontend'],
  server: ['backend'],
  procedure: ['endpoint', 'endpoints'],
};

const byReadersWord = new Map<string, string[]>();
for (const [term, words] of Object.entries(DOCS_TERMS)) {
  for (const word of words) byReadersWord.set(word, [...(byReadersWord.get(word) ?? []), term]);
}

/** The docs' terms for a reader's word (in the index's form: lower case), or none. */
export function docsTermsFor(word: string): readonly string[] {
  return byReadersWord.get(word.toLowerCase()) ?? [];
}

/** How much a page found by the docs' term for a reader's word counts against the word itself. */
export const DOCS_TERM_WEIGHT = 0.8;
