// The articles search page (spec 2.11): the term and the advanced builder with dates, the
// four facets beside the results, the applied filters as chips, the count, five sorts and three page
// sizes, the results with their selection for export, the pages, and a link to copy. Every control is
// a link or a GET form; with scripts they navigate in place, and while the next results load the
// current ones stay, dimmed.
import { useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { MAX_COUNTED_MATCHES } from '@oap/contracts/api/search.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { ArticleResultItem } from '@oap/shared/search/ArticleResultItem.tsx';
import { changeSearchState, clearFilters, paramsOfForm, readSearchForm, searchQueryOf, searchUrl, writeSearchUrl, type SearchUrlState } from '@oap/shared/search/searchUrlState.ts';
import { BusyResults, PendingOptions, wordsKey } from '../search-page/Pending.tsx';
import { FilterChips } from '@oap/shared/ui/filter-chips/FilterChips.tsx';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';
import { CopySearchLink } from '../search-page/CopySearchLink.tsx';
import { ResultCount } from '../search-page/ResultCount.tsx';
import { SearchFilters } from '../search-page/SearchFilters.tsx';
import { searchChips } from '../search-page/searchChips.ts';
import { useNavigationCodeOnFirstInteraction } from '@oap/shared/routing/useNavigationCode.ts';
import type { loader } from './searchRoute.tsx';
import { searchNavigation } from './searchNavigation.ts';
import { searchPath } from './searchPath.ts';
import { NoResults } from './NoResults.tsx';
import { SearchExport, exportFormId } from './SearchExport.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SearchNotices } from './SearchNotices.tsx';
import styles from './SearchPage.module.css';

export function SearchPage() {
  const { config, state, results, problem, termCut, facetFilters, journal } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  useNavigationCodeOnFirstInteraction(searchNavigation);
  const href = (next: SearchUrlState) => searchUrl(searchPath, next, config);
  const go = (next: SearchUrlState) => navigate(href(next), { preventScrollReset: true });

  // The selection for export belongs to this page of results: a new search starts with none.
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: location.key, ids: new Set() });
  const selected = selection.key === location.key ? selection.ids : new Set<number>();
  const select = (id: number, on: boolean) => {
    const ids = new Set(selected);
    if (on) ids.add(id);
    else ids.delete(id);
    setSelection({ key: location.key, ids });
  };

  const chips = searchChips(searchPath, config, state, results.facets, journal?.name);
  const clearAllHref = href(clearFilters(state));
  const capped = results.totalIsLowerBound === true;
  const countable = capped ? Math.min(results.total, MAX_COUNTED_MATCHES) : results.total;
  const totalPages = Math.max(1, Math.ceil(countable / state.resultsPerPage));
  // The options form sends the rest of the search with its two selects (page 1: a new order starts over).
  const optionsHidden = [...writeSearchUrl({ ...state, page: 1 }, config)].filter(([name]) => name !== 'sort' && name !== 'resultsPerPage');

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Search</h1>
      <SearchForm key={wordsKey(state)} config={config} state={state} onSearch={(sent) => go(readSearchForm(paramsOfForm(sent), config))} />
      <SearchNotices q={state.q} droppedWords={results.droppedWords} termCut={termCut} problem={problem} />

      <div className={styles.layout}>
        <SearchFilters
            path={searchPath}
            config={config}
            state={state}
            facets={results.facets}
            facetFilters={facetFilters}
            countsNote={
              capped
                ? results.facetCountsEstimated
                  ? `More than ${formatCount(MAX_COUNTED_MATCHES)} articles match: the counts are estimates for the newest ${formatCount(MAX_COUNTED_MATCHES)}.`
                  : `More than ${formatCount(MAX_COUNTED_MATCHES)} articles match: the counts are of the newest ${formatCount(MAX_COUNTED_MATCHES)}.`
                : results.facetCountsEstimated
                  ? 'The counts of values outside your filters are estimates.'
                  : null
            }
          />

        <div className={styles.main}>
          <FilterChips chips={chips} clearAllHref={clearAllHref} />
          <div className={styles.toolbar}>
            <ResultCount total={results.total} lowerBound={capped} page={state.page} resultsPerPage={state.resultsPerPage} q={state.q.trim().length > 1 ? state.q : ''} />
            {results.total > 0 ? <PendingOptions path={searchPath} config={config} state={state} hidden={optionsHidden} /> : null}
          </div>

          <BusyResults path={searchPath} busyClassName={styles.loading}>
            {results.items.length > 0 ? (
              <>
                <div className={styles.actions}>
                  <SearchExport
                    query={searchQueryOf(state)}
                    onPage={results.items.length}
                    selected={results.items.filter((item) => selected.has(item.id)).length}
                    onSelectAll={(all) => setSelection({ key: location.key, ids: all ? new Set(results.items.map((item) => item.id)) : new Set() })}
                  />
                  <CopySearchLink href={`${location.pathname}${location.search}`} />
                </div>
                <ol className={styles.results} start={(state.page - 1) * state.resultsPerPage + 1}>
                  {results.items.map((item) => (
                    <li key={item.id}>
                      <ArticleResultItem item={item} selection={{ formId: exportFormId, name: 'ids', checked: selected.has(item.id), onChange: (on) => select(item.id, on) }} />
                    </li>
                  ))}
                </ol>
              </>
            ) : results.total > 0 ? (
              <p className={styles.empty}>
                There is no page {formatCount(state.page)} for this search. <a href={href({ ...state, page: 1 })}>Go to the first page of results</a>.
              </p>
            ) : problem ? null : (
              <NoResults q={state.q} chips={chips} clearAllHref={clearAllHref} narrowFields={state.advanced.some((row) => row.id !== 'all')} />
            )}
          </BusyResults>

          <Pager page={state.page} totalPages={totalPages} hrefFor={(page) => href(changeSearchState(state, { page }))} label="Search results pages" />
        </div>
      </div>
    </div>
  );
}
