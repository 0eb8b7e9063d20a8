// Route module of 'journal-slug-news-and-conferences' (/journal/:slug/news-and-conferences?page=n).
import { useLoaderData } from 'react-router';
import type { NewsAndConferences } from '@oap/contracts/api/journalSubpages.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalGetQuery } from '../journal-frame/journalQueries.ts';
import { pageFrom } from '../journal-lists/listParams.ts';
import { NewsAndConferencesContent } from './NewsAndConferencesContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-news-and-conferences',
  load: async ({ slug, url, queryClient }) => ({
    all: await queryClient.ensureQueryData(journalGetQuery<NewsAndConferences>(slug, 'news-conferences')),
    page: pageFrom(url.searchParams),
    today: new Date().toISOString().slice(0, 10),
  }),
  title: () => 'News & Conferences',
  suffix: () => 'news-and-conferences',
  query: ({ page: pageNumber }) => ({ page: pageNumber > 1 ? String(pageNumber) : undefined }),
  description: ({ journal, all }) => `News from ${journal.name} (${all.news.length} items) and the conferences it takes part in.`,
  Content: ({ data }) => <NewsAndConferencesContent slug={data.journal.nameSystem} all={data.all} page={data.page} today={data.today} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
