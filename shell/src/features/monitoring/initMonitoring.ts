// Error and performance monitoring (spec 7.6, 9.4) with @sentry/react, started once by the shell.
// The DSN comes from the page's runtime configuration; without one nothing is loaded and nothing is
// sent. The SDK is a separate chunk fetched only when a DSN is set, so pages stay lean otherwise.
// Events go to our own server's tunnel route, which forwards them to the DSN's project.
import { runtimeConfig, type PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';

/** Spec 9.4. */
export const monitoringSampleRates = {
  sampleRate: 1,
  tracesSampleRate: 0.05,
  replaysSessionSampleRate: 0.05,
  replaysOnErrorSampleRate: 1,
} as const;

export const defaultMonitoringTunnel = '/api/monitoring/tunnel';

type SentryModule = typeof import('./sentrySdk.ts');

let started: Promise<boolean> | undefined;
let sentry: SentryModule | undefined;


/**
 * The page's CSP nonce: the server puts it on the document's inline scripts, and the policy allows
 * <style> and <script> elements only with it, so Sentry's feedback widget needs it for its styles.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/** Starts Sentry when the runtime configuration names a DSN; resolves to whether it did. Later calls return the first result. */
export function initMonitoring(config: PublicRuntimeConfig = runtimeConfig()): Promise<boolean> {
  if (started) return started;
  const dsn = config.sentryDsn;
  if (!dsn) {
    started = Promise.resolve(false);
    return started;
  }
  started = import(/* webpackChunkName: "monitoring" */ './sentrySdk.ts')
    .then((Sentry) => {
      const nonce = pageNonce();
      const nonceOptions = nonce ? { styleNonce: nonce, scriptNonce: nonce } : {};
      Sentry.init({
        dsn,
        tunnel: config.sentryTunnel ?? defaultMonitoringTunnel,
        ...monitoringSampleRates,
        // Spec 7.6: session replay and the feedback widget come with monitoring, never without it.
        integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration(), Sentry.feedbackIntegration({ colorScheme: 'light', ...nonceOptions })],
      });
      sentry = Sentry;
      return true;
    })
    .catch(() => false);
  return started;
}

/** Reports an error caught by an error boundary; does nothing when monitoring is off. */
export function reportError(error: unknown): void {
  sentry?.captureException(error);
}
