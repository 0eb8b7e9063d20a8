// The Content-Security-Policy values of the site, as pure functions of the configuration, so the
// plugin and its tests build the same strings. Two policies: the shell document (a nonce per
// response for its inline scripts) and the embedded provider's server-rendered pages under /oidc.
import { createHash } from 'node:crypto';
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

function serialize(directives: Array<[string, string[]]>): string {
  return directives.map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name)).join('; ');
}

/**
 * The shell document's policy. Scripts: this site, the response's nonce (the inline runtime config)
 * and the origins that remote builds and analytics load from; no 'unsafe-inline', no 'unsafe-eval'.
 * Styles are files (rspack emits .css; Module Federation adds <link>s), so no inline styles either.
 * `development`: the origins of this browser's development overrides (http and ws), only for its requests.
 */
export function pagePolicy(inputs: PolicyInputs, nonce: string, remotes: string[], development: string[] = [], attentionBadge = false): string {
  const config = inputs.runtimeConfig;
  const badgeApi = attentionBadge ? [attentionBadgeApi] : [];
  // Analytics, the consent service and the outside tag manager (each loaded only after consent).
  const analytics = origins([config.analyticsScriptUrl, config.consentScriptUrl, config.tagManagerScriptUrl]);
  const self = ["'self'", ...origins([inputs.publicUrl])];
  const sentry = Boolean(config.sentryDsn);
  return serialize([
    ['default-src', ["'self'"]],
    ['script-src', [...self, `'nonce-${nonce}'`, ...remotes, ...httpOnly(development), ...analytics, ...attentionBadgeHosts.script, ...badgeApi]],
    ['style-src', [...self, `'nonce-${nonce}'`, ...remotes, ...httpOnly(development), ...attentionBadgeHosts.style]],
    // Server-rendered markup carries React's style attributes (a bar's width, an element's position);
    // an attribute can hold declarations only, no rules, selectors or imports, so allowing them
    // keeps <style> elements under the nonce while the rendered page keeps its layout.
    ['style-src-attr', ["'unsafe-inline'"]],
    // data: for small inline images in CSS and rich text; remote builds may emit images and fonts.
    ['img-src', [...self, 'data:', ...remotes, ...httpOnly(development), ...analytics, ...origins([config.assetBase]), ...attentionBadgeHosts.img]],
    ['font-src', [...self, 'data:', ...remotes, ...httpOnly(development)]],
    // Sentry posts to the same-origin tunnel; icons may come from other hosts (iconHost, fallbacks).
    // A developer's dev server (dev/devOverrides.ts): its files, hot updates and the ws: of hot reload.
    ['connect-src', [...self, ...remotes, ...development, ...analytics, ...origins([config.iconHost, config.apiBase, ...(config.iconFallbackHosts ?? [])]), ...badgeApi]],
    // Sentry's session replay compresses in a worker it starts from a blob: URL.
    ['worker-src', sentry ? ["'self'", 'blob:'] : ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    // Sign in and Log out may post a form that redirects to the provider (Chromium checks redirects
    // after a form post against form-action); Submit may lead to the submission system.
    ['form-action', [...self, ...origins([inputs.oidcIssuer, config.submissionUrl])]],
  ]);
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
  return serialize([
    ['default-src', ["'none'"]],
    ['script-src', scriptHashes.length ? scriptHashes : ["'none'"]],
    ['style-src', ["'unsafe-inline'"]],
    ['img-src', [...self, 'data:']],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', self],
  ]);
}

/** Anything that is not a page (JSON, redirects, errors): nothing may run or frame it if opened as a document. */
export const resourcePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
