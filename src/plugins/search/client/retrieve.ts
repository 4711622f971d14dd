// Retrieving, the search's second stage: the pages that have the query's words, scored by
// Pagefind and by how rare and how close together the words are; pages that print a pasted
// message's words in order, or show the code it names, raised.
import type { PagefindApi, PagefindResult } from './pagefind';
import {
  contentTerms,
  memberChains,
  messagePhrase,
  missingModule,
  missingPackage,
  printedValue,
} from './spelling';
import { phraseText } from './ranking';
import { docsTermsFor } from './readersWords';
import type { Filters } from './query';
import { WEIGHTS } from './weights';

/**
 * The pages with a query word: those with the word itself, and those with the docs' term for a
 * reader's word (readersWords.ts: "refresh" finds pages that say "invalidate"), which count a
 * little less. A page found both ways keeps its better score.
 */
async function resultsFor(
  pagefind: PagefindApi,
  term: string,
  filters: Filters,
): Promise<PagefindResult[]> {
  const search = async (word: string) => (await pagefind.search(word, { filters }))?.results ?? [];
  const docsTerms = docsTermsFor(term);
  if (docsTerms.length === 0) return search(term);
  const [own = [], ...others] = await Promise.all([term, ...docsTerms].map(search));
  const best = new Map(own.map((result) => [result.id, result]));
  for (const result of others.flat()) {
    const score = result.score * WEIGHTS.docsTermWeight;
    if ((best.get(result.id)?.score ?? 0) < score) best.set(result.id, { ...result, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * Pagefind finds only pages with every word, so a reader's phrasing ("send dates over the
 * wire") or a pasted message can find nothing. These pages are scored by the words they have,
 * each word weighed by how rare it is among the pages found: in a pasted error, `error`,
 * `type` and `undefined` are on most pages and `QueryClientProvider` on two, and the rare
 * word should decide. A page's score is the weighted sum of its scores for its words, scaled
 * by the square of the weighted share of the query it holds.
 */
async function pagesWithSomeTerms(
  pagefind: PagefindApi,
  terms: string[],
  filters: Filters,
): Promise<Scored[]> {
  const byTerm = await Promise.all(terms.map((term) => resultsFor(pagefind, term, filters)));
  const found = new Set(byTerm.flatMap((results) => results.map((result) => result.id)));
  // Inverse document frequency among the pages any word found, scaled to a mean of 1 so that
  // these scores stay comparable with Pagefind's for pages with every word.
  const rarity = byTerm.map((results) =>
    results.length === 0 ? 0 : Math.log(1 + found.size / results.length),
  );
  const mean = rarity.reduce((sum, value) => sum + value, 0) / Math.max(1, rarity.length);
  const weights = rarity.map((value) => (mean > 0 ? value / mean : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const combined = new Map<string, { result: PagefindResult; score: number; found: Found[] }>();
  byTerm.forEach((results, at) => {
    const weight = weights[at] ?? 1;
    for (const result of results) {
      const entry = combined.get(result.id) ?? { result, score: 0, found: [] };
      entry.score += result.score * weight;
      entry.found.push({
        weight,
        positions: result.words ?? [],
        inMeta: (result.matchedMetaFields ?? []).length > 0,
      });
      combined.set(result.id, entry);
    }
  });
  return [...combined.values()]
    .map(({ result, score, found }) => ({
      result,
      score: score * (total > 0 ? weightNearby(found) / total : 0) ** 2,
    }))
    .sort((a, b) => b.score - a.score);
}

/** One query word on one page: its weight, where the page has it, and whether its metadata does. */
type Found = { weight: number; positions: readonly number[]; inMeta: boolean };

/**
 * The weight of the query's words that a page holds near each other: the best span of
 * WEIGHTS.nearbyWords words, plus the words in its title, description or keywords, which describe the
 * whole page. A symptom written as one sentence on the page that fixes it scores its full
 * weight; a long page that has each word somewhere, in unrelated sections, scores only the
 * words it has together. (Pagefind gives each result's word positions with the result, so
 * this costs no page data.)
 */
export function weightNearby(found: readonly Found[]): number {
  // A word whose place the index did not give is counted as near the others.
  const everywhere = found.filter((term) => term.inMeta || term.positions.length === 0);
  const placed = found.filter((term) => !everywhere.includes(term));
  const base = everywhere.reduce((sum, term) => sum + term.weight, 0);
  const hits = placed
    .flatMap((term, at) => term.positions.map((position) => ({ position, at })))
    .sort((a, b) => a.position - b.position);
  let best = 0;
  for (let start = 0; start < hits.length; start += 1) {
    const from = hits[start]?.position ?? 0;
    const inSpan = new Set<number>();
    for (let end = start; end < hits.length; end += 1) {
      const hit = hits[end];
      if (!hit || hit.position - from > WEIGHTS.nearbyWords) break;
      inSpan.add(hit.at);
    }
    best = Math.max(
      best,
      [...inSpan].reduce((sum, at) => sum + (placed[at]?.weight ?? 0), 0),
    );
  }
  return base + best;
}

/** A result with the score it is ranked by. */
export type Scored = { result: PagefindResult; score: number };

/**
 * Pages with every word, by Pagefind's score, and pages with some of them, by theirs, in one
 * list: a page with most of the words in its title can outrank one with all of them in passing.
 */
export async function rankedPages(
  pagefind: PagefindApi,
  terms: string[],
  filters: Filters,
): Promise<Scored[]> {
  const [withAll, withSome] = await Promise.all([
    pagefind
      .search(terms.join(' '), { filters })
      .then((response) =>
        (response?.results ?? []).map((result) => ({ result, score: result.score })),
      ),
    terms.length > 1 || terms.some((term) => docsTermsFor(term).length > 0)
      ? pagesWithSomeTerms(pagefind, terms, filters)
      : [],
  ]);
  const haveAll = new Set(withAll.map((r) => r.result.id));
  const merged = [...withAll, ...withSome.filter((r) => !haveAll.has(r.result.id))];
  return merged.sort((a, b) => b.score - a.score);
}

/**
 * The pages that print a pasted message's opening words in their order, raised above pages
 * that only mention its words: the message is first looked for whole, then by its first four
 * and three words (the rest may name the reader's own procedure or file). Words a reader typed
 * are looked for whole only, and from WEIGHTS.exactWords words: "No fetch implementation found" typed
 * from memory is a message, while the first words of a question ("how do I") are on every page.
 */
export async function phraseFirst(
  pagefind: PagefindApi,
  query: string,
  results: Scored[],
  filters: Filters,
  pasted: boolean,
): Promise<Scored[]> {
  const phrase = messagePhrase(query);
  if (!phrase) return results;
  const words = phrase.split(' ');
  const tries = pasted
    ? [...new Set([phrase, words.slice(0, 4).join(' '), words.slice(0, 3).join(' ')])]
    : words.length >= WEIGHTS.exactWords && phraseText(query) === phraseText(phrase)
      ? [phrase]
      : [];
  for (const attempt of tries.filter((text) => text.split(' ').length >= 2)) {
    const response = await pagefind.search(`"${attempt}"`, { filters });
    const ids = new Set((response?.results ?? []).map((result) => result.id));
    if (ids.size > 0) return raised(results, ids);
  }
  return results;
}

/** `results` with the pages of `ids` raised by WEIGHTS.phraseBoost, best first. */
export function raised(results: Scored[], ids: ReadonlySet<string>): Scored[] {
  if (ids.size === 0) return results;
  return results
    .map(({ result, score }) => ({
      result,
      score: ids.has(result.id) ? score * WEIGHTS.phraseBoost : score,
    }))
    .sort((a, b) => b.score - a.score);
}

/**
 * The pages that have a chain of names a pasted message names (`trpc.useQuery is not a
 * function`: see memberChains), the module inside a package it could not find, or the value it
 * is (printedValue), its words next to each other: those show the code the reader ran, often
 * where they explain what replaced it, or print what the reader saw. Pages that have the words
 * apart do not.
 */
export async function pagesShowingCode(
  pagefind: PagefindApi,
  query: string,
  filters: Filters,
): Promise<Set<string>> {
  // A missing module inside a package (`@trpc/server/adapters/next`) is found where a page
  // imports it; every page imports the package itself.
  const module = missingModule(query);
  const deep = module && module !== missingPackage(query) ? [contentTerms(module).join(' ')] : [];
  const value = printedValue(query);
  const chains = [...memberChains(query), ...deep, ...(value ? [value] : [])];
  const responses = await Promise.all(
    chains.map((chain) => pagefind.search(`"${chain}"`, { filters })),
  );
  return new Set(responses.flatMap((response) => (response?.results ?? []).map((r) => r.id)));
}
