import React, { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchModal, type DocSearchModalProps } from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { createLocalSearchClient, searchStatus, totalForQuery } from '../../client/client';
import { normaliseQuery } from '../../client/adapter';
import { searchBoxPlaceholder } from '../../client/buttonTranslations';
import { missingResultsUrl, searchTranslations } from '../../client/translations';
import { useSearchVersion } from '../../client/useSearchVersion';
import { searchPageUrl } from '../../client/searchPageUrl';
import { landAfterNavigation } from '../../client/landing';
import SearchErrorScreen from './SearchErrorScreen';
import { CorrectedQueryNote, SearchPendingScreen } from './SearchNotes';
import { typeInto, type KeyCatcher } from './keyCatcher';

// The open search box: DocSearch's modal over the local index, with the site's own screens.
// This module, the modal and the search client load with the reader's intent (SearchBar),
// never with the page.

export type SearchModalProps = {
  /** The element the modal is drawn into (first in the body, as DocSearch expects). */
  container: HTMLDivElement;
  initialQuery: string | undefined;
  /** Holds the keys typed between the shortcut and the modal's first render. */
  catcher: KeyCatcher;
  onClose: () => void;
};

type Hit = { url: string; _highlightResult?: { content?: { matchedWords?: string[] } } };

type Listenable = Parameters<typeof landAfterNavigation>[2];

/** Lands on the hit a reader opens: its page marks the searched words and takes focus there. */
function landOnHit(hit: Hit, history: Listenable): void {
  landAfterNavigation(hit.url, hit._highlightResult?.content?.matchedWords ?? [], history);
}

type SearchScreen = 'none' | 'error' | 'pending' | 'corrected';

/** Our element at the top of DocSearch's dropdown, created once per dropdown. */
function dropdownSlot(container: Element | null): Element | null {
  const dropdown = container?.querySelector('.DocSearch-Dropdown');
  if (!dropdown) return null;
  const existing = dropdown.querySelector(':scope > .site-search-slot');
  if (existing) return existing;
  const slot = document.createElement('div');
  slot.className = 'site-search-slot';
  dropdown.prepend(slot);
  return slot;
}

function HitLink({ hit, children }: { hit: Hit; children: ReactNode }): ReactNode {
  const history = useHistory();
  return (
    <Link to={hit.url} onClick={() => landOnHit(hit, history)}>
      {children}
    </Link>
  );
}

export default function SearchModal({
  container,
  initialQuery,
  catcher,
  onClose,
}: SearchModalProps): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const { tags, versionLabel } = useSearchVersion();
  const tagsKey = tags.join('|');

  const searchClient = useMemo(
    () => createLocalSearchClient({ baseUrl, tags: tagsKey.split('|') }),
    [baseUrl, tagsKey],
  );
  const transformSearchClient = useMemo(() => () => searchClient, [searchClient]);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl, item }: { itemUrl: string; item: Hit }) {
        landOnHit({ ...item, url: itemUrl }, history);
        history.push(itemUrl);
      },
    }),
    [history],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function ResultsFooter({
        state,
      }: {
        state: { query: string; context: { nbHits?: unknown } };
      }) {
        const total = totalForQuery(state.query) ?? Number(state.context.nbHits ?? 0);
        return (
          <Link to={searchPageUrl(baseUrl, state.query, versionLabel)} onClick={onClose}>
            {`See all ${total} results`}
          </Link>
        );
      },
    [baseUrl, onClose, versionLabel],
  );

  // Our screens sit in a slot at the top of DocSearch's dropdown: the error screen and the
  // "Searching…" screen in place of DocSearch's, and the note on a corrected query above
  // the hits (see searchStatus in ../../client/client.ts).
  const status = useSyncExternalStore(searchStatus.subscribe, searchStatus.get, searchStatus.get);
  const [typed, setTyped] = useState('');
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    // DocSearch 4.7.1 gives its full-screen backdrop role="button", which then contains the
    // whole modal; it behaves as a modal dialog, so say so.
    const backdrop = container.querySelector('.DocSearch-Container');
    backdrop?.setAttribute('role', 'dialog');
    backdrop?.setAttribute('aria-modal', 'true');
    // DocSearch has focused its input by now (its effects run before ours): whatever was
    // typed after the query it started from goes in as typed.
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    const caught = catcher.finish();
    if (input && caught !== input.value && caught.startsWith(input.value)) typeInto(input, caught);
    const onInputEvent = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.classList.contains('DocSearch-Input')) setTyped(target.value);
    };
    container.addEventListener('input', onInputEvent);
    setTyped(container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '');
    return () => container.removeEventListener('input', onInputEvent);
  }, [container, catcher]);

  const query = normaliseQuery(typed);
  const answer = status.answered?.query === query && query !== '' ? status.answered : null;
  const screen: SearchScreen =
    query === ''
      ? 'none'
      : status.failedQuery === query
        ? 'error'
        : answer === null
          ? 'pending'
          : answer.correctedQuery && answer.total > 0
            ? 'corrected'
            : 'none';
  useEffect(() => {
    container.toggleAttribute('data-search-error', screen === 'error');
    // DocSearch's "No results" is true only once the search for this exact text has answered.
    container.toggleAttribute('data-search-answered-empty', answer?.total === 0);
    // DocSearch may re-create its dropdown between renders: look it up each time.
    setSlot(screen === 'none' ? null : dropdownSlot(container));
  }, [container, screen, answer, typed]);
  useEffect(
    () => () => {
      container.removeAttribute('data-search-error');
      container.removeAttribute('data-search-answered-empty');
    },
    [container],
  );

  return (
    <>
      <DocSearchModal
        appId="local"
        apiKey="local"
        indexName="trpc-docs"
        insights={false}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        onAskAiToggle={() => undefined}
        navigator={navigator}
        hitComponent={HitLink as DocSearchModalProps['hitComponent']}
        transformSearchClient={
          transformSearchClient as unknown as DocSearchModalProps['transformSearchClient']
        }
        resultsFooterComponent={resultsFooterComponent}
        getMissingResultsUrl={missingResultsUrl}
        translations={searchTranslations.modal}
        placeholder={searchBoxPlaceholder}
        portalContainer={container}
      />
      {slot &&
        screen !== 'none' &&
        createPortal(
          screen === 'error' ? (
            <SearchErrorScreen />
          ) : screen === 'pending' ? (
            <SearchPendingScreen />
          ) : (
            <CorrectedQueryNote query={answer?.correctedQuery ?? ''} />
          ),
          slot,
        )}
    </>
  );
}
