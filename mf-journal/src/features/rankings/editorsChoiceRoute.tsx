// Route module of 'journal-slug-editors_choice' (/journal/:slug/editors_choice?q=&sort=&page=): the
// editors' description (spec 7.3 editors-choice/description) and their articles, searched and sorted
// with spec 9.1's three editors' choice sorts (POST subpage/editors-choice).
import { useLoaderData } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { editorsChoiceConfig } from '@oap/contracts/search/searchConfigs.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalPostQuery, journalTextQuery } from '../journal-frame/journalQueries.ts';
import { ProseHtml } from '../journal-frame/ProseHtml.tsx';
import { articleListState, stateBody, stateQuery } from '../journal-lists/articleListState.ts';
import { SearchedArticles } from '../journal-lists/SearchedArticles.tsx';

const page = defineJournalPage({
  current: 'journal-slug-editors_choice',
  load: async ({ slug, url, queryClient }) => {
    const state = articleListState(url.searchParams, editorsChoiceConfig);
    const [description, results] = await Promise.all([
      queryClient.ensureQueryData(journalTextQuery(slug, 'editors-choice/description')),
      queryClient.ensureQueryData(journalPostQuery<SearchResults<ArticleSummary>>(slug, 'subpage/editors-choice', stateBody(state))),
    ]);
    return { description, state, results };
  },
  title: () => 'Editor’s Choice Articles',
  suffix: () => 'editors_choice',
  query: ({ state }) => stateQuery(state, editorsChoiceConfig),
  robots: ({ state }) => (state.q || state.facets.length ? 'noindex, follow' : undefined),
  description: ({ journal }) => `Articles the editors of ${journal.name} chose as of particular interest to readers or important in the field.`,
  lead: ({ description }) => <ProseHtml html={description.html} />,
  Content: ({ data }) => (
    <SearchedArticles
      path={journalPagePath(data.journal.nameSystem, 'editors_choice')}
      config={editorsChoiceConfig}
      state={data.state}
      results={data.results}
      searchLabel="Search the editor’s choice articles"
      what="the editor's choice articles"
      empty={data.state.q ? 'No editor’s choice article matches the search.' : 'The editors have not chosen any articles yet.'}
    />
  ),
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
