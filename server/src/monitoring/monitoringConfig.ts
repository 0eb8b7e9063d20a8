// SENTRY_DSN: where monitoring events go. Unset means the browser does not initialise Sentry at all.
import { parseSentryDsn } from './sentryDsn.ts';

export interface MonitoringConfig {
  sentryDsn?: string;
}

export function readMonitoringConfig(env: NodeJS.ProcessEnv): MonitoringConfig {
  const sentryDsn = env.SENTRY_DSN || undefined;
  if (sentryDsn !== undefined && !parseSentryDsn(sentryDsn)) {
    throw new Error('SENTRY_DSN must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project-id>.');
  }
  return { sentryDsn };
}
