// The site's purger, from its configuration: the server (release changes, content changes) and any
// command-line process (publishing) build the same one with `purgerFromEnv()`, and call it with the
// keys a change touches (purge.ts). Settings (docs/edge.md):
//
//   CACHE_PURGE_VARNISH      Varnish addresses, comma-separated (http://127.0.0.1:6081): PURGE by xkey
//   CACHE_PURGE_HOOK_URL     a CDN's or relay's purge endpoint, POSTed the keys
//   CACHE_PURGE_HOOK_FORMAT  keys (default), fastly, cloudflare or akamai: the body's shape (httpHookPurger.ts)
//   CACHE_PURGE_HOOK_HEADERS a JSON object of headers for each call: {"Authorization": "Bearer ..."}
//   CACHE_PURGE_REPEAT_MS    the purge is sent again this long after (default 1000; 0: once)
//   CACHE_PURGE_TIMEOUT_MS   how long one purge call may take (default 2000)
//
// Neither Varnish nor a hook: `noPurger`, and responses expire by their own lifetime.
//
// Why again after a second: a page rendered while the change was being made (a render under way, a
// server copy that sees the registry's change at its next poll, every 500 ms) may reach the cache
// just after the purge; the second purge takes it out, so a changed page is fresh within 2 s.
import { noPurger, type Purger } from './purge.ts';
import { VarnishPurger } from './varnishPurger.ts';
import { HttpHookPurger, hookFormats, type HookFormat, type HttpHookOptions } from './httpHookPurger.ts';

export interface SharedCacheConfig {
  varnish: string[];
  hook: HttpHookOptions | null;
  repeatMs: number;
  timeoutMs: number;
}

function readMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 60_000) throw new Error(`${name} must be a whole number of milliseconds from 0 to 60000, not "${value}".`);
  return ms;
}

function readOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http:// or https:// address such as http://127.0.0.1:6081, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http:// or https:// address, not "${value}".`);
  return value;
}

function readHookHeaders(value: string | undefined): Record<string, string> {
  if (value === undefined || value === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    // The value holds credentials: the message never repeats it.
    throw new Error('CACHE_PURGE_HOOK_HEADERS must be a JSON object of header names and values, such as {"Authorization": "Bearer …"}.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !Object.values(parsed).every((entry) => typeof entry === 'string')) {
    throw new Error('CACHE_PURGE_HOOK_HEADERS must be a JSON object whose values are strings.');
  }
  return parsed as Record<string, string>;
}

export function readSharedCacheConfig(env: NodeJS.ProcessEnv = process.env): SharedCacheConfig {
  const timeoutMs = readMs(env, 'CACHE_PURGE_TIMEOUT_MS', 2000);
  const varnish = (env.CACHE_PURGE_VARNISH ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => readOrigin('CACHE_PURGE_VARNISH', entry));
  const hookUrl = env.CACHE_PURGE_HOOK_URL ?? '';
  const format = env.CACHE_PURGE_HOOK_FORMAT || 'keys';
  if (!(hookFormats as readonly string[]).includes(format)) throw new Error(`CACHE_PURGE_HOOK_FORMAT must be one of ${hookFormats.join(', ')}, not "${format}".`);
  const hook = hookUrl ? { url: readOrigin('CACHE_PURGE_HOOK_URL', hookUrl), format: format as HookFormat, headers: readHookHeaders(env.CACHE_PURGE_HOOK_HEADERS), timeoutMs } : null;
  return { varnish, hook, repeatMs: readMs(env, 'CACHE_PURGE_REPEAT_MS', 1000), timeoutMs };
}

/** True when a shared cache in front of the site is purged on changes. */
export function purgesSharedCache(config: SharedCacheConfig): boolean {
  return config.varnish.length > 0 || config.hook !== null;
}

/** Purges through every one of `purgers`; fails (after all have been tried) if any failed. */
export function everyPurger(purgers: readonly Purger[]): Purger {
  if (purgers.length === 0) return noPurger;
  if (purgers.length === 1) return purgers[0]!;
  return {
    async purge(keys) {
      const outcomes = await Promise.allSettled(purgers.map((purger) => purger.purge(keys)));
      const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as Error] : []));
      if (failures.length === 1) throw failures[0];
      if (failures.length > 1) throw new AggregateError(failures, failures.map((failure) => failure.message).join('; '));
    },
  };
}

/** Purges, then once more after `repeatMs` (see the top of this file); resolves after both. */
export function repeatedPurger(purger: Purger, repeatMs: number): Purger {
  if (repeatMs === 0) return purger;
  return {
    async purge(keys) {
      await purger.purge(keys);
      await new Promise((resolve) => setTimeout(resolve, repeatMs));
      await purger.purge(keys);
    },
  };
}

/** The shared caches' purger for `config` (noPurger when none is configured). */
export function sharedCachePurger(config: SharedCacheConfig): Purger {
  const purgers: Purger[] = [];
  if (config.varnish.length > 0) purgers.push(new VarnishPurger(config.varnish, { timeoutMs: config.timeoutMs }));
  if (config.hook) purgers.push(new HttpHookPurger(config.hook));
  if (purgers.length === 0) return noPurger;
  return repeatedPurger(everyPurger(purgers), config.repeatMs);
}

/** The site's purger from the environment: what a command-line process (publishing) calls. */
export function purgerFromEnv(env: NodeJS.ProcessEnv = process.env): Purger {
  return sharedCachePurger(readSharedCacheConfig(env));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's purger: its own page cache (when it keeps one) and the shared caches in front. */
    sitePurger: Purger;
  }
}
