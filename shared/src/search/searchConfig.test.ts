import { articleSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { readSearchConfig } from './searchConfig.ts';

test('uses the server config part by part when it is usable', () => {
  const config = readSearchConfig(
    {
      sort: [
        { id: 'relevancy', label: 'Relevancy' },
        { id: 'views', label: 'Most viewed', default: true },
      ],
      resultsPerPage: [15, 50],
      defaultResultsPerPage: 50,
    },
    articleSearchConfig,
  );
  expect(config.sort).toEqual([
    { id: 'relevancy', label: 'Relevancy' },
    { id: 'views', label: 'Most viewed', default: true },
  ]);
  expect(config.resultsPerPage).toEqual([15, 50]);
  expect(config.defaultResultsPerPage).toBe(50);
  expect(config.facets).toBe(articleSearchConfig.facets);
  expect(config.advancedFields).toBe(articleSearchConfig.advancedFields);
});

test('falls back to the spec 9.1 defaults for anything unusable, and never takes ids the API does not know', () => {
  expect(readSearchConfig(null, articleSearchConfig)).toBe(articleSearchConfig);
  expect(readSearchConfig({ sort: 'nonsense', resultsPerPage: [] }, articleSearchConfig)).toEqual(articleSearchConfig);
  expect(readSearchConfig({ facets: [{ id: 'colour', label: 'Colour' }] }, articleSearchConfig).facets).toBe(articleSearchConfig.facets);
  expect(articleSearchConfig.sort.map((sort) => sort.label)).toEqual(['Relevancy', 'Most recent', 'Bibliographic order', 'Most cited', 'Most viewed']);
});
