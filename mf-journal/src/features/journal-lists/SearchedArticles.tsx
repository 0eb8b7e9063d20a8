// A searchable, sortable article list of a journal page: its controls (a GET form), how many it found,
// the articles, and the pages, all through the URL.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { ArticleList } from './ArticleList.tsx';
import { stateQuery, type ArticleListState } from './articleListState.ts';
import { ListControls } from './ListControls.tsx';
import { listHref, pageCount } from './listParams.ts';
import { Pager } from './Pager.tsx';
import styles from './ArticleList.module.css';

export interface SearchedArticlesProps {
  path: string;
  config: SearchTypeConfig;
  state: ArticleListState;
  results: SearchResults<ArticleSummary>;
  searchLabel: string;
  /** What the list is ("the section's articles"), for the form's and pager's names. */
  what: string;
  empty: string;
}

export function SearchedArticles({ path, config, state, results, searchLabel, what, empty }: SearchedArticlesProps) {
  const pages = pageCount(results.total, results.resultsPerPage);
  const first = (results.page - 1) * results.resultsPerPage + 1;
  return (
    <>
      <ListControls
        action={path}
        label={`Search and sort ${what}`}
        searchLabel={searchLabel}
        term={state.q}
        sorts={config.sort}
        sort={state.sort}
        perPageOptions={config.resultsPerPage}
        perPage={state.resultsPerPage}
      />
      <p className={styles.count} role="status">
        {results.total === 0
          ? 'No articles found.'
          : `${formatCount(results.total)} ${results.total === 1 ? 'article' : 'articles'}${state.q ? ` for “${state.q}”` : ''}; showing ${formatCount(first)}–${formatCount(first + results.items.length - 1)}.`}
      </p>
      <ArticleList articles={results.items} empty={empty} headingLevel={2} />
      <Pager page={results.page} pages={pages} label={`Pages of ${what}`} hrefFor={(page) => listHref(path, { ...stateQuery(state, config), page: page > 1 ? String(page) : undefined })} />
    </>
  );
}
