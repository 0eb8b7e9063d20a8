// zod schemas of the API's path and query parameters, built from the spec-5 rules the routing table
// uses (routing/paramRules.ts), so the page /2075-1729/12/3/456 and GET /api/articles/2075-1729/12/3/456
// accept exactly the same values. Server code (and tests) import this file: it loads zod, which the
// browser bundles leave out (they import the types, from articles.ts and journals.ts, only).
import { z } from 'zod';
import { paramRules, type ParamRuleName } from '../routing/paramRules.ts';

/** A string that satisfies one spec-5 rule, failing with that rule's message. */
export const ruleSchema = (rule: ParamRuleName) => z.string().regex(paramRules[rule].pattern, paramRules[rule].message);

export const issnSchema = ruleSchema('issn');
export const volumeSchema = ruleSchema('volume');
export const issueSchema = ruleSchema('issue');
export const identifierSchema = ruleSchema('identifier');
/** A journal's URL name: /api/journals/{name}/... */
export const nameSystemSchema = ruleSchema('nameSystem');
/** Section and special-issue identifiers. */
export const slugSchema = ruleSchema('slug');

/** GET /api/articles/{issn}/{volume}. */
export const volumeParamsSchema = z.object({ issn: issnSchema, volume: volumeSchema });
/** GET /api/articles/{issn}/{volume}/{issue}. */
export const issueParamsSchema = volumeParamsSchema.extend({ issue: issueSchema });
/** GET /api/articles/{issn}/{volume}/{issue}/{identifier}[/xml]: where an article is. */
export const articleParamsSchema = issueParamsSchema.extend({ identifier: identifierSchema });

/** GET /api/journals/issn/{issn}/... */
export const issnParamsSchema = z.object({ issn: issnSchema });
/** GET /api/journals/biggest?count= */
export const biggestQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(100).default(10) });
/** GET /api/journals/subject/{id}: the ten subjects of spec 2.9. */
export const subjectParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(10) });
/**
 * GET /api/news/{id}, /api/journals/{name}/news-conferences/news/{id}, .../conferences/{id},
 * /api/journals/{name}/events/{id}, .../announcements/{id} and .../awards/{id}: a record's numeric id
 * (spec 5: the news id and awardGroupId are digits only; the other records are numbered the same way).
 */
export const numericIdParamsSchema = z.object({ id: ruleSchema('digits') });
/** GET /api/topics/{identifier}: a topic's URL name (letters, digits, underscores, dashes or dots). */
export const topicParamsSchema = z.object({ identifier: slugSchema });
/** GET /api/journals/{name}/collections/{identifier}: a topical collection's URL name. */
export const collectionParamsSchema = z.object({ identifier: slugSchema });
