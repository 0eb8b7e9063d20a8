// GET /api/dev/override?remote=mf-journal&url=http://localhost:3102/mf-manifest.json  sets an override
// GET /api/dev/override?clear=1[&remote=mf-journal]                                  removes one or all
// GET /api/dev/override                                                              what is set
// Allowed for the local reader of a local site, or a signed-in reader listed in DEVELOPER_EMAILS,
// and changed only from the address bar or the site itself (never by a GET from another site).
// The overrides of an allowed request are on request.devOverrides, read by the page document
// (pages/), the release manifest API and the CSP (app/securityHeaders.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import {
  decodeOverrides,
  devOverrideCookie,
  encodeOverrides,
  isLocalReader,
  isRemoteName,
  validateOverride,
  type DevOverrideConfig,
  type DevOverrides,
} from './devOverrides.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's development overrides, when it has some and its reader may use them; else null. */
    devOverrides: DevOverrides | null;
  }
}

export interface DevOverridePluginOptions {
  config: DevOverrideConfig;
  publicUrl: string;
  /** The signed-in reader's email, if any (from the auth plugin's session). */
  readerEmail: (request: FastifyRequest) => Promise<string | undefined>;
}

/** Typed or bookmarked (none), or from this very site (same-origin); a browser without the header is taken at its word. */
function fromThisSiteOrTyped(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

async function register(app: FastifyInstance, opts: DevOverridePluginOptions): Promise<void> {
  const secure = opts.publicUrl.startsWith('https:');
  const allowed = async (request: FastifyRequest) => {
    if (!opts.config.enabled) return false;
    if (isLocalReader(opts.publicUrl, request.socket.remoteAddress, Boolean(request.headers['x-forwarded-for']))) return true;
    const email = (await opts.readerEmail(request))?.toLowerCase();
    return Boolean(email && opts.config.developerEmails.includes(email));
  };
  const stored = (request: FastifyRequest) => decodeOverrides(request.cookies[devOverrideCookie], opts.config.remoteHosts);

  app.decorateRequest('devOverrides', null);
  // A callback hook: it runs on every request, and a promise each costs throughput. Only a request
  // with overrides waits for the (asynchronous) session lookup.
  app.addHook('onRequest', (request, _reply, done) => {
    // Most requests carry no such cookie: no session lookup for them.
    if (!request.cookies[devOverrideCookie]) return done();
    const overrides = stored(request);
    if (Object.keys(overrides).length === 0) return done();
    allowed(request).then((ok) => {
      if (ok) request.devOverrides = overrides;
      done();
    }, done);
  });

  const save = (reply: FastifyReply, overrides: DevOverrides) => {
    // A session cookie (no Max-Age): the override ends with the browser session, and is this browser's only.
    const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
    if (Object.keys(overrides).length === 0) void reply.clearCookie(devOverrideCookie, options);
    else void reply.setCookie(devOverrideCookie, encodeOverrides(overrides), options);
  };

  app.get('/api/dev/override', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const query = request.query as Record<string, unknown>;
    if (!(await allowed(request))) {
      return reply.code(403).send({
        statusCode: 403,
        message: 'Development overrides are for the local reader of a local site, or a signed-in developer listed in DEVELOPER_EMAILS.',
      });
    }
    const overrides = stored(request);
    const changes = query.clear !== undefined || query.remote !== undefined || query.url !== undefined;
    // A change comes from the developer's own address bar or from this site, never from a link or
    // an image on another site (the browser says which: Sec-Fetch-Site).
    if (changes && !fromThisSiteOrTyped(request)) {
      return reply.code(403).send({
        statusCode: 403,
        message: 'A development override is set or cleared only from this site or the address bar, not from a link on another site. Open the address yourself.',
      });
    }
    if (query.clear !== undefined) {
      if (isRemoteName(query.remote)) delete overrides[query.remote];
      else for (const remote of Object.keys(overrides)) delete overrides[remote as keyof DevOverrides];
      save(reply, overrides);
      return { overrides };
    }
    if (query.remote === undefined && query.url === undefined) return { overrides };
    const check = validateOverride(query.remote, query.url, opts.config.remoteHosts);
    if (!check.ok) return reply.code(400).send({ statusCode: 400, message: check.message });
    overrides[check.remote] = check.url;
    save(reply, overrides);
    return { overrides, message: `${check.remote} now loads from ${check.url} in this browser; /api/dev/override?clear=1 ends it.` };
  });
}

// fastify-plugin: the onRequest hook and the decorator belong to the root instance.
// The cookie comes from @fastify/cookie, registered for the whole app before this plugin.
export const devOverridePlugin = fastifyPlugin(register, { name: 'oap-dev-overrides', dependencies: ['@fastify/cookie'] });
