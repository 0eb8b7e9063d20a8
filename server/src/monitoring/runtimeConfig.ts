// The part of the server's configuration the browser needs, inlined into every page as
// window.__OAP_CONFIG__ (spec 7: "The base URL comes from page runtime configuration").
import type { ServerConfig } from '../config.ts';
import { monitoringTunnelPath } from './sentryTunnel.ts';

export interface PublicRuntimeConfig {
  /** Sentry DSN (public by design); null means the shell does not initialise Sentry and nothing is sent. */
  sentryDsn: string | null;
  /** Where the shell sends Sentry envelopes: this server's tunnel route. */
  sentryTunnel: string;
  /** Where Profile and Submit lead (spec 9.5). */
  submissionUrl: string;
}

export function publicRuntimeConfig(config: Pick<ServerConfig, 'sentryDsn' | 'submissionUrl'>): PublicRuntimeConfig {
  return { sentryDsn: config.sentryDsn ?? null, sentryTunnel: monitoringTunnelPath, submissionUrl: config.submissionUrl };
}
