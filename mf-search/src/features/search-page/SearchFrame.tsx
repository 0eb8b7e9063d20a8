// The frame of the search pages besides /search (journals, topics, awards): the heading and term box,
// notes, the facets beside the results, the applied filters as chips, the count, sort and page size,
// the list (the page's own cards), the pages and a link to copy. Everything is a link or a GET form.
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNavigationCodeOnFirstInteraction } from '@oap/shared/routing/useNavigationCode.ts';
import type { ResultOptionsFormProps } from '@oap/shared/search/ResultOptionsForm.tsx';
import { changeSearchState, clearFilters, searchUrl, writeSearchUrl, type SearchUrlState } from '@oap/shared/search/searchUrlState.ts';
import { BusyResults, PendingOptions, wordsKey } from './Pending.tsx';
import { FilterChips } from '@oap/shared/ui/filter-chips/FilterChips.tsx';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';
import { CopySearchLink } from './CopySearchLink.tsx';
import { ResultCount } from './ResultCount.tsx';
import { SearchFilters } from './SearchFilters.tsx';
import type { SearchPageLoad } from './searchLoad.ts';
import { searchChips } from './searchChips.ts';
import { searchPageNavigation } from './searchPageNavigation.ts';
import { TermForm } from './TermForm.tsx';
import styles from './SearchFrame.module.css';

export interface SearchFrameProps {
  path: string;
  title: string;
  intro?: ReactNode;
  termLabel: string;
  placeholder: string;
  data: SearchPageLoad<unknown>;
  noun: [one: string, many: string];
  /** Parameters of the page that are not search state (e.g. the journal list's view), kept by its links and forms. */
  extra?: Record<string, string>;
  /** More selects beside sort and page size (each applies at once with scripts). */
  moreSelects?: ResultOptionsFormProps['selects'];
  /** Shown instead of the list when nothing matches. */
  empty: ReactNode;
  children: ReactNode;
}

export function SearchFrame({ path, title, intro, termLabel, placeholder, data, noun, extra = {}, moreSelects = [], empty, children }: SearchFrameProps) {
  const { config, state, results, problem, facetFilters } = data;
  const navigate = useNavigate();
  const location = useLocation();
  useNavigationCodeOnFirstInteraction(searchPageNavigation);
  const href = (next: SearchUrlState, more: Record<string, string> = extra) => searchUrl(path, next, config, more);
  const go = (next: SearchUrlState) => navigate(href(next), { preventScrollReset: true });
  const totalPages = Math.max(1, Math.ceil(results.total / state.resultsPerPage));
  const extraFields = Object.entries(extra).filter(([, value]) => value);
  const optionFields = [...writeSearchUrl({ ...state, page: 1 }, config)].filter(([name]) => name !== 'sort' && name !== 'resultsPerPage').concat(extraFields);
  const chips = searchChips(path, config, state, results.facets, null, extra);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <div className={styles.intro}>{intro}</div> : null}
      <TermForm
        key={wordsKey(state)}
        action={path}
        label={termLabel}
        placeholder={placeholder}
        initialTerm={state.q}
        hidden={[...writeSearchUrl({ ...state, q: '', page: 1 }, config)].concat(extraFields)}
        onSearch={(q) => go(changeSearchState(state, { q }))}
      />
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.layout}>
        <SearchFilters path={path} config={config} state={state} facets={results.facets} facetFilters={facetFilters} extra={extra} />
        <div className={styles.main}>
          <FilterChips chips={chips} clearAllHref={href(clearFilters(state))} />
          <div className={styles.toolbar}>
            <ResultCount total={results.total} page={state.page} resultsPerPage={state.resultsPerPage} q={state.q.trim()} noun={noun} />
            {results.total > 0 ? <PendingOptions path={path} config={config} state={state} extra={extra} hidden={optionFields} moreSelects={moreSelects} /> : null}
          </div>
          <BusyResults path={path} busyClassName={styles.loading}>
            {results.items.length ? children : problem ? null : empty}
          </BusyResults>
          <Pager page={state.page} totalPages={totalPages} hrefFor={(page) => href(changeSearchState(state, { page }))} label={`${title} pages`} />
          {results.total > 0 ? (
            <div className={styles.copy}>
              <CopySearchLink href={`${location.pathname}${location.search}`} />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
