// The page's runtime configuration (spec 7: "The base URL comes from page runtime configuration"):
// the server inlines it as window.__OAP_CONFIG__ before the shell starts. One type, read in one place.
// It is read through globalThis, never window, so the same code runs in a server render,
// where the server installs the same object once (installRuntimeConfig) and every render reads it.
import type { PublisherIdentity } from '@oap/contracts/site/publisher.ts';

export interface PublicRuntimeConfig {
  /** Prefix of API calls; empty means this site. */
  apiBase?: string;
  /**
   * The site's origin as readers reach it (PUBLIC_URL's origin). Decides which absolute links are
   * internal and makes structured-data URLs absolute; the server render and the browser must agree
   * on it, so it comes from here rather than from window.location.
   */
  siteOrigin?: string;
  /** Where Profile and Submit lead (spec 9.5). */
  submissionUrl?: string;
  /** Monitoring: null or absent means Sentry is not started and nothing is sent. */
  sentryDsn?: string | null;
  sentryTunnel?: string;
  /** The id of the server request that rendered this page (X-Request-Id, in the server's logs); error reports carry it. */
  requestId?: string;
  /** Analytics (spec 9.5), loaded only after consent. */
  analyticsScriptUrl?: string | null;
  analyticsId?: string | null;
  /** The local tag manager (spec 7.6), loaded only after consent. */
  tagManagerUrl?: string;
  /** The outside consent-management service (spec 7.6), told of the reader's choice once one is made. */
  consentScriptUrl?: string | null;
  /** The outside tag manager and its container id (spec 7.6), loaded with marketing consent only. */
  tagManagerScriptUrl?: string | null;
  tagManagerId?: string | null;
  /** Icon service host and fallbacks (spec 7.6); absent means this site's /api/icons. */
  iconHost?: string;
  iconFallbackHosts?: string[];
  /** Static-asset host for images (spec 7.6). */
  assetBase?: string;
  /** The publisher's name, logo and brand colour (read through @oap/contracts/site/publisher.ts). */
  publisher?: PublisherIdentity;
}

type ConfigGlobal = { __OAP_CONFIG__?: PublicRuntimeConfig };

export function runtimeConfig(): PublicRuntimeConfig {
  return (globalThis as ConfigGlobal).__OAP_CONFIG__ ?? {};
}

/** Server side: the configuration every render reads (the same object the document inlines). */
export function installRuntimeConfig(config: PublicRuntimeConfig): void {
  (globalThis as ConfigGlobal).__OAP_CONFIG__ = config;
}

/**
 * The site's origin: the configured one, else the page's own in the browser, else '' on a server
 * that was given none (then absolute links to the site count as external, which is safe).
 */
export function siteOrigin(): string {
  const configured = runtimeConfig().siteOrigin;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}
