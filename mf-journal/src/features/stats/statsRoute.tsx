// Route module of 'journal-slug-stats' (/journal/:slug/stats). Its own chunk, so the chart code
// (visx) loads on this page only.
import { useLoaderData } from 'react-router';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { StatsContent } from './StatsContent.tsx';

const page = defineJournalPage({
  current: 'journal-slug-stats',
  load: async ({ slug, queryClient }) => {
    const [metrics, graphs] = await Promise.all([queryClient.ensureQueryData(journalSubpageQuery(slug, 'stats/metrics')), queryClient.ensureQueryData(journalSubpageQuery(slug, 'stats/graphs'))]);
    return { metrics, graphs };
  },
  title: () => 'Journal Statistics',
  suffix: () => 'stats',
  description: ({ journal, metrics }) => `${journal.name} in figures: ${formatCount(metrics.articleCount)} articles, ${formatCount(metrics.citations)} citations, and articles, citations and views by year.`,
  related: [['Most Cited', 'most-cited'], ['Most Viewed', 'most-viewed'], ['Indexing & Archiving', 'indexing']],
  Content: ({ data }) => <StatsContent metrics={data.metrics} graphs={data.graphs} />,
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
