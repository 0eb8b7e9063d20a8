// Article search of spec 7.4 and 9.1: the search-type config and POST /search/articles.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SearchQuery } from '@oap/shared/api/types.ts';
import type { Store } from '../store/store.ts';
import { advancedFieldIds, articleSearchConfig, articleSortIds, basicFieldIds, facetIds } from '../store/articleSearch.ts';
import { parseInput } from './validation.ts';

const enumOf = (values: string[]) => z.enum(values as [string, ...string[]]);
const operator = z.enum(['AND', 'OR', 'NOT']);

export const searchQuerySchema = z.object({
  q: z.string().max(1000).optional(),
  basic: z.array(z.object({ id: enumOf(basicFieldIds), value: z.string().max(100), operator: operator.optional() })).max(10).optional(),
  advanced: z.array(z.object({ id: enumOf(advancedFieldIds), value: z.string().max(1000), operator: operator.optional() })).max(20).optional(),
  facets: z.array(z.object({ id: enumOf(facetIds), value: z.string().max(200), label: z.string().max(200).optional() })).max(100).optional(),
  sort: enumOf(articleSortIds).optional(),
  // Spec 5: a page that is not a positive number resets to 1 (done by the store), so any string or number is accepted.
  page: z.union([z.string().max(20), z.number()]).transform(String).optional(),
  resultsPerPage: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .refine((value) => articleSearchConfig.resultsPerPage.includes(value), `must be one of ${articleSearchConfig.resultsPerPage.join(', ')}`)
    .optional(),
  nameSystem: z.string().max(100).optional(),
});

const searchBody = z.object({ query: searchQuerySchema });

export async function searchApi(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  const { store } = opts;

  app.get('/search/articles/config', async () => articleSearchConfig);

  app.post('/search/articles', async (request) => {
    const { query } = parseInput(searchBody, request.body, 'search request');
    return store.search.articles(query as SearchQuery);
  });
}
