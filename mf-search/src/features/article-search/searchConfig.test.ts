import { defaultArticleSearchConfig, normaliseSearchConfig } from './searchConfig.ts';

test('uses the server config when it has sorts and page sizes', () => {
  const config = normaliseSearchConfig({
    sort: [
      { id: 'relevancy', label: 'Relevancy' },
      { id: 'views', label: 'Most viewed', default: true },
    ],
    resultsPerPage: [15, 50],
    defaultResultsPerPage: 50,
  });
  expect(config).toEqual({
    sorts: [
      { id: 'relevancy', label: 'Relevancy' },
      { id: 'views', label: 'Most viewed' },
    ],
    defaultSort: 'views',
    pageSizes: [15, 50],
    defaultPageSize: 50,
  });
});

test('falls back to the spec defaults for anything unusable', () => {
  expect(normaliseSearchConfig(null)).toBe(defaultArticleSearchConfig);
  expect(normaliseSearchConfig({ sort: 'nonsense', resultsPerPage: [] })).toEqual(defaultArticleSearchConfig);
  expect(defaultArticleSearchConfig.sorts.map((sort) => sort.label)).toEqual([
    'Relevancy',
    'Most recent',
    'Bibliographic order',
    'Most cited',
    'Most viewed',
  ]);
});
