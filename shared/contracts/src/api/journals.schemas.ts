// zod schemas of the journal calls with a body (spec 7.2, 7.3 and 9.1): the journal finder, a
// section's article search, editors' choice, most viewed / most cited. The server validates with
// them; the request types in journals.ts and journalSubpages.ts are inferred from them. Loads zod:
// browser code imports the types only, never this file.
import { z } from 'zod';
import { editorsChoiceConfig, ids, sectionSearchConfig } from '../search/searchConfigs.ts';
import { ARTICLE_RANGES } from './journalSubpages.ts';
import { enumOf, facetsSchemaFor, pageSchema, resultsPerPageSchema } from './search.schemas.ts';

/** POST /api/journals/finder. `matter` is the manuscript: its title and abstract, or both as one text. */
export const journalFinderRequestSchema = z.object({
  matter: z.union([
    z.string().max(20_000),
    z
      .object({
        title: z.string().max(1_000).optional(),
        abstract: z.string().max(20_000).optional(),
        keywords: z.array(z.string().max(200)).max(50).optional(),
      })
      .strict(),
  ]),
});

/** POST /api/journals/{name}/sections/{section}/search: body { query } (spec 9.1 journal section sorts). */
export const sectionSearchRequestSchema = z.object({
  query: z
    .object({
      q: z.string().max(1000).optional(),
      page: pageSchema.optional(),
      sort: enumOf(ids(sectionSearchConfig.sort)).optional(),
      resultsPerPage: resultsPerPageSchema(sectionSearchConfig).optional(),
      facets: facetsSchemaFor(sectionSearchConfig).optional(),
    })
    .default({}),
});

/** POST /api/journals/{name}/subpage/editors-choice (spec 9.1 editors' choice sorts). */
export const editorsChoiceRequestSchema = z.object({
  q: z.string().max(1000).optional(),
  page: pageSchema.optional(),
  sort: enumOf(ids(editorsChoiceConfig.sort)).optional(),
  resultsPerPage: resultsPerPageSchema(editorsChoiceConfig).optional(),
  facets: facetsSchemaFor(editorsChoiceConfig).optional(),
});

/** POST /api/journals/{name}/subpage/articles/most-viewed and /cited. */
export const rankedArticlesRequestSchema = z.object({
  range: z.enum(ARTICLE_RANGES),
  /** How many articles (1–50, default 10). */
  limit: z.number().int().min(1).max(50).optional(),
});

/** POST /api/journals/{name}/subpage/articles/recent (the most recent articles, a page at a time). */
export const recentArticlesRequestSchema = z.object({
  page: pageSchema.optional(),
  resultsPerPage: resultsPerPageSchema(editorsChoiceConfig).optional(),
  facets: facetsSchemaFor(editorsChoiceConfig).optional(),
});
