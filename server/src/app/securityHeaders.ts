// Security headers on every response: helmet's, a Content-Security-Policy with a fresh nonce per
// page, and Permissions-Policy.
// One plugin with root-level hooks, so routes of every other plugin get the headers too.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ServerConfig } from './config.ts';
import { publicRuntimeConfig } from './runtimeConfig.ts';
import { signOutPage } from '../features/auth/provider/interactionPages.ts';
import { providerMountPath } from '../features/auth/provider/embeddedProvider.ts';
import type { ReleaseRegistry } from '../features/releases/registry.ts';
import { releaseManifest, type ShellDocument } from '../features/releases/shellDocument.ts';
import { devOrigins } from '../platform/dev/devOverrides.ts';
import helmet from 'helmet';
import { attentionBadgeAllowed, headersSetBy, inlineScriptHashes, pagePolicyOf, providerPagePolicy, remoteOrigins, resourcePolicy, type PolicyInputs } from './contentSecurityPolicy.ts';
import { consentCookieName } from '@oap/contracts/site/consentGate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce: the shell document puts it on each inline <script>. */
    cspNonce: string;
  }
}

export interface SecurityHeadersOptions {
  config: Pick<ServerConfig, 'publicUrl' | 'oidc' | 'sentryDsn' | 'submissionUrl' | 'analyticsScriptUrl' | 'analyticsId'> &
    Partial<Pick<ServerConfig, 'consentScriptUrl' | 'tagManagerScriptUrl' | 'tagManagerId'>>;
  registry: ReleaseRegistry;
  shell: ShellDocument;
}

/** Powerful features no page of the site uses; only names Chromium knows (unknown ones log warnings). */
export const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Headers that hold for every response, whatever produced it: helmet's (nosniff, framing, referrer,
 * cross-origin opener, HSTS on https, and the rest of its defaults), taken once, and the features no
 * page uses. The Content-Security-Policy depends on what the response is, so it is set per response below.
 */
export function baseHeaders(publicUrl: string): Record<string, string> {
  const headers = headersSetBy(
    helmet({
      contentSecurityPolicy: false,
      // Figures and files may reach readers through an asset host of another origin (ASSET_BASE):
      // a same-origin resource policy would block them there.
      crossOriginResourcePolicy: false,
      frameguard: { action: 'deny' },
      // Headers only browsers long gone read (IE's download prompt and XSS filter, Flash's
      // cross-domain policies): each is written on every response, and the API's throughput is a
      // measured goal, so they are left out. DNS prefetching of the page's outside links stays on.
      xXssProtection: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xDnsPrefetchControl: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only where readers reach the site over TLS: on plain http the header is ignored anyway, and on a
      // local http origin it must not pin anything. No includeSubDomains: other hosts of the domain are not ours.
      strictTransportSecurity: publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: false } : false,
    }),
  );
  return { ...headers, 'permissions-policy': permissionsPolicy };
}

/**
 * The one script of oidc-provider's form_post page (lib/response_modes/form_post.js: it posts an
 * answer back to a client, e.g. after a sign-out opened without a provider session). Fixed text, so
 * allowed by its hash; the test checks it against the installed oidc-provider.
 */
export const providerFormPostScript = `
    document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit() });
  `;

/** Where a request keeps its nonce once made (the `cspNonce` getter makes it on first use). */
const nonceField = Symbol('cspNonce');

const providerPath = new RegExp(`^${providerMountPath}(/|$)`);
/** A CSP header on a script only matters if it runs as a worker, where this one would break it. */
const javascript = /^(text|application)\/javascript\b/i;

function pathOf(request: FastifyRequest): string {
  const url = request.raw.url ?? request.url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Under /oidc the provider's own code (oidc-provider's Koa middleware and the interaction routes) sets
 * `content-security-policy: frame-ancestors 'none'` after we do, and some of those responses never pass
 * through Fastify's hooks. This response keeps our policy whatever is set later (it has frame-ancestors
 * 'none' too), so the sign-out page is covered as well as the sign-in forms.
 */
function forcePolicy(raw: ServerResponse, policy: string): void {
  const setHeader = raw.setHeader.bind(raw);
  raw.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-security-policy' ? policy : value);
  raw.setHeader('content-security-policy', policy);
}

async function register(app: FastifyInstance, opts: SecurityHeadersOptions): Promise<void> {
  const inputs: PolicyInputs = {
    publicUrl: opts.config.publicUrl,
    ...(opts.config.oidc ? { oidcIssuer: opts.config.oidc.issuer } : {}),
    runtimeConfig: publicRuntimeConfig(opts.config),
  };
  const base = baseHeaders(opts.config.publicUrl);
  const pagePolicy = pagePolicyOf(inputs);
  // The sign-out page's auto-submit script is fixed text: allow exactly it, by hash, computed from the
  // page itself so a change to the page cannot silently break (or widen) the policy.
  const providerPolicy = providerPagePolicy(inputs, [...inlineScriptHashes(signOutPage('', true)), ...inlineScriptHashes(`<script>${providerFormPostScript}</script>`)]);

  // The nonce is made when first asked for (by a page or a problem page, or the policy of an HTML
  // answer): a JSON or file answer, most requests, never needs one and costs no random bytes.
  app.decorateRequest(nonceField, '');
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest) {
      const fields = this as unknown as Record<symbol, string>;
      return (fields[nonceField] ||= randomBytes(16).toString('base64'));
    },
    setter(this: FastifyRequest, value: string) {
      (this as unknown as Record<symbol, string>)[nonceField] = value;
    },
  });
  const baseEntries = Object.entries(base);
  // Callback hooks, not async ones: they run on every request, and a promise each costs throughput.
  app.addHook('onRequest', (request, reply, done) => {
    if (providerPath.test(pathOf(request))) {
      // On the raw response, so they also reach replies that bypass Fastify (the provider is a hijacked
      // Koa app); Fastify merges its own headers over these when it writes the head.
      for (const [name, value] of baseEntries) reply.raw.setHeader(name, value);
      forcePolicy(reply.raw, providerPolicy);
    } else {
      // Everything else answers through Fastify (errors and 404s too): its headers, written in one
      // go, spare node:http validating and merging headers set on the raw response first.
      void reply.headers(base);
    }
    done();
  });

  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload, done) => {
    const pathname = pathOf(request);
    if (providerPath.test(pathname)) return done(null, payload);
    // A 304 updates the headers the browser stored with the page: a policy with this response's
    // nonce would no longer match the nonce inside the stored body, and block its inline scripts.
    if (reply.statusCode === 304) {
      reply.removeHeader('content-security-policy');
      return done(null, payload);
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (/^text\/html\b/i.test(type)) {
      const remotes = remoteOrigins(releaseManifest(opts.registry, opts.shell));
      const badge = attentionBadgeAllowed(request.cookies?.[consentCookieName]);
      void reply.header('content-security-policy', pagePolicy({ nonce: request.cspNonce, remotes, development: devOrigins(request.devOverrides), attentionBadge: badge }));
    } else if (!javascript.test(type) && !reply.hasHeader('content-security-policy')) {
      void reply.header('content-security-policy', resourcePolicy);
    }
    done(null, payload);
  });
}

// fastify-plugin: the hooks belong to the root instance, not to an encapsulated child.
export const securityHeadersPlugin = fastifyPlugin(register, { name: 'oap-security-headers' });
