// Error and performance monitoring (spec 7.6, 9.4) with @sentry/react, started once by the shell.
// The DSN comes from the page's runtime configuration; without one nothing is loaded and nothing is
// sent. The SDK is a separate chunk fetched only when a DSN is set, so pages stay lean otherwise, and
// so is this module (bootstrap.tsx); the error boundaries report through reportError.ts, which this
// module connects once the SDK has started. Events go to our own server's tunnel route, which
// forwards them to the DSN's project.
//
// Every event carries the remote and build it came from: the tags `remote` and
// `remote.build` name the page's remote (or the remote a boundary caught), and the `builds` context
// lists the build of every part of the page (shell included), the last known good where the page
// fell back to it.
import { runtimeConfig, type PublicRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import type { ErrorEvent } from '@sentry/react';
import { buildInUse, buildsInUse, currentPageRemote } from '../../runtime/releaseState.ts';
import type { RemoteName } from '@oap/contracts/federation/contract.ts';
import { setErrorReporter } from './reportError.ts';

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
        // Events the SDK catches itself (uncaught errors, rejections) are tagged here too.
        beforeSend: (event) => tagWithRemote(event),
        // The server request that rendered the page: its id finds that request's lines in the server's log.
        ...(config.requestId ? { initialScope: { tags: { request_id: config.requestId } } } : {}),
      });
      sentry = Sentry;
      setErrorReporter(reportError);
      return true;
    })
    .catch(() => false);
  return started;
}

/** Where an error happened, when the code that caught it knows: a remote page's boundary. */
export interface ErrorOrigin {
  remote?: RemoteName | undefined;
  build?: string | undefined;
  componentStack?: string | undefined;
}

/**
 * Adds the remote and build to an event (Sentry's beforeSend): the remote a boundary named, else the
 * page's remote; an event already tagged keeps its tags. Exported for the test.
 */
export function tagWithRemote<Event extends Pick<ErrorEvent, 'tags' | 'contexts'>>(event: Event, origin: ErrorOrigin = {}): Event {
  const remote = (event.tags?.['remote'] as RemoteName | undefined) ?? origin.remote ?? currentPageRemote() ?? undefined;
  const build = (event.tags?.['remote.build'] as string | undefined) ?? origin.build ?? (remote ? buildInUse(remote) : undefined);
  event.tags = { ...event.tags, remote: remote ?? 'shell', 'remote.build': build ?? buildsInUse()['shell'] ?? 'unknown' };
  event.contexts = { ...event.contexts, builds: buildsInUse() };
  return event;
}

/** Reports an error caught by an error boundary; does nothing when monitoring is off. */
export function reportError(error: unknown, origin: ErrorOrigin = {}): void {
  if (!sentry) return;
  const { tags, contexts } = tagWithRemote<Pick<ErrorEvent, 'tags' | 'contexts'>>({}, origin);
  sentry.captureException(error, { tags, contexts: { ...contexts, ...(origin.componentStack ? { react: { componentStack: origin.componentStack } } : {}) } });
}
