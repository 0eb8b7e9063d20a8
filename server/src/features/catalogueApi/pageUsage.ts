// Usage that a page's loader records through the API: an article page counts a view. A page sent
// from the page cache runs no loader, so the page plugin counts it with the counter the data API
// builds (articles.ts articleViewCounter), handed to it by the app.
import type { FastifyRequest } from 'fastify';

/** Counts a view of the article at these route parameters by this request's reader. */
export type ArticleViewCounter = (params: Record<string, string | undefined>, request: FastifyRequest) => Promise<void>;
