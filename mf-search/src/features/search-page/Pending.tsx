// The parts of a search page that follow a navigation while it loads, each on its own: the results,
// dimmed and busy while the next ones load (the previous ones stay visible), and
// the sort and page-size form, which builds on the state being navigated to (two quick changes do not
// undo each other). Only these re-render as a navigation starts, not the whole page.
import type { ReactNode } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import type { SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { ResultOptionsForm, type ResultOptionsFormProps } from '@oap/shared/search/ResultOptionsForm.tsx';
import { changeSearchState, readSearchUrl, searchUrl, type SearchUrlState } from '@oap/shared/search/searchUrlState.ts';

export function BusyResults({ path, className, busyClassName, children }: { path: string; className?: string; busyClassName: string | undefined; children: ReactNode }) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === path;
  return (
    <div aria-busy={loading} className={loading ? busyClassName : className}>
      {children}
    </div>
  );
}

export interface PendingOptionsProps {
  path: string;
  config: SearchTypeConfig;
  state: SearchUrlState;
  /** Page parameters that are not search state (kept by the form and the links). */
  extra?: Record<string, string>;
  hidden: [string, string][];
  moreSelects?: ResultOptionsFormProps['selects'];
}

/** Sort and page size (where the config has a choice), applied at once with scripts, by Apply without. */
export function PendingOptions({ path, config, state, extra, hidden, moreSelects = [] }: PendingOptionsProps) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === path ? readSearchUrl(new URLSearchParams(navigation.location.search), config) : state;
  const go = (next: SearchUrlState) => navigate(searchUrl(path, next, config, extra), { preventScrollReset: true });
  const selects: ResultOptionsFormProps['selects'] = [];
  if (config.sort.length > 1) {
    selects.push({
      label: 'Sort by',
      name: 'sort',
      value: pending.sort,
      options: config.sort.map((option) => ({ value: option.id, label: option.label })),
      onChange: (sort) => go(changeSearchState(pending, { sort })),
    });
  }
  if (config.resultsPerPage.length > 1) {
    selects.push({
      label: 'Per page',
      name: 'resultsPerPage',
      value: String(pending.resultsPerPage),
      options: config.resultsPerPage.map((size) => ({ value: String(size), label: String(size) })),
      onChange: (size) => go(changeSearchState(pending, { resultsPerPage: Number(size) })),
    });
  }
  return <ResultOptionsForm action={path} hidden={hidden} selects={[...selects, ...moreSelects]} />;
}

/** A key that changes when the search's words change (its term, rows, dates), so its form starts again then only. */
export const wordsKey = (state: SearchUrlState) => JSON.stringify([state.q, state.advanced, state.basic]);
