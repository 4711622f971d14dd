// The weights of the search's ranking, in one table: each says what it weighs and why. They
// were chosen on the tuned relevance sets and are reported on the held-out ones
// (`npx tsx scripts/bench-relevance-fast.ts --heldout`; BENCHMARKS.md has the history of each).
// What the index weighs at build time (a page's keywords, symptoms, entries) is in
// ../indexer/index-format.json.

/** How much each field of a result counts when it holds the query's words (ranking.ts). */
export const FIELD_WEIGHTS = { title: 4, keywords: 2, symptoms: 2, heading: 1, description: 1 };

/** What a heading quoting a pasted message gains; the other boosts are measured against it. */
const QUOTING = 4;

export const WEIGHTS = {
  /** How many of the best results are reordered; the modal lists this many pages. */
  rerankWindow: 6,
  /**
   * How much a page gains whose heading quotes a pasted message (a troubleshooting entry), and
   * more for a heading that says more of it than `quotedWords` words (ranking.ts, quoteStrength).
   */
  quotingHeading: QUOTING,
  quotedWords: 4,
  /**
   * How much a page gains that has the code a pasted message names: as much as a heading that
   * quotes the message, for the message names that code as the thing that failed.
   */
  showsCode: QUOTING,
  /**
   * How much of its score an entry of a page of entries keeps for a name typed alone: the entry
   * quotes the name in the message of an error about it, and its message is metadata, which the
   * index weighs as it weighs a title; the guide that teaches the name comes first.
   */
  entryForAName: 0.5,
  /**
   * How many words a query needs to be taken as a message said exactly (ranking.ts, saysExactly): fewer, and
   * a heading or a message holds them by chance ("use context").
   */
  exactWords: 3,
  /**
   * How much a result gains that says the query exactly: a heading that is the query, or a
   * message an entry prints that holds it whole. A reader who types an entry's heading or a
   * message's words is looking for that entry, whatever sidebar category holds it.
   */
  exact: 2 * QUOTING,
  /**
   * How much a page keeps of its score when its heading is the same message about another name:
   * a quarter, which also takes back the boost its opening words got as a phrase.
   */
  otherCase: 0.25,
  /**
   * How much the page gains that a reader meets first among those that install the package a
   * pasted message could not find: the message itself is boilerplate around the package's name.
   */
  installsFirst: QUOTING,
  /**
   * How many words apart a page's query words may be and still read as one statement of the
   * reader's problem: about two sentences.
   */
  nearbyWords: 40,
  /** How much a page that prints a pasted message's opening words, in order, gains. */
  phraseBoost: 2,
  /**
   * A query with this many words to look up is pasted text (an error message, a stack's first
   * line), not words a reader chose: its words are not misspelt, and one the index lacks (a file
   * path, a variable of the reader's app) says nothing about whether the docs cover it.
   */
  pastedWords: 6,
  /** How much a page found by the docs' term for a reader's word counts against the word itself. */
  docsTermWeight: 0.8,
};
