// Test data of the article search page: results with facets, as the API answers them.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';

const journal = { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' };

export function article(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    articleType: 'Article',
    title: `Mitochondrial dynamics in ageing neurons, part ${id}`,
    authors: ['Ana Silva', 'Jonas Berg'],
    journal,
    volume: '13',
    issue: '4',
    identifier: String(300 + id),
    doi: `10.3390/cells1304${300 + id}`,
    publishedAt: '2024-02-14T00:00:00.000Z',
    path: `/2073-4409/13/4/${300 + id}`,
    views: 120,
    citations: 3,
    snippet: 'Loss of <mark>mitochondria</mark> fission in neurons<script>window.hacked = true</script>',
    ...overrides,
  };
}

export const facets: NonNullable<SearchResults<ArticleSummary>['facets']> = [
  { id: 'subjects', label: 'Subjects', values: [{ value: 'biology-life-sciences', label: 'Biology & Life Sciences', count: 40, selected: false }] },
  {
    id: 'journals',
    label: 'Journals',
    values: Array.from({ length: 12 }, (_, i) => ({ value: i ? `journal-${i}` : 'cells', label: i ? `Journal ${i}` : 'Cells', count: 30 - i, selected: false })),
  },
  { id: 'article_types', label: 'Article Types', values: [{ value: 'review-article', label: 'Review', count: 7, selected: false }] },
  { id: 'regions', label: 'Regions', values: [] },
];

export const manyResults: SearchResults<ArticleSummary> = {
  total: 57,
  page: 3,
  resultsPerPage: 10,
  items: Array.from({ length: 10 }, (_, index) => article(index + 1)),
  facets,
};

export const noResults: SearchResults<ArticleSummary> = { total: 0, page: 1, resultsPerPage: 10, items: [], facets: [] };
