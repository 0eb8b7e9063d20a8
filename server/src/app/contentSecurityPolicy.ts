// The Content-Security-Policy values of the site, built and checked by helmet from directives that
// are functions of the configuration, so the plugin and its tests get the same strings. Three
// policies: the shell document (a nonce per response for its inline scripts), the embedded
// provider's server-rendered pages under /oidc, and everything that is not a page.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';

export interface PolicyInputs {
  /** PUBLIC_URL: the site's origin as readers reach it (may differ from the Host a proxy forwards). */
  publicUrl: string;
  /** OIDC_ISSUER, when sign-in goes to an external provider. */
  oidcIssuer?: string;
  /** What the browser is told (window.__OAP_CONFIG__): analytics, icon and asset hosts, Sentry. */
  runtimeConfig: PublicRuntimeConfig;
}

/** The origin of an absolute http(s) URL; null for a path on this site or anything unparsable. */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function origins(urls: Array<string | null | undefined>): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
}

/** Origins the release manifest sends the browser to (today none: builds are same-origin under /remotes/). */
export function remoteOrigins(manifest: Pick<ReleaseManifest, 'remotes'>): string[] {
  return origins(Object.values(manifest.remotes).flatMap((release) => [release.manifestUrl, release.lastKnownGood?.manifestUrl]));
}

const httpOnly = (list: string[]) => list.filter((origin) => /^https?:/.test(origin));

/**
 * The article attention badge (spec 6: "an article attention-metrics badge script load[s] from outside
 * hosts"), loaded only after the reader's marketing consent: its script, its stylesheet and its badge
 * images, from a host of static files.
 */
export const attentionBadgeHosts = {
  script: ['https://embed.altmetric.com'],
  style: ['https://embed.altmetric.com'],
  img: ['https://badges.altmetric.com', 'https://embed.altmetric.com'],
} as const;

/**
 * The badge's data comes as JSONP from its API: a JSONP endpoint runs whatever callback it is asked
 * for, a way around the policy for anything injected into a page. So that host is in a document's
 * policy only for a reader whose consent cookie already grants the badge (attentionBadgeAllowed):
 * not by route, since one document serves every page a reader then visits without reloading. A
 * reader who agrees while a page is open gets the badge from the next page load on.
 */
export const attentionBadgeApi = 'https://api.altmetric.com';

/** Whether the reader's saved privacy choices (the consent cookie's value) grant marketing, which the badge waits for. */
export function attentionBadgeAllowed(consentCookie: string | undefined): boolean {
  if (!consentCookie) return false;
  try {
    return (JSON.parse(decodeURIComponent(consentCookie)) as { marketing?: unknown } | null)?.marketing === true;
  } catch {
    return false;
  }
}

/** What a page's policy takes from its response, beside the configuration. */
export interface PageSources {
  /** This response's nonce, on each of its inline scripts. */
  nonce: string;
  /** The origins remote builds load from (remoteOrigins). */
  remotes: string[];
  /** The origins of this browser's development overrides (http and ws), only for its requests. */
  development: string[];
  /** The reader's consent grants the attention badge (attentionBadgeAllowed). */
  attentionBadge: boolean;
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Where a page policy's per-response functions find their sources on the response helmet is handed. */
const sourcesField = Symbol('pageSources');

interface HeaderCollector {
  [sourcesField]?: PageSources;
  setHeader(name: string, value: unknown): void;
  removeHeader(name: string): void;
}

/**
 * The headers a helmet middleware sets, by name in lower case. Helmet writes to a Node response one
 * header at a time; the plugin hands them to Fastify instead, which writes a reply's headers in one go.
 * `sources`: what a page policy's per-response parts read.
 */
export function headersSetBy(middleware: Middleware, sources?: PageSources): Record<string, string> {
  const headers: Record<string, string> = {};
  const response: HeaderCollector = {
    setHeader: (name, value) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name) => void delete headers[name.toLowerCase()],
  };
  if (sources) response[sourcesField] = sources;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** A directive whose sources differ per response; helmet checks what it gives like the rest. */
function perResponse(pick: (sources: PageSources) => string[]) {
  return (_request: IncomingMessage, response: ServerResponse) => pick((response as unknown as HeaderCollector)[sourcesField]!).join(' ');
}

/** A policy helmet builds and checks from directives (no defaults of its own: every directive is ours). */
function policyOf(directives: Record<string, Array<string | ReturnType<typeof perResponse>>>): Middleware {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives });
}

function policyHeader(middleware: Middleware, sources?: PageSources): string {
  return headersSetBy(middleware, sources)['content-security-policy']!;
}

/**
 * The shell document's policy, made once from the configuration; each response gives its sources.
 * Scripts: this site, the response's nonce (the inline runtime config) and the origins that remote
 * builds and analytics load from; no 'unsafe-inline', no 'unsafe-eval'. Styles are files (rspack
 * emits .css; Module Federation adds <link>s), so no inline styles either.
 */
export function pagePolicyOf(inputs: PolicyInputs): (sources: PageSources) => string {
  const config = inputs.runtimeConfig;
  // Analytics, the consent service and the outside tag manager (each loaded only after consent).
  const analytics = origins([config.analyticsScriptUrl, config.consentScriptUrl, config.tagManagerScriptUrl]);
  const self = ["'self'", ...origins([inputs.publicUrl])];
  const nonce = ({ nonce }: PageSources) => [`'nonce-${nonce}'`];
  const builds = ({ remotes, development }: PageSources) => [...remotes, ...httpOnly(development)];
  const badgeApi = ({ attentionBadge }: PageSources) => (attentionBadge ? [attentionBadgeApi] : []);
  const policy = policyOf({
    defaultSrc: ["'self'"],
    scriptSrc: [perResponse((sources) => [...self, ...nonce(sources), ...builds(sources), ...analytics, ...attentionBadgeHosts.script, ...badgeApi(sources)])],
    styleSrc: [perResponse((sources) => [...self, ...nonce(sources), ...builds(sources), ...attentionBadgeHosts.style])],
    // Server-rendered markup carries React's style attributes (a bar's width, an element's position);
    // an attribute can hold declarations only, no rules, selectors or imports, so allowing them
    // keeps <style> elements under the nonce while the rendered page keeps its layout.
    styleSrcAttr: ["'unsafe-inline'"],
    // data: for small inline images in CSS and rich text; remote builds may emit images and fonts.
    imgSrc: [perResponse((sources) => [...self, 'data:', ...builds(sources), ...analytics, ...origins([config.assetBase]), ...attentionBadgeHosts.img])],
    fontSrc: [perResponse((sources) => [...self, 'data:', ...builds(sources)])],
    // Sentry posts to the same-origin tunnel; icons may come from other hosts (iconHost, fallbacks).
    // A developer's dev server (dev/devOverrides.ts): its files, hot updates and the ws: of hot reload.
    connectSrc: [
      perResponse((sources) => [
        ...self,
        ...sources.remotes,
        ...sources.development,
        ...analytics,
        ...origins([config.iconHost, config.apiBase, ...(config.iconFallbackHosts ?? [])]),
        ...badgeApi(sources),
      ]),
    ],
    // Sentry's session replay compresses in a worker it starts from a blob: URL.
    workerSrc: config.sentryDsn ? ["'self'", 'blob:'] : ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    // Sign in and Log out may post a form that redirects to the provider (Chromium checks redirects
    // after a form post against form-action); Submit may lead to the submission system.
    formAction: [...self, ...origins([inputs.oidcIssuer, config.submissionUrl])],
  });
  return (sources) => policyHeader(policy, sources);
}

/** sha256 sources for every inline <script> in a piece of HTML (for pages with fixed scripts). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\bsrc\s*=/i.test(match[0].slice(0, match[0].indexOf('>'))) && match[1] !== '')
    .map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * The embedded provider's pages (/oidc): plain forms styled by one inline <style> block and a few
 * style attributes (hence 'unsafe-inline' for styles only), and the sign-out page's one-line
 * auto-submit script, allowed by its hash. Forms post to /oidc and redirect back to this site.
 */
export function providerPagePolicy(inputs: Pick<PolicyInputs, 'publicUrl'>, scriptHashes: string[]): string {
  const self = ["'self'", ...origins([inputs.publicUrl])];
  return policyHeader(
    policyOf({
      defaultSrc: ["'none'"],
      scriptSrc: scriptHashes.length ? scriptHashes : ["'none'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: [...self, 'data:'],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: self,
    }),
  );
}

/** Anything that is not a page (JSON, redirects, errors): nothing may run or frame it if opened as a document. */
export const resourcePolicy = policyHeader(policyOf({ defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] }));
