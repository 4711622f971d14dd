// Words below are everyday spellings on purpose.
// cspell:ignore serialise serialisation organise doesn didn aren wasn doesnt dont didnt isnt wont
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

// A change said with a negation ("the list does not update", "never refreshes", "isn't
// changing") describes stale data on screen, not a change the reader wants to make: the verb is
// looked up as "stale", which finds the docs' term for refetching stale data.
const CHANGE_VERB =
  /^(?:update|updates|updated|updating|refresh|refreshes|refreshing|change|changes|changing|reload|reloads|reloading|rerender|rerenders)$/;
const NEGATION =
  /^(?:not|never|no|longer|doesn|don|didn|isn|won|aren|wasn|doesnt|dont|didnt|isnt|wont)$/;

/** `terms` with each change verb that `query` says with a negation before it read as "stale". */
export function staleWhenNegated(query: string, terms: readonly string[]): string[] {
  const words = query.toLowerCase().split(/[^a-z]+/);
  const negated = new Set(
    words.filter(
      (word, at) =>
        CHANGE_VERB.test(word) &&
        words.slice(Math.max(0, at - 3), at).some((before) => NEGATION.test(before)),
    ),
  );
  return [...new Set(terms.map((term) => (negated.has(term) ? 'stale' : term)))];
}

const byReadersWord = new Map<string, string[]>();
for (const [term, words] of Object.entries(DOCS_TERMS)) {
  for (const word of words) byReadersWord.set(word, [...(byReadersWord.get(word) ?? []), term]);
}

/** The docs' terms for a reader's word (in the index's form: lower case), or none. */
export function docsTermsFor(word: string): readonly string[] {
  return byReadersWord.get(word.toLowerCase()) ?? [];
}

// Words readers use interchangeably when they describe what goes wrong. A symptom sentence on
// a page and a reader's query say the same thing in different words ("the list keeps the old
// entry" and "the table doesn't update after I add a row"); a query word matches a symptom
// word of its group. Groups hold the words symptom sentences are written in: mostly everyday
// words, and a docs term where readers use it as one ("batch", "procedure"). DOCS_TERMS is the
// other table: it sends a reader's word to the index as the docs' term.
const SAME_MEANING: readonly (readonly string[])[] = [
  ['refresh', 'reload', 'refetch', 'update', 'stale', 'outdated', 'old', 'previous'],
  ['add', 'create', 'insert', 'save', 'submit'],
  ['delete', 'remove', 'drop'],
  ['item', 'entry', 'record', 'row', 'todo', 'post'],
  ['list', 'table', 'feed', 'items', 'entries'],
  ['user', 'session', 'logged', 'signed', 'login', 'current', 'identity', 'auth'],
  ['endpoint', 'route', 'handler', 'procedure', 'resolver'],
  ['page', 'screen', 'view', 'component'],
  ['browser', 'client', 'frontend', 'ui'],
  ['server', 'backend'],
  ['live', 'realtime', 'push', 'instant', 'instantly', 'stream', 'socket', 'websocket'],
  ['cancel', 'abort', 'stop', 'unmount', 'unmounts'],
  ['fail', 'fails', 'failing', 'error', 'errors', 'crash', 'crashes', 'throw', 'throws', 'broken'],
  ['validate', 'validation', 'check', 'schema', 'invalid'],
  ['header', 'headers', 'cookie', 'cookies', 'token', 'bearer'],
  ['date', 'dates', 'time', 'timestamp'],
  ['paginate', 'pagination', 'paged', 'cursor', 'scroll', 'infinite'],
  ['test', 'tests', 'testing', 'mock', 'unit'],
  ['prefetch', 'preload', 'ahead', 'already', 'rendered', 'render', 'ssr'],
  ['input', 'args', 'arguments', 'params', 'parameters', 'payload', 'body'],
  ['output', 'response', 'return', 'returns', 'result', 'results'],
  ['log', 'logs', 'logging', 'print', 'console', 'debug'],
  ['request', 'requests', 'call', 'calls', 'fetch', 'http'],
  ['combine', 'batch', 'batched', 'together', 'bundle'],
  ['type', 'types', 'typed', 'typing', 'autocomplete', 'intellisense'],
  ['split', 'separate', 'files', 'modules', 'organize', 'organise'],
];

const sameMeaning = new Map<string, Set<string>>();
for (const group of SAME_MEANING) {
  for (const word of group) {
    const others = sameMeaning.get(word) ?? new Set<string>();
    for (const other of group) if (other !== word) others.add(other);
    sameMeaning.set(word, others);
  }
}

/** The everyday words that mean what `word` means in a symptom (none for most words). */
export function wordsMeaningTheSame(word: string): readonly string[] {
  const lower = word.toLowerCase();
  // A group lists a word in one form; a reader's "timestamps" or "refreshing" is the same word.
  const forms = [lower, ...INFLECTIONS.map((ending) => lower.replace(ending, ''))];
  const group = forms.map((form) => sameMeaning.get(form)).find(Boolean);
  return [...(group ?? [])];
}

const INFLECTIONS = [/s$/, /es$/, /ed$/, /d$/, /ing$/];
