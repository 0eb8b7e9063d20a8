// The articles search page: the term, the result count, sort and page size, the results, the pages.
import { Link, useLoaderData, useNavigate, useNavigation } from 'react-router';
import type { loader } from './searchRoute.tsx';
import { changeSearchState, readSearchState, searchHref, searchPath, type ArticleSearchState } from './searchState.ts';
import { ArticleSearchForm } from '@oap/shared/search/ArticleSearchForm.tsx';
import { SearchControls } from './SearchControls.tsx';
import { SearchResultItem } from './SearchResultItem.tsx';
import { SearchPagination } from './SearchPagination.tsx';
import { SearchResultCount } from './SearchResultCount.tsx';
import styles from './SearchPage.module.css';

export function SearchPage() {
  const { config, state, results } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const totalPages = Math.max(1, Math.ceil(results.total / state.resultsPerPage));
  // While the next results load, controls show and build on the state being navigated to, so two
  // quick changes (sort, then page size) do not undo each other.
  const pending = navigation.location?.pathname === searchPath ? readSearchState(new URLSearchParams(navigation.location.search), config) : state;
  const change = (next: Partial<ArticleSearchState>) => navigate(searchHref(changeSearchState(pending, next), config));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Search</h1>
      <ArticleSearchForm label="Search articles" key={state.q} initialTerm={state.q} onSearch={(q) => change({ q })} />
      {state.q.length === 1 ? (
        <p className={styles.note}>Terms of a single character are ignored; type at least two characters to narrow the results.</p>
      ) : null}

      <div className={styles.toolbar}>
        <SearchResultCount total={results.total} page={state.page} resultsPerPage={state.resultsPerPage} q={state.q} />
        {results.total > 0 ? <SearchControls config={config} state={pending} onChange={change} /> : null}
      </div>

      <div aria-busy={navigation.state === 'loading'} className={navigation.state === 'loading' ? styles.loading : undefined}>
        {results.items.length > 0 ? (
          <ol className={styles.results} start={(state.page - 1) * state.resultsPerPage + 1}>
            {results.items.map((item) => (
              <li key={item.id}>
                <SearchResultItem item={item} />
              </li>
            ))}
          </ol>
        ) : results.total > 0 ? (
          <p className={styles.empty}>
            There is no page {state.page} for this search.{' '}
            <Link to={searchHref({ ...state, page: 1 }, config)}>Go to the first page of results</Link>.
          </p>
        ) : (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>{state.q ? `No articles match "${state.q}"` : 'No articles found'}</h2>
            <ul>
              <li>Check the spelling of your search term.</li>
              <li>Try fewer words, or more general ones.</li>
              <li>
                Browse <a href="/about/journals">all journals</a> or the <a href="/topics">topics</a> instead.
              </li>
            </ul>
          </div>
        )}
      </div>

      {totalPages > 1 ? <SearchPagination page={state.page} totalPages={totalPages} hrefFor={(page) => searchHref({ ...state, page }, config)} /> : null}
    </div>
  );
}
