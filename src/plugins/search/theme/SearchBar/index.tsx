import React, { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DocSearchButton } from '@docsearch/react/button';
import { useDocSearchKeyboardEvents } from '@docsearch/react/useDocSearchKeyboardEvents';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { loadPagefind } from '../../client/pagefind';
import { searchBoxPlaceholder, searchButtonTranslations } from '../../client/buttonTranslations';
import SearchCrashScreen from './SearchCrashScreen';
import { createKeyCatcher } from './keyCatcher';
import type { SearchModalProps } from './SearchModal';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalComponent = (props: SearchModalProps) => ReactNode;
let SearchModal: ModalComponent | null = null;

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

// The modal with the search client, its styles and the index runtime load only when the
// reader shows intent (hover, focus, touch, a shortcut), never with the page.
function importModal(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return Promise.all([
    import(/* webpackChunkName: "search-modal" */ './SearchModal'),
    import('@docsearch/css/dist/modal.css?url').then(({ default: href }) => loadStylesheet(href)),
  ]).then(([{ default: Modal }]) => {
    SearchModal = Modal;
  });
}

export default function SearchBar(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // Why the modal's code could not load (offline, a deploy that removed its chunk): shown in
  // the crash screen's place rather than a button that silently does nothing.
  const [loadError, setLoadError] = useState<Error | null>(null);

  // The index runtime starts loading with the modal, so it is ready by the time a query has
  // been typed; a failure is reported by the search that needs it.
  const prepareIndex = useCallback(() => {
    loadPagefind(baseUrl).catch(() => undefined);
  }, [baseUrl]);
  const prepare = useCallback(() => {
    prepareIndex();
    importModal().catch(() => undefined); // reported if the reader opens search
  }, [prepareIndex]);

  // Keys typed between the shortcut and the modal's first render wait here (see keyCatcher).
  const openingRef = useRef(false);
  const catcher = useMemo(
    () =>
      createKeyCatcher(searchBoxPlaceholder, () => {
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
    importModal().then(
      () => {
        if (!openingRef.current) return; // Escape was pressed while it loaded
        setInitialQuery(catcher.value() || undefined);
        setLoadError(null);
        setIsOpen(true);
      },
      (error: unknown) => {
        if (!openingRef.current) return;
        catcher.finish();
        setLoadError(error instanceof Error ? error : new Error(String(error)));
        setIsOpen(true);
      },
    );
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

  const container = containerRef.current;
  return (
    <>
      <DocSearchButton
        ref={buttonRef}
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        translations={searchButtonTranslations}
      />
      {isOpen &&
        container &&
        createPortal(
          loadError || !SearchModal ? (
            <SearchCrashScreen
              error={loadError ?? new Error('The search box did not load.')}
              onClose={closeModal}
            />
          ) : (
            <ErrorBoundary
              fallback={({ error }) => <SearchCrashScreen error={error} onClose={closeModal} />}
            >
              <SearchModal
                container={container}
                initialQuery={initialQuery}
                catcher={catcher}
                onClose={closeModal}
              />
            </ErrorBoundary>
          ),
          container,
        )}
    </>
  );
}
