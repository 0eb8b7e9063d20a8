// The files imports store (figure originals and their webp renditions, supplementary files, source
// data, publishers' PDFs) at GET /files/{sha256}/{name}: the address is the content's hash, so it
// never changes and is cached for good (immutable, a year); the name only makes a download readable.
// Images are shown in the page; any other file is sent as a download, never rendered by the browser.
import type { FastifyInstance } from 'fastify';
import type { Store } from '../../catalogue/store.ts';
import { fileDisposition } from '../../platform/http/attachment.ts';
import { notModified } from '../../platform/http/notModified.ts';

const HASH = /^[0-9a-f]{64}$/;
const INLINE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/gif', 'application/pdf']);

export async function storedFilesPlugin(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  app.get<{ Params: { hash: string; name: string } }>('/files/:hash/:name', async (request, reply) => {
    const { hash, name } = request.params;
    if (!HASH.test(hash)) return reply.callNotFound();
    if (notModified(request, `"${hash}"`)) return reply.code(304).header('cache-control', 'public, max-age=31536000, immutable').send();
    const file = await opts.store.articles.storedFile(hash);
    if (!file) return reply.callNotFound();
    return reply
      .header('content-type', file.mediaType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${hash}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', fileDisposition(name, INLINE_TYPES.has(file.mediaType) ? 'inline' : 'attachment'))
      .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
  });
}
