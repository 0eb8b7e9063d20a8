// Most cited and most viewed (spec 7.3 POST subpage/articles/cited and /most-viewed, body { range }).
import { ARTICLE_RANGES, type RankedArticles } from '@oap/contracts/api/journalSubpages.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalPostQuery } from '../journal-frame/journalQueries.ts';
import { choiceFrom } from '../journal-lists/listParams.ts';
import { DEFAULT_RANGE, RANKED_ARTICLES, rangeLabels } from './rangeLabels.ts';
import { RankedContent } from './RankedContent.tsx';

export function rankedPage(by: 'citations' | 'views') {
  const cited = by === 'citations';
  const suffix = cited ? 'most-cited' : 'most-viewed';
  return defineJournalPage({
    current: cited ? 'journal-slug-most-cited' : 'journal-slug-most-viewed',
    load: async ({ slug, url, queryClient }) => {
      const range = choiceFrom(url.searchParams, 'range', ARTICLE_RANGES, DEFAULT_RANGE);
      return { ranked: await queryClient.ensureQueryData(journalPostQuery<RankedArticles>(slug, `subpage/articles/${cited ? 'cited' : 'most-viewed'}`, { range, limit: RANKED_ARTICLES })) };
    },
    title: () => (cited ? 'Most Cited Articles' : 'Most Viewed Articles'),
    crumb: ({ ranked }) => `${cited ? 'Most Cited' : 'Most Viewed'}: ${rangeLabels[ranked.range]}`,
    suffix: () => suffix,
    query: ({ ranked }) => ({ range: ranked.range === DEFAULT_RANGE ? undefined : ranked.range }),
    description: ({ journal, ranked }) => `The ${RANKED_ARTICLES} most ${cited ? 'cited' : 'viewed'} articles of ${journal.name} (${rangeLabels[ranked.range].toLowerCase()}).`,
    Content: ({ data }) => <RankedContent path={journalPagePath(data.journal.nameSystem, suffix)} ranked={data.ranked} by={by} />,
  });
}
