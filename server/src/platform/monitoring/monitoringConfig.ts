// SENTRY_DSN: where monitoring events go. Unset means the browser does not initialise Sentry at all.
import { parseSentryDsn } from './sentryDsn.ts';

export interface MonitoringConfig {
  sentryDsn?: string;
  /** ANALYTICS_SCRIPT_URL and ANALYTICS_ID (spec 9.5): loaded in the browser only after consent. */
  analyticsScriptUrl?: string;
  analyticsId?: string;
  /** CONSENT_SCRIPT_URL (spec 7.6): the consent-management service, told of the reader's choice once made. */
  consentScriptUrl?: string;
  /** TAG_MANAGER_SCRIPT_URL and TAG_MANAGER_ID (spec 7.6): the outside tag manager, loaded with marketing consent only. */
  tagManagerScriptUrl?: string;
  tagManagerId?: string;
}

/** An outside script's address from the environment: an http(s) URL or a path on this site. */
function scriptUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name] || undefined;
  if (value !== undefined && !/^(https?:\/\/|\/)/.test(value)) throw new Error(`${name} must be an http(s) URL or a path on this site.`);
  return value;
}

export function readMonitoringConfig(env: NodeJS.ProcessEnv): MonitoringConfig {
  const sentryDsn = env.SENTRY_DSN || undefined;
  if (sentryDsn !== undefined && !parseSentryDsn(sentryDsn)) {
    throw new Error('SENTRY_DSN must be a Sentry DSN such as https://<key>@o0.ingest.sentry.io/<project-id>.');
  }
  const optional = {
    analyticsScriptUrl: scriptUrl(env, 'ANALYTICS_SCRIPT_URL'),
    analyticsId: env.ANALYTICS_ID || undefined,
    consentScriptUrl: scriptUrl(env, 'CONSENT_SCRIPT_URL'),
    tagManagerScriptUrl: scriptUrl(env, 'TAG_MANAGER_SCRIPT_URL'),
    tagManagerId: env.TAG_MANAGER_ID || undefined,
  };
  return { sentryDsn, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) };
}
