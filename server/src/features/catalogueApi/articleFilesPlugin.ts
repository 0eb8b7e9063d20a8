// The article suffixes that are files, at the page addresses themselves (spec 2.6): GET
// /{issn}/{volume}/{issue}/{identifier}/xml answers application/xml, /pdf-vor and /pdf-with-cover
// application/pdf. Registered at the root beside the page handler, whose 404 page answers an unknown
// article or a path that is not an article's.
import type { FastifyInstance } from 'fastify';
import { articleParamsSchema } from '@oap/contracts/api/params.schemas.ts';
import type { Store } from '../../catalogue/store.ts';
import { sendArticleFile, type ArticleFileKind } from './articleFiles.ts';

export async function articleFilesPlugin(app: FastifyInstance, opts: { store: Store; now?: () => number }): Promise<void> {
  const now = opts.now ?? Date.now;
  for (const kind of ['xml', 'pdf-vor', 'pdf-with-cover'] as const satisfies readonly ArticleFileKind[]) {
    app.get(`/:issn/:volume/:issue/:identifier/${kind}`, async (request, reply) => {
      const parsed = articleParamsSchema.safeParse(request.params);
      if (!parsed.success || !(await sendArticleFile(opts.store, parsed.data, kind, request, reply, now()))) return reply.callNotFound();
      return reply;
    });
  }
}
