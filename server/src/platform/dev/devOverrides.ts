// Development overrides: a developer's browser loads one or more remotes from their own
// rspack dev server (`pnpm dev` in a remote's folder) while everything else comes from this site.
// The choice lives in one session cookie of that browser; the server re-checks it on every request
// (the reader must still be allowed, each URL must still pass validation), so a stale or planted
// cookie changes nothing for a reader who is not a developer.
import { remoteNames, type ReleaseManifest, type RemoteName } from '@oap/contracts/federation/contract.ts';

export const devOverrideCookie = 'oap_dev_remotes';
/** The build id the inlined manifest gives an overridden remote (published ids are hex hashes). */
export const developmentBuild = 'dev';

export type DevOverrides = Partial<Record<RemoteName, string>>;

export interface DevOverrideConfig {
  /** DEV_OVERRIDES=off turns the feature off entirely. */
  enabled: boolean;
  /** DEVELOPER_EMAILS: signed-in readers (by their session's email) allowed to use overrides anywhere. */
  developerEmails: string[];
  /** Hosts a dev build may be loaded from: localhost and 127.0.0.1, plus DEV_REMOTE_HOSTS. */
  remoteHosts: string[];
}

const list = (value: string | undefined) => (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);

export function readDevOverrideConfig(env: NodeJS.ProcessEnv): DevOverrideConfig {
  return {
    enabled: env.DEV_OVERRIDES !== 'off',
    developerEmails: list(env.DEVELOPER_EMAILS),
    remoteHosts: [...new Set(['localhost', '127.0.0.1', ...list(env.DEV_REMOTE_HOSTS)])],
  };
}

export type Validation = { ok: true; remote: RemoteName; url: string } | { ok: false; message: string };

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (remoteNames as readonly string[]).includes(value);
}

/** A remote this site knows and an http(s) URL of an mf-manifest.json on an allowed host. */
export function validateOverride(remote: unknown, url: unknown, allowedHosts: string[]): Validation {
  if (!isRemoteName(remote)) return { ok: false, message: `remote must be one of ${remoteNames.join(', ')}.` };
  if (typeof url !== 'string' || url.length > 500) return { ok: false, message: 'url must be the address of the dev build’s mf-manifest.json.' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, message: 'url is not an absolute URL.' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { ok: false, message: 'url must be http or https.' };
  if (parsed.username || parsed.password) return { ok: false, message: 'url must not carry credentials.' };
  if (!allowedHosts.includes(parsed.hostname.toLowerCase())) {
    return { ok: false, message: `url's host ${parsed.hostname} is not allowed (allowed: ${allowedHosts.join(', ')}; DEV_REMOTE_HOSTS adds more).` };
  }
  if (!parsed.pathname.endsWith('/mf-manifest.json')) return { ok: false, message: 'url must end with /mf-manifest.json.' };
  return { ok: true, remote, url: parsed.href };
}

export function encodeOverrides(overrides: DevOverrides): string {
  return Buffer.from(JSON.stringify(overrides)).toString('base64url');
}

/** The overrides a cookie value names, each re-validated; anything unreadable counts as none. */
export function decodeOverrides(value: string | undefined, allowedHosts: string[]): DevOverrides {
  if (!value || value.length > 4000) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const overrides: DevOverrides = {};
  for (const [remote, url] of Object.entries(parsed)) {
    const check = validateOverride(remote, url, allowedHosts);
    if (check.ok) overrides[check.remote] = check.url;
  }
  return overrides;
}

/** The release manifest with each overridden remote pointing at its dev build; the published build stays its fallback. */
export function applyOverrides(manifest: ReleaseManifest, overrides: DevOverrides): ReleaseManifest {
  const remotes = { ...manifest.remotes };
  for (const [remote, url] of Object.entries(overrides) as Array<[RemoteName, string]>) {
    const published = remotes[remote];
    if (!published) continue;
    // The dev build routes as the published one does: the server does not read a dev server's files.
    remotes[remote] = {
      name: published.name,
      build: developmentBuild,
      manifestUrl: url,
      lastKnownGood: { build: published.build, manifestUrl: published.manifestUrl },
      ...(published.routes ? { routes: published.routes } : {}),
    };
  }
  return { ...manifest, remotes };
}

/** Origins the page must be allowed to load from and connect to (http for files, ws for hot updates). */
export function devOrigins(overrides: DevOverrides | null): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(overrides ?? {})) {
    const { hostname, port, protocol } = new URL(url);
    // A dev server on this machine answers to both loopback names, and its hot-reload socket
    // (shared/rspack-config/dev.mjs) may use the other name than the override URL.
    const names = hostname === 'localhost' || hostname === '127.0.0.1' ? ['localhost', '127.0.0.1'] : [hostname];
    for (const name of names) {
      const host = port ? `${name}:${port}` : name;
      origins.add(`${protocol}//${host}`);
      origins.add(`${protocol === 'https:' ? 'wss' : 'ws'}://${host}`);
    }
  }
  return [...origins];
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The site is a developer's own: served over http on a loopback address (npm start's
 * http://localhost:3000), and this request came straight from the same machine, not through a proxy.
 */
export function isLocalReader(publicUrl: string, socketAddress: string | undefined, forwarded: boolean): boolean {
  const site = new URL(publicUrl);
  const localSite = site.protocol === 'http:' && (site.hostname === 'localhost' || loopback.test(site.hostname.replace(/^\[|\]$/g, '')));
  return localSite && !forwarded && loopback.test(socketAddress ?? '');
}
