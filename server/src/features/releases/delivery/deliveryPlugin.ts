// Release delivery: which builds each reader gets, and how their renders are counted.
//
// - Every request gets `request.releaseChoice` (readerChoice.ts): the page document, the server
//   render, the page cache and GET /api/releases/manifest all take the reader's builds from
//   releaseManifest(registry, shell, request.releaseChoice), never the active builds alone.
// - A reader's first page while any canary runs gives them a sticky bucket cookie.
// - Preview links (previewRoutes.ts) and browser render reports (healthRoute.ts) are its routes;
//   server renders are counted through `app.releaseHealth` (renderHealth.ts).
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isPagePath } from '../../../platform/http/pagePaths.ts';
import { acceptFormBodies } from '../../forms/formBodies.ts';
import type { ReleaseRegistry } from '../registry.ts';
import { PreviewTokens } from './previewTokens.ts';
import { ReaderChoices, type ReaderChoice } from './readerChoice.ts';
import { previewRoutes } from './previewRoutes.ts';
import { healthRoute } from './healthRoute.ts';
import { renderHealth, type RenderHealth } from './renderHealth.ts';
import type { ReleaseAuthorizer } from './authorize.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This reader's canary bucket and preview, if any (null when release delivery is not installed). */
    releaseChoice: ReaderChoice | null;
  }
  interface FastifyInstance {
    /** Counts render outcomes per build into the registry's health (renderHealth.ts). */
    releaseHealth?: RenderHealth;
  }
}

export interface ReleaseDeliveryOptions {
  registry: ReleaseRegistry;
  publicUrl: string;
  /** HMAC key of preview links (security/linkKeys.ts, purpose 'release-previews'). */
  previewKey: string;
  /** Who may make a preview link of a remote (authorize.ts): resolves with the actor, or throws a 401/403. */
  authorize: ReleaseAuthorizer;
}

/** True while any remote runs a canary: only then does a new reader need a bucket. */
function canaryRunning(registry: ReleaseRegistry): boolean {
  return Object.values(registry.read().remotes).some((record) => record?.canary !== undefined);
}

async function register(app: FastifyInstance, options: ReleaseDeliveryOptions): Promise<void> {
  const secure = options.publicUrl.startsWith('https:');
  const tokens = new PreviewTokens(options.previewKey);
  const choices = new ReaderChoices({ secure, tokens });
  const health = renderHealth(options.registry, (error) => app.log.warn({ err: error }, 'a render report was not recorded'));
  app.decorate('releaseHealth', health);

  app.decorateRequest('releaseChoice', null);
  /** Requests whose answer gives the reader their bucket: no shared cache may keep that answer for others. */
  const bucketsGiven = new WeakSet<object>();
  // Callback hooks: they run on every request, and a promise each costs throughput.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!bucketsGiven.has(request)) return done(null, payload);
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!/\b(private|no-store)\b/.test(cacheControl)) void reply.header('cache-control', 'private, no-cache');
    done(null, payload);
  });
  app.addHook('onRequest', (request, reply, done) => {
    const choice: ReaderChoice = {};
    let bucket = choices.bucket(request);
    // A reader's first page while a canary runs draws their bucket; without a canary nobody needs one.
    if (bucket === undefined && request.method === 'GET' && isPagePath(request.url.split('?')[0] ?? '/') && canaryRunning(options.registry)) {
      bucket = choices.assignBucket(reply);
      bucketsGiven.add(request);
    }
    if (bucket !== undefined) choice.canaryBucket = bucket;
    const preview = choices.preview(request);
    if (preview) choice.preview = { app: preview.app, build: preview.build };
    request.releaseChoice = choice;
    done();
  });

  // The routes in a scope of their own: the form body parsers (the release page posts forms) stay theirs.
  await app.register(async (routes) => {
    acceptFormBodies(routes);
    await previewRoutes(routes, { registry: options.registry, publicUrl: options.publicUrl, tokens, choices, authorize: options.authorize });
    await healthRoute(routes, { health });
  });
}

// fastify-plugin: the hooks and decorations belong to the root instance.
export const releaseDelivery = fastifyPlugin(register, { name: 'oap-release-delivery' });
