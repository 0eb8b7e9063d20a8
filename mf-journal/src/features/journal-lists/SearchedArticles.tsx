// A searchable, sortable article list of a journal page (a section's articles, editor's choice), with the
// search parts /search uses (the options form, result items and pager of @oap/shared), all through the
// URL: the term is a GET form, sort and page size apply at once with scripts and by Apply without.
import { useNavigate } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { ArticleResultItem } from '@oap/shared/search/ArticleResultItem.tsx';
import { ResultOptionsForm } from '@oap/shared/search/ResultOptionsForm.tsx';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';
import { stateQuery, type ArticleListState } from './articleListState.ts';
import { ListControls } from './ListControls.tsx';
import { listHref, pageCount } from './listParams.ts';
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
  const navigate = useNavigate();
  const query = stateQuery(state, config);
  // A change of sort or size starts again at page 1 (spec 4).
  const go = (changes: Record<string, string>) => void navigate(listHref(path, { ...query, ...changes, page: undefined }, { sort: config.sort.find((option) => option.default)?.id ?? '', resultsPerPage: config.defaultResultsPerPage }));
  const keep = Object.fromEntries(Object.entries({ sort: query.sort, resultsPerPage: query.resultsPerPage }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const first = (results.page - 1) * results.resultsPerPage + 1;
  return (
    <>
      <ListControls action={path} label={`Search ${what}`} searchLabel={searchLabel} term={state.q} keep={keep} />
      <div className={styles.bar}>
        <p className={styles.count} role="status">
          {results.total === 0
            ? 'No articles found.'
            : `${formatCount(results.total)} ${results.total === 1 ? 'article' : 'articles'}${state.q ? ` for “${state.q}”` : ''}; showing ${formatCount(first)}–${formatCount(first + results.items.length - 1)}.`}
        </p>
        <ResultOptionsForm
          action={path}
          hidden={state.q ? [['q', state.q]] : []}
          selects={[
            { label: 'Sort by', name: 'sort', value: state.sort, options: config.sort.map((option) => ({ value: option.id, label: option.label })), onChange: (sort) => go({ sort }) },
            {
              label: 'Per page',
              name: 'resultsPerPage',
              value: String(state.resultsPerPage),
              options: config.resultsPerPage.map((size) => ({ value: String(size), label: String(size) })),
              onChange: (resultsPerPage) => go({ resultsPerPage }),
            },
          ]}
        />
      </div>
      {results.items.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.list}>
          {results.items.map((item) => (
            <li key={item.id}>
              <ArticleResultItem item={item} showJournal={false} />
            </li>
          ))}
        </ol>
      )}
      <Pager page={results.page} totalPages={pageCount(results.total, results.resultsPerPage)} label={`Pages of ${what}`} hrefFor={(page) => listHref(path, { ...query, page: page > 1 ? String(page) : undefined })} />
    </>
  );
}
