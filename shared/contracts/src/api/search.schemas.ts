// zod schemas of the search calls (spec 3, 7.4 and 9.1): the query of each search type, the search
// and facets bodies, the export query. The server validates with them; the types in search.ts are
// inferred from them. Loads zod: browser code imports search.ts (types only), never this file.
import { z } from 'zod';
import { articleSearchConfig, awardSearchConfig, ids, journalSearchConfig, topicSearchConfig } from '../search/searchConfigs.ts';
import { MAX_PAGE, type SearchTypeConfig } from './search.ts';

/** z.enum of ids known only at run time (they come from a config). */
export const enumOf = (values: string[]) => z.enum(values as [string, ...string[]]);
const operator = z.enum(['AND', 'OR', 'NOT']);

/** date_from / date_to: a year, a month or a day (2024, 2024-05, 2024-05-31), or empty for none. */
const basicDate = z
  .string()
  .max(100)
  .refine((value) => {
    const text = value.trim();
    if (!text) return true;
    const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(text);
    if (!match) return false;
    const month = match[2] ? Number(match[2]) : 1;
    const day = match[3] ? Number(match[3]) : 1;
    return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(Number(match[1]), month, 0)).getUTCDate();
  }, 'must be a date: YYYY, YYYY-MM or YYYY-MM-DD');

/**
 * Spec 5: a page that is not a positive number resets to 1 (done by the store), so any string or
 * number is accepted, except a whole number past MAX_PAGE: no list has that many pages, and it would
 * come back as 1e20.
 */
export const pageSchema = z
  .union([z.string().max(20), z.number()])
  .refine((page) => !(/^\s*\d+\s*$/.test(String(page)) && Number(page) > MAX_PAGE), `must be a page number from 1 to ${MAX_PAGE.toLocaleString('en')}`)
  .transform(String);

/** A page size: one of the config's. */
export const resultsPerPageSchema = (config: SearchTypeConfig) =>
  z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .refine((value) => config.resultsPerPage.includes(value), `must be one of ${config.resultsPerPage.join(', ')}`);

/** The chosen facet values of a search: ids from the config's facets. */
export const facetsSchemaFor = (config: SearchTypeConfig) =>
  z.array(z.object({ id: enumOf(ids(config.facets)), value: z.string().max(200), label: z.string().max(200).optional() })).max(100);

/** The search query of spec 3 for one search type: its facets, sorts, page sizes and fields. */
export function searchQuerySchemaFor(config: SearchTypeConfig) {
  const fieldIds = (fields: SearchTypeConfig['basicFields']) => (fields.length ? ids(fields) : ['-']);
  return z.object({
    q: z.string().max(1000).optional(),
    basic: z
      .array(z.object({ id: enumOf(fieldIds(config.basicFields)), value: basicDate, operator: operator.optional() }))
      .max(10)
      .optional(),
    advanced: z
      .array(z.object({ id: enumOf(fieldIds(config.advancedFields)), value: z.string().max(1000), operator: operator.optional() }))
      .max(20)
      .optional(),
    facets: facetsSchemaFor(config).optional(),
    sort: enumOf(ids(config.sort)).optional(),
    page: pageSchema.optional(),
    resultsPerPage: resultsPerPageSchema(config).optional(),
    nameSystem: z.string().max(100).optional(),
  });
}

export const articleSearchQuerySchema = searchQuerySchemaFor(articleSearchConfig);

/** The query schema of each searchable type (POST /api/search/{type}). */
export const searchQuerySchemas = {
  articles: articleSearchQuerySchema,
  journals: searchQuerySchemaFor(journalSearchConfig),
  topics: searchQuerySchemaFor(topicSearchConfig),
  awards: searchQuerySchemaFor(awardSearchConfig),
};

/** POST /api/search/{type}: the query, and optionally the facet counts in the same answer. */
export const searchRequestSchema = (type: keyof typeof searchQuerySchemas) =>
  z.object({ query: searchQuerySchemas[type], includeFacets: z.boolean().optional() });

/** POST /api/search/{type}/facets: `facet` names the category to count; omitted = every category. */
export const searchFacetsRequestSchema = (type: keyof typeof searchQuerySchemas, config: SearchTypeConfig) =>
  z.object({ query: searchQuerySchemas[type], facet: enumOf(ids(config.facets)).optional() });

/** The most articles one export sends. */
export const EXPORT_LIMIT = 1000;

/** The most articles one export names by id (a page of results is at most 30). */
export const EXPORT_IDS_LIMIT = 100;

/** Article ids as a form sends them (ids=1&ids=2) or as one list (ids=1,2). */
const exportIds = z
  .union([z.string().max(2_000), z.array(z.string().max(2_000)).max(EXPORT_IDS_LIMIT)])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter(Boolean);
    const ids = [...new Set(parts)].map(Number);
    if (ids.some((id) => !Number.isSafeInteger(id) || id < 1)) ctx.addIssue({ code: 'custom', message: 'ids must be article ids' });
    if (ids.length > EXPORT_IDS_LIMIT) ctx.addIssue({ code: 'custom', message: `at most ${EXPORT_IDS_LIMIT} ids` });
    return ids;
  });

/**
 * GET /api/search/export?type=articles&format=…&query=… (query: JSON or lz-string compressed JSON).
 * `ids` exports those articles (the ones a reader selected) in the order given; `scope=page` exports
 * the query's page (its page and resultsPerPage); otherwise the first `limit` results.
 */
export const exportQuerySchema = z.object({
  type: z.literal('articles', { message: 'only articles can be exported' }),
  format: z.enum(['csv', 'ris', 'bibtex']),
  query: z.string().max(20_000).optional(),
  /** The words alone, as a search address has them (?q=): the same as query={"q":…}. */
  q: z.string().max(1000).optional(),
  limit: z.coerce.number().int().min(1).max(EXPORT_LIMIT).optional(),
  ids: exportIds.optional(),
  scope: z.enum(['all', 'page']).optional(),
})
  // A parameter the export does not know is refused by name, never ignored (an ignored filter exports the whole catalogue).
  .strict();
