// Route module of 'journal-slug-sections-nameSystem' (/journal/:slug/sections/:nameSystem): the section
// and its articles, searched and sorted with spec 9.1's five journal-section sorts through the URL.
import { useLoaderData } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalSectionPage } from '@oap/contracts/api/journals.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { sectionSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalGetQuery, journalPostQuery } from '../journal-frame/journalQueries.ts';
import { articleListState, stateBody, stateQuery } from '../journal-lists/articleListState.ts';
import { SectionContent } from './SectionContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-sections',
  exact: false,
  load: async ({ slug, params, url, queryClient }) => {
    const name = encodeURIComponent(params['nameSystem'] ?? '');
    const state = articleListState(url.searchParams, sectionSearchConfig);
    const [section, results] = await Promise.all([
      queryClient.ensureQueryData(journalGetQuery<JournalSectionPage>(slug, `sections/${name}`)),
      queryClient.ensureQueryData(journalPostQuery<SearchResults<ArticleSummary>>(slug, `sections/${name}/search`, { query: stateBody(state) })),
    ]);
    return { section, state, results };
  },
  title: ({ section }) => section.name,
  trail: ({ journal }) => [{ label: 'Sections', to: journalPagePath(journal.nameSystem, 'sections') }],
  suffix: ({ section }) => `sections/${section.nameSystem}`,
  query: ({ state }) => stateQuery(state, sectionSearchConfig),
  // A search's results are not a page of their own for search engines.
  robots: ({ state }) => (state.q || state.facets.length ? 'noindex, follow' : undefined),
  description: ({ journal, section }) => `${section.name}, a section of ${journal.name}: ${section.articleCount} articles, its editors and open special issues.`,
  lead: ({ section }) => <p>{section.description}</p>,
  Content: ({ data }) => <SectionContent slug={data.journal.nameSystem} section={data.section} state={data.state} results={data.results} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
