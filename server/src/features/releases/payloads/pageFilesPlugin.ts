// Spec 7.5's build and page files: the latest-build file (/api/releases/latest) and the per-page
// payload files of prerendered pages (/api/releases/payload?path=/journal/cells). Both follow the
// release registry (a promote or rollback changes the next answer) and revalidate by ETag.
import type { FastifyInstance } from 'fastify';
import { pagePayloadEndpoint } from '@oap/shared/releases/pagePayload.ts';
import { latestBuildEndpoint, buildSignature, latestBuildsOf } from '@oap/shared/releases/buildVersionPoller.ts';
import type { ReleaseRegistry } from '../registry.ts';
import { releaseManifest, type ShellDocument } from '../shellDocument.ts';
import { sendLatestBuilds } from './latestBuildFile.ts';
import { PrerenderedPaths } from './prerenderedPaths.ts';
import { PagePayloadFiles, PayloadUnavailableError } from './pagePayloadFiles.ts';
import { CatalogueStamp } from './catalogueStamp.ts';
import { httpError } from '../../../platform/http/httpError.ts';
import type { CatalogueVersion } from '../../../data/catalogueVersion.ts';
import { notModified } from '../../../platform/http/notModified.ts';

export interface PageFilesOptions {
  registry: ReleaseRegistry;
  shell: ShellDocument;
  /** The catalogue's version, whose stamp invalidates the payloads. */
  catalogue: CatalogueVersion;
}

const maxPathLength = 500;

export async function pageFilesPlugin(app: FastifyInstance, opts: PageFilesOptions): Promise<void> {
  const prerendered = new PrerenderedPaths(opts.registry.dir);
  const payloads = new PagePayloadFiles(app);
  const catalogue = new CatalogueStamp(opts.catalogue);

  // The builds this reader's pages name (a canary or preview reader's own), as /api/releases/manifest.
  app.get(latestBuildEndpoint, async (request, reply) => sendLatestBuilds(request, reply, releaseManifest(opts.registry, opts.shell, request.releaseChoice)));

  app.get<{ Querystring: { path?: unknown } }>(pagePayloadEndpoint, async (request, reply) => {
    const pagePath = request.query.path;
    if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || pagePath.startsWith('//') || pagePath.length > maxPathLength || /[?#\s]/.test(pagePath)) {
      throw httpError(400, 'Name the page by its path, such as ?path=/journal/cells (no query string, at most 500 characters).');
    }
    const manifest = releaseManifest(opts.registry, opts.shell);
    if (!prerendered.remoteOf(manifest, pagePath)) throw httpError(404, `${pagePath} is not a prerendered page: its data comes from its own API calls.`);
    let file;
    try {
      file = await payloads.get(pagePath, buildSignature(latestBuildsOf(manifest)), await catalogue.read());
    } catch (error) {
      if (!(error instanceof PayloadUnavailableError)) throw error;
      void reply.header('retry-after', '10');
      throw httpError(503, `The payload of ${pagePath} cannot be made just now (${error.message}); the page's own API calls still work.`);
    }
    void reply.header('cache-control', 'public, no-cache').header('etag', file.etag).type('application/json; charset=utf-8');
    if (notModified(request, file.etag)) return reply.code(304).send();
    return reply.send(file.body);
  });
}
