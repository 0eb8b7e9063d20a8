// Preview links:
//   POST /api/releases/:app/preview {build, hours?}  a signed link that expires (release managers, or a
//                                                    token scoped to the app, as the release API allows)
//   GET  /api/releases/preview/open?token=…          sets this browser's preview cookie, back to the site
//   POST /api/releases/preview/end                   ends it (the notice's button), back where it was
// The link holds everything (previewTokens.ts): the server stores no preview, and a browser without
// the cookie never sees the build.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { remoteNames, type RemoteName } from '@oap/contracts/federation/contract.ts';
import { httpError } from '../../../platform/http/httpError.ts';
import { parseInput } from '../../../platform/http/validation.ts';
import { html, problemPage } from '../../../platform/http/standalonePage.ts';
import { PREVIEW_DEFAULT_SECONDS, PREVIEW_MAX_SECONDS, type PreviewTokens } from './previewTokens.ts';
import { PREVIEW_END_PATH } from './previewNotice.ts';
import type { ReaderChoices } from './readerChoice.ts';
import type { ReleaseAuthorizer } from './authorize.ts';
import { ReleaseError, type ReleaseRegistry } from '../registry.ts';
import { knownBuild } from './renderHealth.ts';

export const PREVIEW_OPEN_PATH = '/api/releases/preview/open';

export interface PreviewLink {
  app: RemoteName;
  build: string;
  url: string;
  expiresAt: string;
}

const previewRequest = z.object({
  build: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'a build id, as the release status lists it'),
  hours: z.coerce.number().int().min(1).max(PREVIEW_MAX_SECONDS / 3600).optional(),
});

/** A path of this site to go back to; anything else (another host, //host) is the home page. */
function localPath(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : '/';
}

function sameSiteReferrerPath(request: FastifyRequest, publicUrl: string): string {
  try {
    const referrer = new URL(request.headers.referer ?? '');
    return referrer.origin === new URL(publicUrl).origin ? localPath(referrer.pathname + referrer.search) : '/';
  } catch {
    return '/';
  }
}

export async function previewRoutes(
  app: FastifyInstance,
  options: {
    registry: ReleaseRegistry;
    publicUrl: string;
    tokens: PreviewTokens;
    choices: ReaderChoices;
    authorize: ReleaseAuthorizer;
  },
): Promise<void> {
  /** Why `build` of `remote` cannot be previewed (not published, or the running shell cannot run it), or null. */
  const previewProblem = async (remote: RemoteName, build: string): Promise<{ statusCode: number; message: string } | null> => {
    if (!knownBuild(options.registry, remote, build)) return { statusCode: 404, message: `${remote} has no published build ${build}.` };
    try {
      const compatibility = await options.registry.checkCompatible(remote, build);
      return compatibility.ok ? null : { statusCode: 409, message: compatibility.message };
    } catch (error) {
      if (error instanceof ReleaseError) return { statusCode: error.statusCode, message: error.message };
      throw error;
    }
  };

  app.post('/api/releases/:app/preview', async (request, reply): Promise<PreviewLink> => {
    void reply.header('cache-control', 'private, no-store');
    const remote = (request.params as { app: string }).app;
    if (!(remoteNames as readonly string[]).includes(remote)) {
      throw httpError(404, `There is no remote ${remote}: previews are for ${remoteNames.join(', ')}.`);
    }
    const actor = await options.authorize(request, reply, remote as RemoteName);
    // JSON from scripts and the command line, a form from the release page.
    const body = request.body instanceof FormData ? Object.fromEntries([...request.body].filter(([, value]) => typeof value === 'string')) : (request.body ?? {});
    const input = parseInput(previewRequest, body, 'preview request');
    const problem = await previewProblem(remote as RemoteName, input.build);
    if (problem) throw httpError(problem.statusCode, problem.message);
    const expiresAt = new Date(Date.now() + (input.hours ? input.hours * 3600 : PREVIEW_DEFAULT_SECONDS) * 1000);
    const token = options.tokens.sign({ app: remote as RemoteName, build: input.build, expiresAt });
    // A link changes nothing in the registry (no audit entry), but who handed one out is worth a line in the log.
    request.log.info({ actor, app: remote, build: input.build, expiresAt }, 'release preview link made');
    void reply.code(201);
    return { app: remote as RemoteName, build: input.build, url: `${options.publicUrl}${PREVIEW_OPEN_PATH}?token=${encodeURIComponent(token)}`, expiresAt: expiresAt.toISOString() };
  });

  // Opened in a browser: its answers are pages, whatever the path says.
  app.get(PREVIEW_OPEN_PATH, async (request, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const token = typeof query.token === 'string' ? query.token : '';
    const grant = options.tokens.read(token);
    if (grant === 'invalid') return html(reply, 400, problemPage('This preview link does not work', 'The link is incomplete or was changed. Ask for a new preview link on the release page.', request.cspNonce || undefined));
    if (grant === 'expired') return html(reply, 410, problemPage('This preview link has expired', 'Preview links work for a limited time. Ask for a new one on the release page.', request.cspNonce || undefined));
    // The build may have been removed from consideration since the link was made (it cannot run any more).
    const problem = await previewProblem(grant.app, grant.build);
    if (problem) return html(reply, problem.statusCode === 404 ? 404 : 409, problemPage('This build cannot be previewed', problem.message, request.cspNonce || undefined));
    options.choices.startPreview(reply, token, grant);
    return reply.header('cache-control', 'no-store').redirect(localPath(query.to), 303);
  });

  app.post(PREVIEW_END_PATH, async (request, reply) => {
    options.choices.endPreview(reply);
    return reply.header('cache-control', 'no-store').redirect(sameSiteReferrerPath(request, options.publicUrl), 303);
  });
}
