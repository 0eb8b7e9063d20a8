// SENTRY_DSN: where monitoring events go. Unset means the browser does not initialise Sentry at all.
import { parseSentryDsn } from './sentryDsn.ts';

export interface MonitoringConfig {
  sentryDsn?: string;
  /** ANALYTICS_SCRIPT_URL and ANALYTICS_ID (spec 9.5): loaded in the browser only after consent. */
  analyticsScriptUrl?: string;
  analyticsId?: string;
}

export function readMonitoringConfig(env: NodeJS.ProcessEnv): MonitoringConfig {
  const sentryDsn = env.SENTRY_DSN || undefined;
  if (sentryDsn !== undefined && !parseSentryDsn(sentryDsn)) {
    throw new Error('SENTRY_DSN must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project-id>.');
  }
  const analyticsScriptUrl = env.ANALYTICS_SCRIPT_URL || undefined;
  if (analyticsScriptUrl !== undefined && !/^(https?:\/\/|\/)/.test(analyticsScriptUrl)) {
    throw new Error('ANALYTICS_SCRIPT_URL must be an http(s) URL or a path on this site.');
  }
  const analyticsId = env.ANALYTICS_ID || undefined;
  return { sentryDsn, ...(analyticsScriptUrl ? { analyticsScriptUrl } : {}), ...(analyticsId ? { analyticsId } : {}) };
}
