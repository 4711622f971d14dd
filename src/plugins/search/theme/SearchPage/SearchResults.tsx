import React, { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import {
  getDocsVersionSearchTag,
  useDocsPreferredVersion,
  useVersions,
} from '@docusaurus/plugin-content-docs/client';
import { useHistory } from '@docusaurus/router';
import {
  normaliseQuery,
  queryTerms,
  resultAddress,
  resultExcerpt,
  resultLabels,
  safeExcerpt,
} from '../../client/adapter';
import { landAfterNavigation } from '../../client/landing';
import { searchPages, type PageSearch } from '../../client/client';
import { DEFAULT_SEARCH_TAG } from '../../client/marks';
import { searchBoxPlaceholder } from '../../client/buttonTranslations';
import { missingResultsUrl, searchTranslations } from '../../client/translations';
import { searchPageUrl } from '../../client/searchPageUrl';
import { useSearchPageParams } from './useSearchPageParams';
import styles from './styles.module.css';
import SearchErrorScreen from '../SearchBar/SearchErrorScreen';

const PAGE_SIZE = 10;
const SUGGESTIONS = ['router', 'context', 'middleware', 'useQuery'];

type Outcome =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'done'; result: PageSearch };

export default function SearchResults(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const versions = useVersions('default');
  const { preferredVersion } = useDocsPreferredVersion('default');
  const [params, setParams] = useSearchPageParams();
  const [page, setPage] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const inputId = useId();
  const resultsRef = useRef<HTMLOListElement>(null);
  const versionId = useId();

  const latest = versions.find((version) => version.isLast) ?? versions[0];
  const version =
    versions.find((candidate) => candidate.label === params.versionLabel) ??
    preferredVersion ??
    latest;
  const tags = useMemo(
    () => [DEFAULT_SEARCH_TAG, getDocsVersionSearchTag('default', version?.name ?? 'current')],
    [version?.name],
  );
  const query = normaliseQuery(params.query);
  const history = useHistory();

  useEffect(() => {
    setPage(0);
  }, [query, version?.name]);

  useEffect(() => {
    if (!query) {
      setOutcome({ state: 'idle' });
      return undefined;
    }
    let cancelled = false;
    setOutcome({ state: 'loading' });
    const timer = window.setTimeout(() => {
      searchPages(query, { baseUrl, tags, offset: page * PAGE_SIZE, limit: PAGE_SIZE }).then(
        (result) => !cancelled && setOutcome({ state: 'done', result }),
        () => !cancelled && setOutcome({ state: 'error' }),
      );
    }, 120);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [baseUrl, query, tags, page]);

  const heading = query
    ? `Search results for "${params.query.trim()}"`
    : 'Search the documentation';
  const total = outcome.state === 'done' ? outcome.result.total : 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <Head>
        <title>{`${heading} | tRPC`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Heading as="h1">{heading}</Heading>
      {/* Results follow the box as it is typed into; submitting moves to the first result. */}
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          resultsRef.current?.querySelector('a')?.focus();
        }}
      >
        <label htmlFor={inputId} className={styles.label}>
          Search
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={params.query}
          autoComplete="off"
          placeholder={searchBoxPlaceholder}
          onChange={(event) => setParams({ ...params, query: event.target.value })}
        />
        <label htmlFor={versionId} className={styles.label}>
          Version
        </label>
        <select
          id={versionId}
          className={styles.select}
          value={version?.label}
          onChange={(event) => setParams({ ...params, versionLabel: event.target.value })}
        >
          {versions.map((candidate) => (
            <option key={candidate.name} value={candidate.label}>
              {candidate.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>

      <div aria-live="polite" className={styles.status}>
        {outcome.state === 'loading' && <p>{searchTranslations.searching}</p>}
        {outcome.state === 'done' && total > 0 && outcome.result.correctedQuery && (
          <p className={styles.corrected}>
            {searchTranslations.correctedQuery} <strong>{outcome.result.correctedQuery}</strong>
          </p>
        )}
        {outcome.state === 'done' && total > 0 && (
          <p>
            {total === 1 ? '1 result' : `${total} results`} in {version?.label} docs
            {pageCount > 1 && `, page ${page + 1} of ${pageCount}`}
          </p>
        )}
      </div>

      {outcome.state === 'error' && (
        <SearchErrorScreen
          classes={{ root: styles.message, title: styles.messageTitle, help: '' }}
          icon={false}
        />
      )}
      {outcome.state === 'done' && total === 0 && (
        <NoResults query={params.query.trim()} baseUrl={baseUrl} versionLabel={version?.label} />
      )}
      {outcome.state === 'done' && total > 0 && (
        <ol ref={resultsRef} className={styles.results} start={page * PAGE_SIZE + 1}>
          {outcome.result.pages.map((result) => {
            const labels = resultLabels(result);
            const searched = queryTerms(outcome.result.correctedQuery ?? query);
            const address = resultAddress(result);
            return (
              <li key={result.url} className={styles.result}>
                <Heading as="h2" className={styles.resultTitle}>
                  <Link
                    to={address}
                    onClick={() => landAfterNavigation(address, searched, history)}
                  >
                    {labels.title}
                  </Link>
                </Heading>
                {labels.section && <p className={styles.section}>{labels.section}</p>}
                <p
                  className={styles.excerpt}
                  // safeExcerpt escapes everything but its own <mark> tags.
                  dangerouslySetInnerHTML={{
                    __html: safeExcerpt(
                      resultExcerpt(result, searched),
                      outcome.result.correctedQuery ?? query,
                    ),
                  }}
                />
              </li>
            );
          })}
        </ol>
      )}
      {pageCount > 1 && (
        <nav className="pagination-nav" aria-label="Search result pages">
          <button
            type="button"
            className="button button--secondary"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={page + 1 >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </main>
  );
}

function NoResults({
  query,
  baseUrl,
  versionLabel,
}: {
  query: string;
  baseUrl: string;
  versionLabel: string | undefined;
}): ReactNode {
  const texts = searchTranslations.modal.noResultsScreen;
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        {texts.noResultsText} &quot;<strong>{query}</strong>&quot;
      </p>
      <p>{texts.suggestedQueryText}:</p>
      <ul className={styles.suggestions}>
        {SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link to={searchPageUrl(baseUrl, suggestion, versionLabel)}>{suggestion}</Link>
          </li>
        ))}
      </ul>
      <p>
        {texts.reportMissingResultsText}{' '}
        <Link href={missingResultsUrl({ query })}>{texts.reportMissingResultsLinkText}</Link>
      </p>
    </div>
  );
}
