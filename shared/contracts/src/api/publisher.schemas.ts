// zod schemas of the query parameters of the publisher's lists (publisher.ts). Server code and tests
// import this file (it loads zod); browser code imports publisher.ts's types only.
import { z } from 'zod';

export const NEWS_PAGE_SIZE = 12;

/** GET /api/news?page=&category=: a page of the newsroom (spec 5: a page that is not a positive number is 1). */
export const newsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  category: z.string().trim().max(100).optional(),
});

/** GET /api/open-calls?count= and /api/articles/latest?count=: how many of each. */
export const countQuerySchema = z.object({ count: z.coerce.number().int().min(1).max(50).default(6) });

/**
 * GET /api/awards?status=&count=: the awards whose newest edition is in that state (all without it),
 * at most `count`. `current` is open or upcoming: open ones first, then by deadline.
 */
export const awardsQuerySchema = z.object({
  status: z.enum(['upcoming', 'open', 'closed', 'current']).optional(),
  count: z.coerce.number().int().min(1).max(1000).optional(),
});

/**
 * GET /api/topics/editors?nameSystem=: one editor (a name such as "ann-example"), or all without it.
 * Any text is a question with an answer (the old site's links carry names in other spellings): one
 * that names nobody finds nobody.
 */
export const topicEditorsQuerySchema = z.object({ nameSystem: z.string().trim().max(200).optional() });

/** Topic editors on a page of /topics/editors. */
export const TOPIC_EDITORS_PER_PAGE = 50;

/** GET /api/topics/editors/page?page=: a page that is not a whole number from 1 is page 1 (spec 4's rule for pages). */
export const topicEditorPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

/** The nameSystem of a person: "Zoë Müller-Lüdenscheidt" -> "zoe-muller-ludenscheidt". */
export function personNameSystem(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
