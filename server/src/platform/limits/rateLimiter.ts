// Per-client rate limits: routes are limited by @fastify/rate-limit, whose store
// (sharedCountsStore.ts) counts here, in the database, so every server copy sharing it sees the
// same counts. Fixed windows per (rule, client): a hit is counted in memory at once and written to
// the database (rateLimitStore.ts) in batches off the request path, so a lock held by another
// process never stalls a request; each flush adds this copy's hits to the stored counts and reads
// back the totals.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fastifyRateLimit, { normalizeIP, type CreateRateLimitOptions, type RateLimitOptions } from '@fastify/rate-limit';
import { httpError } from '../../platform/http/httpError.ts';
import { takesPostCount } from '../../platform/http/inProcessCalls.ts';
import { sharedCountsStore, type SharedCountsOptions } from './sharedCountsStore.ts';
import { RateLimitStore, type CountKey } from './rateLimitStore.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';

export interface RateRule {
  /** Stored with the counts; unique per rule. */
  name: string;
  /** Hits allowed per client per window. */
  limit: number;
  windowSeconds: number;
}

/** The limits of the site. Generous for people, tight for scripts that hammer one endpoint. */
export const rateRules = {
  search: { name: 'search', limit: 300, windowSeconds: 60 },
  export: { name: 'export', limit: 20, windowSeconds: 60 },
  signIn: { name: 'sign-in', limit: 30, windowSeconds: 300 },
  register: { name: 'register', limit: 10, windowSeconds: 3600 },
  form: { name: 'form', limit: 30, windowSeconds: 600 },
  /** Confirmations of forms mailed to one address (the submissions are stored whatever the count). */
  formConfirmation: { name: 'form-confirmation', limit: 5, windowSeconds: 3600 },
  /**
   * Forms posted to pages (scripts off): each is a server render, whatever its page does with it, and
   * the reader is told of a mistake by the server rather than in the browser, so their budget is
   * larger than the API's. The API call a post's action makes is that same post, not counted again.
   */
  pagePost: { name: 'page-post', limit: 60, windowSeconds: 600 },
  /** Starting an authorisation at the embedded provider (a sign-in page, or the provider's interaction after a right password). */
  authorize: { name: 'authorize', limit: 60, windowSeconds: 300 },
  /** The embedded provider's sign-out page (each stores a short-lived provider session). */
  endSession: { name: 'end-session', limit: 60, windowSeconds: 300 },
  /** "Forgot password" posts per client, and per address (counted for any address, so the limit tells nothing about accounts). */
  forgotPassword: { name: 'forgot-password', limit: 10, windowSeconds: 3600 },
  forgotPasswordAddress: { name: 'forgot-password-address', limit: 3, windowSeconds: 3600 },
  /** Registrations per address: past it, an address that has an account is not mailed about it again. */
  registerAddress: { name: 'register-address', limit: 3, windowSeconds: 3600 },
  /** Sending the address-confirmation link again, per client and per account. */
  verifyResend: { name: 'verify-resend', limit: 10, windowSeconds: 3600 },
  verifyResendAccount: { name: 'verify-resend-account', limit: 3, windowSeconds: 3600 },
  /** Error reports and feedback relayed to Sentry (a page in trouble may send a burst). */
  monitoring: { name: 'monitoring', limit: 60, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

/** A rule's limit under RATE_LIMIT_SCALE (at least 1 while limiting is on). */
export function scaledLimit(rule: RateRule, scale: number): number {
  return Math.max(1, Math.round(rule.limit * scale));
}

interface Counter {
  rule: string;
  client: string;
  windowStart: number;
  /** When the window ends (ms): the counter is forgotten then. */
  windowEnd: number;
  /** Total seen in the database at the last flush (this copy's hits included). */
  stored: number;
  /** Hits of this copy not yet written. */
  pending: number;
  /** The client's last request against this rule (ms), refused ones included. */
  lastHitAt: number;
}

const FLUSH_INTERVAL_MS = 500;
/**
 * A counter with nothing pending is re-read at a flush only while its client is active (so another
 * copy's hits count here too); each flush costs what recent clients sent, not every client of the window.
 * Flushes go on while any client is active, whether or not this copy took its latest hits: a copy
 * whose last flush came before another copy's last batch would otherwise decide that client's next
 * request on counts that miss that batch (the two-server check, tools/scaleOut/twoServers.test.ts). On a
 * loaded machine another copy's last batch can land seconds after its last hit, and a copy that
 * stopped reading before it would take that many hits too many.
 */
const REFRESH_ACTIVE_MS = 5_000;
/** Counters kept in memory at most; beyond it those with nothing pending are dropped (the database keeps their counts). */
const MAX_COUNTERS = 100_000;

export class RateLimiter {
  private readonly counters = new Map<string, Counter>();
  private readonly store: RateLimitStore;
  private timer: NodeJS.Timeout | null = null;
  private lastPurge = 0;
  /** The flush running now: flushes run one after another, never two batches at once. */
  private flushing: Promise<boolean> = Promise.resolve(true);
  private closed = false;

  private readonly scale: number;
  private readonly now: () => number;

  /**
   * `scale` multiplies every limit (RATE_LIMIT_SCALE); 0 turns limiting off (benchmarks).
   * The database (migrated: table rate_limit_hits) should not wait for another writer's lock
   * (SQLite: busy_timeout 0, on a connection of its own): a failed flush is retried on the next one.
   */
  constructor(database: SqlDatabase, scale = 1, now: () => number = Date.now) {
    this.store = new RateLimitStore(database);
    this.scale = scale;
    this.now = now;
  }

  /** RATE_LIMIT_SCALE: multiplies every limit; 0 turns limiting off. */
  get limitScale(): number {
    return this.scale;
  }

  /** Counters held in memory (for tests and monitoring). */
  get tracked(): number {
    return this.counters.size;
  }

  /**
   * Counts one hit by `client` against the rule named `rule` in fixed windows of `windowMs`: the
   * client's count in this window (past `limit` when refused: a refused hit is not stored) and the
   * time left in the window. The counting behind @fastify/rate-limit's store (sharedCountsStore.ts).
   */
  count(rule: string, client: string, windowMs: number, limit: number): { current: number; ttlMs: number } {
    const nowMs = this.now();
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const ttlMs = windowStart + windowMs - nowMs;
    const key = `${rule}\u0000${client}\u0000${windowStart}`;
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { rule, client, windowStart, windowEnd: windowStart + windowMs, stored: 0, pending: 0, lastHitAt: nowMs };
      this.counters.set(key, counter);
    }
    counter.lastHitAt = nowMs;
    const seen = counter.stored + counter.pending;
    if (seen >= limit) return { current: seen + 1, ttlMs };
    counter.pending += 1;
    this.scheduleFlush();
    return { current: seen + 1, ttlMs };
  }

  private scheduleFlush(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /**
   * Writes pending hits and reads back totals; keeps them pending when the database is locked.
   * Resolves to whether the batch was written.
   */
  flush(): Promise<boolean> {
    const run = this.flushing.then(() => this.flushOnce());
    this.flushing = run;
    return run;
  }

  private async flushOnce(): Promise<boolean> {
    const nowMs = this.now();
    // Only what changed is written, and only active clients re-read: a flush never walks the
    // database for every client this copy has seen. The batch is taken now: hits counted while it
    // is written stay pending for the next one.
    const adding: Array<{ counter: Counter; hits: number }> = [];
    const reading: Counter[] = [];
    for (const counter of this.counters.values()) {
      if (counter.pending > 0) adding.push({ counter, hits: counter.pending });
      else if (counter.windowEnd > nowMs && nowMs - counter.lastHitAt < REFRESH_ACTIVE_MS) reading.push(counter);
    }
    // Nothing to send (an idle copy closing, a limiter that is off): the write lock is not taken,
    // and old windows are purged with the next batch.
    if (adding.length === 0 && reading.length === 0) {
      this.forget(nowMs);
      return true;
    }
    const purge = nowMs - this.lastPurge > 60_000;
    const keyOf = ({ rule, client, windowStart }: Counter): CountKey => ({ rule, client, windowStart });
    let totals;
    try {
      totals = await this.store.exchange({
        add: adding.map(({ counter, hits }) => ({ ...keyOf(counter), hits })),
        read: reading.map(keyOf),
        purgeBefore: purge ? nowMs - 24 * 3600_000 : null,
      });
    } catch {
      // Locked by another writer (or briefly unavailable): the hits stay pending and count locally.
      this.forget(nowMs);
      this.scheduleFlush();
      return false;
    }
    adding.forEach(({ counter, hits }, at) => {
      counter.stored = totals.added[at] ?? counter.stored + hits;
      counter.pending -= hits;
    });
    reading.forEach((counter, at) => {
      const stored = totals.read[at];
      if (stored !== null && stored !== undefined) counter.stored = Math.max(counter.stored, stored);
    });
    if (purge) this.lastPurge = nowMs;
    this.forget(nowMs);
    // Clients were active: their counts are read again at the next flush (see REFRESH_ACTIVE_MS).
    this.scheduleFlush();
    return true;
  }

  /**
   * Drops counters whose window has ended (they no longer decide anything) and, past MAX_COUNTERS,
   * the oldest with nothing pending: their counts are in the database, and the client's next hit
   * reads them back at the following flush.
   */
  private forget(nowMs: number): void {
    let excess = this.counters.size - MAX_COUNTERS;
    for (const [key, counter] of this.counters) {
      if (counter.pending > 0) continue;
      if (counter.windowEnd <= nowMs || excess > 0) {
        this.counters.delete(key);
        excess -= 1;
      }
    }
    // Still twice over while the database stays locked: even unwritten hits go (oldest first) before memory does.
    excess = this.counters.size - 2 * MAX_COUNTERS;
    for (const key of this.counters.keys()) {
      if (excess-- <= 0) break;
      this.counters.delete(key);
    }
  }

  /** Writes what is pending (when the database is free) and stops flushing. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.closed = true;
    await this.flush();
  }
}


declare module 'fastify' {
  interface FastifyInstance {
    /** The shared counts: every limit goes through @fastify/rate-limit over them (rateLimited, enforceRateLimit, limitWait). */
    rateLimiter: RateLimiter;
  }
}

/**
 * The client key of an address: IPv4 as it is (an IPv4-mapped IPv6 address becomes plain IPv4),
 * IPv6 by its /64 network, since one subscriber, or one cloud machine, holds a whole /64 and could
 * otherwise take a fresh address, and a fresh limit, for every request.
 */
export function clientKey(address: string): string {
  return normalizeIP(address.split('%')[0] ?? address, 64);
}

/** The client a limit applies to: its address (behind a proxy, Fastify's trustProxy decides it), an IPv6 one by its /64. */
export function clientOf(request: FastifyRequest): string {
  return clientKey(request.ip);
}

function tooManyRequests(retryAfterSeconds: number): Error {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return httpError(429, `Too many requests. Please wait ${retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`} and try again.`);
}

const noLimit = async (): Promise<void> => {};
/** Each app's route limiters, one per rule, made on first use (the plugin's decorators exist once it has loaded). */
const limitersOf = new WeakMap<FastifyInstance, Map<string, preHandlerAsyncHookHandler>>();

function limiterFor(app: FastifyInstance, rule: RateRule): preHandlerAsyncHookHandler {
  let limiters = limitersOf.get(app);
  if (!limiters) limitersOf.set(app, (limiters = new Map()));
  let limiter = limiters.get(rule.name);
  if (!limiter) {
    const scale = app.rateLimiter.limitScale;
    const options: RateLimitOptions & SharedCountsOptions = {
      ruleName: rule.name,
      max: scaledLimit(rule, scale),
      timeWindow: rule.windowSeconds * 1000,
      keyGenerator: clientOf,
    };
    limiter = scale <= 0 ? noLimit : app.rateLimit(options);
    limiters.set(rule.name, limiter);
  }
  return limiter;
}

type KeyedCheck = ReturnType<FastifyInstance['createRateLimit']>;
/** Each app's keyed checks, one per rule, made on first use (as limiterFor). */
const keyedChecksOf = new WeakMap<FastifyInstance, Map<string, KeyedCheck>>();
/** The key a request's next keyed check counts under: the library asks its keyGenerator for it at once. */
const keyOf = new WeakMap<FastifyRequest, string>();

function keyedCheckFor(app: FastifyInstance, rule: RateRule): KeyedCheck | null {
  const scale = app.rateLimiter.limitScale;
  if (scale <= 0) return null;
  let checks = keyedChecksOf.get(app);
  if (!checks) keyedChecksOf.set(app, (checks = new Map()));
  let check = checks.get(rule.name);
  if (!check) {
    const options: CreateRateLimitOptions & SharedCountsOptions = {
      ruleName: rule.name,
      max: scaledLimit(rule, scale),
      timeWindow: rule.windowSeconds * 1000,
      keyGenerator: (request) => keyOf.get(request) ?? clientOf(request),
    };
    check = app.createRateLimit(options);
    checks.set(rule.name, check);
  }
  return check;
}

/**
 * Counts the request against `rule` under `key` (its client unless given: the sign-in pages count an
 * address or an account too) through @fastify/rate-limit and the same shared counts as the routes,
 * without answering: the caller words the refusal (a page, or quietly sending no mail). The seconds
 * to wait when it is over the limit, else 0.
 */
export async function limitWait(request: FastifyRequest, rule: RateRule, key: string = clientOf(request)): Promise<number> {
  const check = keyedCheckFor(request.server, rule);
  if (!check) return 0;
  keyOf.set(request, key);
  const outcome = await check(request);
  return !outcome.isAllowed && outcome.isExceeded ? Math.max(1, outcome.ttlInSeconds) : 0;
}

/** Counts the request against `rule` and throws a 429 with Retry-After when its client is over it. */
export async function enforceRateLimit(request: FastifyRequest, reply: FastifyReply, rule: RateRule): Promise<void> {
  // A page's action sending on the form its reader posted: counted when the post arrived.
  if (takesPostCount(request)) return;
  await limiterFor(request.server, rule).call(request.server, request, reply);
}

/**
 * Installs @fastify/rate-limit on the root instance, over `limiter`'s shared counts, so every
 * plugin's routes reach it. No route is limited unless it asks (rateLimited, enforceRateLimit); only
 * Retry-After is sent, as before, not the counts.
 */
export function installRateLimiter(app: FastifyInstance, limiter: RateLimiter): void {
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
  void app.register(fastifyRateLimit, {
    global: false,
    store: sharedCountsStore(limiter),
    keyGenerator: clientOf,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
}

/** A route's onRequest hook that applies `rule` (before the body is even read). */
export function rateLimited(rule: RateRule) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => enforceRateLimit(request, reply, rule);
}
