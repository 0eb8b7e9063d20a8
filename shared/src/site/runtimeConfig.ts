// The page's runtime configuration (spec 7: "The base URL comes from page runtime configuration"):
// the server inlines it as window.__OAP_CONFIG__ before the shell starts. One type, read in one place.
export interface PublicRuntimeConfig {
  /** Prefix of API calls; empty means this site. */
  apiBase?: string;
  /** Where Profile and Submit lead (spec 9.5). */
  submissionUrl?: string;
  /** Monitoring: null or absent means Sentry is not started and nothing is sent. */
  sentryDsn?: string | null;
  sentryTunnel?: string;
  /** Analytics (spec 9.5), loaded only after consent. */
  analyticsScriptUrl?: string | null;
  analyticsId?: string | null;
  /** The local tag manager (spec 7.6), loaded only after consent. */
  tagManagerUrl?: string;
  /** Icon service host and fallbacks (spec 7.6); absent means this site's /api/icons. */
  iconHost?: string;
  iconFallbackHosts?: string[];
  /** Static-asset host for images (spec 7.6). */
  assetBase?: string;
}

export function runtimeConfig(): PublicRuntimeConfig {
  return (globalThis as { __OAP_CONFIG__?: PublicRuntimeConfig }).__OAP_CONFIG__ ?? {};
}
