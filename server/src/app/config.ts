// Runtime configuration, read once from the environment. Every variable is listed in docs/configuration.md.
import path from 'node:path';
import { repositoryRoot } from '../platform/paths.ts';
import { readAuthConfig, type AuthConfig } from '../features/auth/authConfig.ts';
import { readMonitoringConfig, type MonitoringConfig } from '../platform/monitoring/monitoringConfig.ts';
import { readDevOverrideConfig, type DevOverrideConfig } from '../platform/dev/devOverrides.ts';
import { readMailConfig, type MailConfig } from '../platform/mail/mailConfig.ts';
import { readOperationsConfig, type OperationsConfig } from '../platform/operations/operationsConfig.ts';
import { readSharedCacheConfig, type SharedCacheConfig } from '../platform/cache/sitePurger.ts';
import { readPublisherConfig } from '../features/publisher/publisherConfig.ts';
import type { PublisherIdentity } from '@oap/contracts/site/publisher.ts';

/** AuthConfig: PUBLIC_URL, SESSION_SECRET, OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, SUBMISSION_URL; MonitoringConfig: SENTRY_DSN. */
export interface ServerConfig extends AuthConfig, MonitoringConfig {
  port: number;
  host: string;
  databasePath: string;
  /**
   * DATABASE_URL: a PostgreSQL database (postgres://user:password@host:port/name) for everything the
   * server stores, shared by several server copies; unset, the embedded SQLite file at DATABASE_PATH.
   */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections each of this copy's pools may hold on PostgreSQL (two pools). */
  databasePoolSize: number;
  releasesDir: string;
  shellDist: string;
  contentDir: string;
  logLevel: string;
  /** RATE_LIMIT_SCALE: multiplies every per-client rate limit; 0 turns them off (benchmarks only). */
  rateLimitScale: number;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe for the client address (rate limits,
   * usage counting). Unset trusts none; "true" trusts every hop, a number that many hops, anything
   * else is a comma-separated list of addresses or CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** SERVER_RENDERING: "off" sends every page as the client-rendered document (a kill switch, and the benchmarks' baseline). */
  serverRendering: boolean;
  /** DEV_OVERRIDES, DEVELOPER_EMAILS, DEV_REMOTE_HOSTS: who may load a remote from a dev server, and from where. */
  devOverrides: DevOverrideConfig;
  /** SMTP_URL, MAIL_OUTBOX_DIR, MAIL_FROM, EDITORIAL_OFFICE_EMAIL. */
  mail: MailConfig;
  /** METRICS_TOKEN, METRICS_PORT and the PRESSURE_* thresholds (operations/operationsConfig.ts). */
  operations: OperationsConfig;
  /**
   * REDIRECT_HOSTS: comma-separated hosts ("blog.publisher.example", with ":port" if not the default)
   * that a redirect rule of the shell's release may send readers to (spec 2.7); unset, rules to other
   * sites are not followed. Reader-supplied return paths never leave the site, whatever this says.
   */
  redirectHosts: string[];
  /** ICON_HOST, ICON_FALLBACK_HOSTS: the icon service and the hosts tried in turn when it fails (spec 7.6); unset, this site's /api/icons. */
  iconHost?: string;
  iconFallbackHosts: string[];
  /** CACHE_PURGE_*: the shared caches in front of the site, purged on changes (platform/cache/sitePurger.ts). */
  sharedCache: SharedCacheConfig;
  /**
   * CROSSMARK_POLICY_DOI: the DOI of the publisher's Crossmark policy page. Crossref registers a
   * correction's, retraction's or expression of concern's update relation only with one; unset, the
   * deposits carry no update relations.
   */
  crossmarkPolicyDoi: string | null;
  /** PUBLISHER_NAME, PUBLISHER_SHORT_NAME, PUBLISHER_LOGO_URL, PUBLISHER_BRAND_COLOR (features/publisher). */
  publisher: PublisherIdentity;
}

function resolveFromRoot(value: string | undefined, fallback: string): string {
  return path.resolve(repositoryRoot, value && value.length > 0 ? value : fallback);
}

function readDatabaseUrl(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('DATABASE_URL must be a PostgreSQL connection URL such as postgres://user:password@db.example.org:5432/publisher.');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (the server stores its data in PostgreSQL or, unset, in SQLite), not "${url.protocol}//".`);
  }
  return value;
}

function readPoolSize(value: string | undefined): number {
  if (value === undefined || value === '') return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 200) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 200, not "${value}".`);
  return size;
}

function readScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 0) throw new Error(`RATE_LIMIT_SCALE must be a number of 0 or more, not "${value}".`);
  return scale;
}

function readTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim()).filter(Boolean);
}

function readHostList(name: string, value: string | undefined): string[] {
  const hosts = (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  const bad = hosts.find((host) => !/^[a-z0-9.-]+(:\d{1,5})?$/.test(host));
  if (bad !== undefined) throw new Error(`${name} lists host names such as blog.publisher.example (with :port if needed), separated by commas; "${bad}" is not one.`);
  return hosts;
}

/** An origin such as https://icons.publisher.example, without a path (the icon client appends /api/icons). */
function readOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be origins such as https://icons.publisher.example, separated by commas; "${value}" is not one.`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.pathname !== '/' || url.search || url.username) {
    throw new Error(`${name} must be origins such as https://icons.publisher.example (no path), separated by commas; "${value}" is not one.`);
  }
  return url.origin;
}

/** A DOI as Crossref's schema takes it (10.NNNN/suffix), or null when unset. */
function readDoi(name: string, value: string | undefined): string | null {
  const doi = value?.trim();
  if (!doi) return null;
  if (!/^10\.\d{4,9}\/\S{1,200}$/.test(doi)) throw new Error(`${name} must be a DOI such as 10.5555/crossmark-policy (no https://doi.org/ in front), not "${value}".`);
  return doi;
}

function readIconHosts(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'iconHost' | 'iconFallbackHosts'> {
  const host = env.ICON_HOST?.trim();
  const fallbacks = (env.ICON_FALLBACK_HOSTS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return { ...(host ? { iconHost: readOrigin('ICON_HOST', host) } : {}), iconFallbackHosts: fallbacks.map((entry) => readOrigin('ICON_FALLBACK_HOSTS', entry)) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a number from 0 to 65535, not "${env.PORT}".`);
  }
  const auth = readAuthConfig(env, port);
  const publisher = readPublisherConfig(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databasePath: resolveFromRoot(env.DATABASE_PATH, 'var/data/publisher.sqlite'),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    databasePoolSize: readPoolSize(env.DATABASE_POOL_SIZE),
    releasesDir: resolveFromRoot(env.RELEASES_DIR, 'var/releases'),
    shellDist: resolveFromRoot(env.SHELL_DIST, 'shell/dist'),
    contentDir: resolveFromRoot(env.CONTENT_DIR, 'server/content'),
    logLevel: env.LOG_LEVEL ?? 'warn',
    rateLimitScale: readScale(env.RATE_LIMIT_SCALE),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    serverRendering: env.SERVER_RENDERING !== 'off',
    devOverrides: readDevOverrideConfig(env),
    ...auth,
    ...readMonitoringConfig(env),
    mail: readMailConfig(env, auth.publicUrl, resolveFromRoot, publisher.name),
    operations: readOperationsConfig(env, port),
    redirectHosts: readHostList('REDIRECT_HOSTS', env.REDIRECT_HOSTS),
    ...readIconHosts(env),
    sharedCache: readSharedCacheConfig(env),
    crossmarkPolicyDoi: readDoi('CROSSMARK_POLICY_DOI', env.CROSSMARK_POLICY_DOI),
    publisher,
  };
}
