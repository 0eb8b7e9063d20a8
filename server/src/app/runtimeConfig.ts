// The part of the server's configuration the browser needs, inlined into every page as
// window.__OAP_CONFIG__ (spec 7: "The base URL comes from page runtime configuration"). No secrets.
import type { PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import type { ServerConfig } from './config.ts';
import { monitoringTunnelPath } from '../features/monitoring/sentryTunnel.ts';

export function publicRuntimeConfig(
  config: Pick<ServerConfig, 'sentryDsn' | 'submissionUrl' | 'analyticsScriptUrl' | 'analyticsId'> &
    Partial<Pick<ServerConfig, 'publicUrl' | 'consentScriptUrl' | 'tagManagerScriptUrl' | 'tagManagerId' | 'iconHost' | 'iconFallbackHosts' | 'publisher'>>,
): PublicRuntimeConfig {
  return {
    apiBase: '',
    // The server render and the browser must agree on which links are the site's own.
    ...(config.publicUrl ? { siteOrigin: config.publicUrl } : {}),
    sentryDsn: config.sentryDsn ?? null,
    sentryTunnel: monitoringTunnelPath,
    submissionUrl: config.submissionUrl,
    analyticsScriptUrl: config.analyticsScriptUrl ?? null,
    analyticsId: config.analyticsId ?? null,
    consentScriptUrl: config.consentScriptUrl ?? null,
    tagManagerScriptUrl: config.tagManagerScriptUrl ?? null,
    tagManagerId: config.tagManagerId ?? null,
    // Icons are asked of the icon host (this site's /api/icons when none), then of each fallback in turn.
    ...(config.iconHost ? { iconHost: config.iconHost } : {}),
    ...(config.iconFallbackHosts?.length ? { iconFallbackHosts: config.iconFallbackHosts } : {}),
    // The name, logo and colour every page shows (header, footer, titles).
    ...(config.publisher ? { publisher: config.publisher } : {}),
  };
}
