// Usage that a page's loader records through the API (an article page counts a view). A page sent
// from the page cache runs no loader, so the page path records it here instead, straight into the
// store (the data API registers the recorder; tests of the platform alone have none).
import type { FastifyRequest } from 'fastify';

export interface PageUsage {
  /** Counts a view of the article at these route parameters by this request's reader. */
  article?: (params: Record<string, string | undefined>, request: FastifyRequest) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageUsage: PageUsage;
  }
}
