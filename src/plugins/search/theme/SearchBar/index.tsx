import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import type { DocSearchModalProps } from '@docsearch/react/modal';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { createLocalSearchClient, searchStatus, totalForQuery } from '../../client/client';
import { normaliseQuery } from '../../client/adapter';
import { loadPagefind } from '../../client/pagefind';
import SearchErrorScreen from './SearchErrorScreen';
import SearchCrashScreen from './SearchCrashScreen';
import { CorrectedQueryNote, SearchPendingScreen } from './SearchNotes';
import { missingResultsUrl, searchTranslations } from '../../client/translations';
import { useSearchVersion } from '../../client/useSearchVersion';
import { searchPageUrl } from '../../client/searchPageUrl';
import { createKeyCatcher, typeInto } from './keyCatcher';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalComponent = (props: DocSearchModalProps) => ReactNode;
let DocSearchModal: ModalComponent | null = null;

/** Adds a stylesheet to the page once; resolves when it applies (or failed to load). */
function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector(`link[data-lazy-style="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.lazyStyle = href;
    link.onload = () => resolve();
    link.onerror = () => resolve(); // an unstyled modal still works
    document.head.appendChild(link);
  });
}

// The modal, its styles and the index runtime load only when the reader shows intent
// (hover, focus, touch, a shortcut), never with the page.
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/css/dist/modal.css?url').then(({ default: href }) => loadStylesheet(href)),
  ]).then(([{ DocSearchModal: Modal }]) => {
    DocSearchModal = Modal as ModalComponent;
  });
}

type Hit = { url: string };

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
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const { tags, versionLabel } = useSearchVersion();
  const tagsKey = tags.join('|');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // A new client only when the version changes, so the modal keeps its state per version.
  const searchClient = useMemo(
    () => createLocalSearchClient({ baseUrl, tags: tagsKey.split('|') }),
    [baseUrl, tagsKey],
  );
  const transformSearchClient = useCallback(() => searchClient, [searchClient]);

  // The index runtime starts loading with the modal, so it is ready by the time a query has
  // been typed; a failure is reported by the search that needs it.
  const prepareIndex = useCallback(() => {
    loadPagefind(baseUrl).catch(() => undefined);
  }, [baseUrl]);
  const prepare = useCallback(() => {
    prepareIndex();
    void importModal();
  }, [prepareIndex]);

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        history.push(itemUrl);
      },
    }),
    [history],
  );

  // Keys typed between the shortcut and the modal's first render wait here (see keyCatcher).
  const openingRef = useRef(false);
  const catcher = useMemo(
    () =>
      createKeyCatcher(searchTranslations.modal.searchBox.placeholderText, () => {
        openingRef.current = false;
        buttonRef.current?.focus();
      }),
    [],
  );

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      const div = document.createElement('div');
      document.body.insertBefore(div, document.body.firstChild);
      containerRef.current = div;
    }
    prepareIndex();
    openingRef.current = true;
    catcher.start();
    void importModal().then(() => {
      if (!openingRef.current) return; // Escape was pressed while it loaded
      setInitialQuery(catcher.value() || undefined);
      setIsOpen(true);
    });
  }, [prepareIndex, catcher]);

  const closeModal = useCallback(() => {
    openingRef.current = false;
    setIsOpen(false);
    setInitialQuery(undefined);
    buttonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  });

  const resultsFooterComponent = useMemo(
    () =>
      function ResultsFooter({
        state,
      }: {
        state: { query: string; context: { nbHits?: unknown } };
      }) {
        const total = totalForQuery(state.query) ?? Number(state.context.nbHits ?? 0);
        return (
          <Link to={searchPageUrl(baseUrl, state.query, versionLabel)} onClick={closeModal}>
            {`See all ${total} results`}
          </Link>
        );
      },
    [baseUrl, closeModal, versionLabel],
  );

  // Our screens sit in a slot at the top of DocSearch's dropdown: the error screen and the
  // "Searching…" screen in place of DocSearch's, and the note on a corrected query above
  // the hits (see searchStatus in ../../client/client.ts).
  const status = useSyncExternalStore(searchStatus.subscribe, searchStatus.get, searchStatus.get);
  const [typed, setTyped] = useState('');
  const [slot, setSlot] = useState<Element | null>(null);
  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return undefined;
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
  }, [isOpen, catcher]);

  const query = normaliseQuery(typed);
  const answer = status.answered?.query === query && query !== '' ? status.answered : null;
  const screen: SearchScreen =
    !isOpen || query === ''
      ? 'none'
      : status.failedQuery === query
        ? 'error'
        : answer === null
          ? 'pending'
          : answer.correctedQuery && answer.total > 0
            ? 'corrected'
            : 'none';
  useEffect(() => {
    const container = containerRef.current;
    container?.toggleAttribute('data-search-error', screen === 'error');
    // DocSearch's "No results" is true only once the search for this exact text has answered.
    container?.toggleAttribute('data-search-answered-empty', answer?.total === 0);
    // DocSearch may re-create its dropdown between renders: look it up each time.
    setSlot(screen === 'none' ? null : dropdownSlot(container));
  }, [screen, answer, typed]);

  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        translations={searchTranslations.button}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <ErrorBoundary
            fallback={({ error }) => <SearchCrashScreen error={error} onClose={closeModal} />}
          >
            <DocSearchModal
              appId="local"
              apiKey="local"
              indexName="trpc-docs"
              insights={false}
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              onClose={closeModal}
              onAskAiToggle={() => undefined}
              navigator={navigator}
              hitComponent={HitLink as DocSearchModalProps['hitComponent']}
              transformSearchClient={
                transformSearchClient as unknown as DocSearchModalProps['transformSearchClient']
              }
              resultsFooterComponent={resultsFooterComponent}
              getMissingResultsUrl={missingResultsUrl}
              translations={searchTranslations.modal}
              placeholder="Search docs"
              portalContainer={containerRef.current}
            />
          </ErrorBoundary>,
          containerRef.current,
        )}
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
