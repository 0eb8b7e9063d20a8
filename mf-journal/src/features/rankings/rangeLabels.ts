// The time ranges of most cited / most viewed (articles published in the last week ... five years, or all).
import type { ArticleRange } from '@oap/contracts/api/journalSubpages.ts';

export const rangeLabels: Record<ArticleRange, string> = {
  '1w': 'Last week',
  '1m': 'Last month',
  '6m': 'Last 6 months',
  '1y': 'Last year',
  '2y': 'Last 2 years',
  '5y': 'Last 5 years',
  all: 'All time',
};

/** The range a page shows first: every article, so a young journal's page is never empty. */
export const DEFAULT_RANGE: ArticleRange = 'all';
export const RANKED_ARTICLES = 20;
