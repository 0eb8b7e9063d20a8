// The release API: teams publish and promote from their CI with a token, release managers
// from their account. Every change is one registry transaction with an audit entry; every refusal is
// a 4xx JSON { message } a person can act on.
//   POST /api/releases/builds/:app           body: .tar.gz of the build folder -> 201 { app, build } (200 if it existed)
//   GET  /api/releases/status                -> ReleaseStatus
//   POST /api/releases/:app/promote          { build, canaryPercent? } -> PromoteResult
//   POST /api/releases/:app/canary/promote   -> PromoteResult
//   POST /api/releases/:app/canary/abort     -> PromoteResult
//   POST /api/releases/:app/rollback         -> { app, active }
//   GET  /api/releases/:app/compatibility?build= -> Compatibility
//   GET  /api/releases/audit?limit=&app=     -> { entries: AuditEntry[] }
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { parseInput } from '../../../platform/http/validation.ts';
import { requireCsrfToken } from '../../../platform/security/csrf.ts';
import type { ReleaseRegistry } from '../registry.ts';
import { appNames, isAppName, ReleaseError, type AppName } from '../registryState.ts';
import { defaultArchiveLimits, withUploadedBuild, type ArchiveLimits } from './buildArchive.ts';
import { releaseCaller, type ReleaseAuthOptions, type ReleaseCaller } from './releaseAuth.ts';

export interface ReleaseApiOptions extends ReleaseAuthOptions {
  registry: ReleaseRegistry;
  archiveLimits?: Partial<ArchiveLimits>;
}

declare module 'fastify' {
  interface FastifyRequest {
    releaseCaller?: ReleaseCaller;
  }
}

const buildId = z.string().regex(/^[0-9a-f]{6,64}$/, 'must be a build id (hexadecimal, as `release status` lists them)');
const promoteBody = z.object({
  build: buildId,
  canaryPercent: z.number().int().min(1).max(99).optional(),
});
const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(10_000).optional(),
  app: z.enum(appNames).optional(),
});
const compatibilityQuery = z.object({ build: buildId });

function appOf(request: FastifyRequest): AppName {
  const { app } = request.params as { app?: string };
  if (!app || !isAppName(app)) throw new ReleaseError(404, `There is no app named ${app ?? ''}: the apps are ${appNames.join(', ')}.`);
  return app;
}

export async function releaseApi(app: FastifyInstance, options: ReleaseApiOptions): Promise<void> {
  const { registry } = options;
  const limits: ArchiveLimits = { ...defaultArchiveLimits, ...options.archiveLimits };

  // An upload is the request's raw stream: spooled to disk within the limit by the handler, never
  // buffered in memory by a body parser (whose own limit would answer in other words).
  for (const type of ['application/gzip', 'application/x-gzip', 'application/x-tar', 'application/octet-stream']) {
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
  }
  app.addHook('onClose', async () => registry.close());

  /** onRequest: who is calling, allowed for this route's app (or for reading, where there is none). */
  const authorize = (scope: 'app' | 'read') => async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'private, no-store');
    request.releaseCaller = await releaseCaller(options, request, scope === 'app' ? appOf(request) : null);
  };
  /** preHandler: an account's change also carries the CSRF token (a token caller sends no cookies). */
  const csrfForSessions = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (request.releaseCaller?.viaSession) requireCsrfToken(request, reply, done);
    else done();
  };
  const actor = (request: FastifyRequest) => request.releaseCaller!.actor;
  const change = { onRequest: authorize('app'), preHandler: csrfForSessions };

  app.post('/api/releases/builds/:app', { ...change, bodyLimit: limits.maxCompressedBytes }, async (request, reply) => {
    const target = appOf(request);
    if (!request.body || typeof (request.body as Readable).pipe !== 'function') {
      throw new ReleaseError(415, 'Send the build as a .tar.gz archive (Content-Type: application/gzip) in the request body.');
    }
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length > limits.maxCompressedBytes) {
      throw new ReleaseError(413, `The archive is larger than ${Math.round(limits.maxCompressedBytes / 1024 / 1024)} MB, the most a build may be.`);
    }
    const published = await withUploadedBuild(request.body as Readable, limits, (dir) => registry.publish(target, dir, { actor: actor(request) }));
    void reply.code(published.created ? 201 : 200);
    return { app: target, build: published.id, created: published.created };
  });

  app.get('/api/releases/status', { onRequest: authorize('read') }, async () => registry.status());

  app.get('/api/releases/audit', { onRequest: authorize('read') }, async (request) => {
    const query = parseInput(auditQuery, request.query, 'audit query');
    return { entries: await registry.audit({ limit: query.limit ?? 200, app: query.app }) };
  });

  app.get('/api/releases/:app/compatibility', { onRequest: authorize('read') }, async (request) => {
    const { build } = parseInput(compatibilityQuery, request.query, 'build');
    return registry.checkCompatible(appOf(request), build);
  });

  app.post('/api/releases/:app/promote', change, async (request) => {
    const body = parseInput(promoteBody, request.body, 'promotion');
    return registry.promote(appOf(request), body.build, { actor: actor(request), canaryPercent: body.canaryPercent });
  });

  app.post('/api/releases/:app/canary/promote', change, async (request) => registry.promoteCanary(appOf(request), actor(request)));

  app.post('/api/releases/:app/canary/abort', change, async (request) => registry.abortCanary(appOf(request), actor(request)));

  app.post('/api/releases/:app/rollback', change, async (request) => {
    const target = appOf(request);
    return { app: target, active: await registry.rollback(target, actor(request)) };
  });
}
