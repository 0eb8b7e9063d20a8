// A searchable, sortable, filterable article list of a journal page (a section's articles, editor's
// choice), with the search parts /search uses (facet groups, the options form, result items and pager
// of @oap/shared), all through the URL: the term is a GET form, each facet value a link that applies or
// removes it, sort and page size apply at once with scripts and by Apply without.
import { useNavigate } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { ArticleResultItem } from '@oap/shared/search/ArticleResultItem.tsx';
import { ResultOptionsForm } from '@oap/shared/search/ResultOptionsForm.tsx';
import { FacetGroup } from '@oap/shared/ui/facet-group/FacetGroup.tsx';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';
import { listStateHref, stateFields, toggleListFacet, type ArticleListState } from './articleListState.ts';
import { ListControls } from './ListControls.tsx';
import { pageCount } from './listParams.ts';
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
  // A change of sort or size starts again at page 1 (spec 4).
  const go = (changes: Partial<ArticleListState>) => void navigate(listStateHref(path, state, config, { ...changes, page: 1 }));
  const first = (results.page - 1) * results.resultsPerPage + 1;
  const facets = config.facets.map((option) => results.facets?.find((facet) => facet.id === option.id)).filter((facet) => facet !== undefined && facet.values.length > 0);
  return (
    <>
      <ListControls action={path} label={`Search ${what}`} searchLabel={searchLabel} term={state.q} keep={stateFields(state, config, ['q'])} />
      {facets.length ? (
        <section className={styles.facets} aria-label={`Filter ${what}`}>
          {facets.map((facet) => (
            <FacetGroup
              key={facet!.id}
              facet={facet!}
              hrefFor={(value) => listStateHref(path, toggleListFacet(state, { id: facet!.id, value: value.value }), config)}
              filterForm={{ action: path, hidden: stateFields(state, config, []), name: `filter_${facet!.id}` }}
              headingLevel={2}
            />
          ))}
        </section>
      ) : null}
      <div className={styles.bar}>
        <p className={styles.count} role="status">
          {results.total === 0
            ? 'No articles found.'
            : `${formatCount(results.total)} ${results.total === 1 ? 'article' : 'articles'}${state.q ? ` for “${state.q}”` : ''}; showing ${formatCount(first)}–${formatCount(first + results.items.length - 1)}.`}
        </p>
        <ResultOptionsForm
          action={path}
          hidden={stateFields(state, config, ['sort', 'resultsPerPage'])}
          selects={[
            { label: 'Sort by', name: 'sort', value: state.sort, options: config.sort.map((option) => ({ value: option.id, label: option.label })), onChange: (sort) => go({ sort }) },
            {
              label: 'Per page',
              name: 'resultsPerPage',
              value: String(state.resultsPerPage),
              options: config.resultsPerPage.map((size) => ({ value: String(size), label: String(size) })),
              onChange: (resultsPerPage) => go({ resultsPerPage: Number(resultsPerPage) }),
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
      <Pager page={results.page} totalPages={pageCount(results.total, results.resultsPerPage)} label={`Pages of ${what}`} hrefFor={(page) => listStateHref(path, state, config, { page })} />
    </>
  );
}
