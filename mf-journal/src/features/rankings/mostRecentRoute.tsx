// Route module of 'journal-slug-most-recent' (/journal/:slug/most-recent?page=n&resultsPerPage=m).
import { useLoaderData } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalPostQuery } from '../journal-frame/journalQueries.ts';
import { ArticleList } from '../journal-lists/ArticleList.tsx';
import { listHref, pageCount, pageFrom } from '../journal-lists/listParams.ts';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';

const PER_PAGE = 20;

const page = defineJournalPage({
  current: 'journal-slug-most-recent',
  load: async ({ slug, url, queryClient }) => {
    const pageNumber = pageFrom(url.searchParams);
    return { results: await queryClient.ensureQueryData(journalPostQuery<SearchResults<ArticleSummary>>(slug, 'subpage/articles/recent', { page: String(pageNumber), resultsPerPage: PER_PAGE })) };
  },
  title: () => 'Most Recent Articles',
  suffix: () => 'most-recent',
  query: ({ results }) => ({ page: results.page > 1 ? String(results.page) : undefined }),
  description: ({ journal, results }) => `The newest of the ${formatCount(results.total)} articles of ${journal.name}, most recent first.`,
  Content: ({ data }) => {
    const path = journalPagePath(data.journal.nameSystem, 'most-recent');
    return (
      <>
        <p>{`${formatCount(data.results.total)} articles, newest first.`}</p>
        <ArticleList articles={data.results.items} headingLevel={2} empty="No articles have been published in this journal yet." start={(data.results.page - 1) * PER_PAGE + 1} />
        <Pager page={data.results.page} totalPages={pageCount(data.results.total, PER_PAGE)} label="Pages of recent articles" hrefFor={(n) => listHref(path, { page: n }, { page: 1 })} />
      </>
    );
  },
});


export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
