// Per-client rate limits (issue 10), kept in the database so every server copy sharing the file sees
// the same counts. Fixed windows per (rule, client): a hit is counted in memory at once and written
// to SQLite in batches off the request path, so a lock held by another process never stalls a
// request; each flush adds this copy's hits to the stored counts and reads back the totals.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../errors/errorHandler.ts';

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
  /** Starting an authorisation at the embedded provider (each start stores an interaction). */
  authorize: { name: 'authorize', limit: 60, windowSeconds: 300 },
} as const satisfies Record<string, RateRule>;

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the client's window ends (for Retry-After). */
  retryAfterSeconds: number;
}

interface Counter {
  /** Total seen in the database at the last flush (this copy's hits included). */
  stored: number;
  /** Hits of this copy not yet written. */
  pending: number;
}

const FLUSH_INTERVAL_MS = 500;

export class RateLimiter {
  private readonly counters = new Map<string, Counter>();
  private readonly add: StatementSync;
  private readonly purge: StatementSync;
  private timer: NodeJS.Timeout | null = null;
  private lastPurge = 0;

  /**
   * `scale` multiplies every limit (RATE_LIMIT_SCALE); 0 turns limiting off (benchmarks).
   * The connection (migrated: table rate_limit_hits) should have a short busy timeout: a failed
   * flush is retried on the next one.
   */
  private readonly db: DatabaseSync;
  private readonly scale: number;
  private readonly now: () => number;

  constructor(db: DatabaseSync, scale = 1, now: () => number = Date.now) {
    this.db = db;
    this.scale = scale;
    this.now = now;
    this.add = db.prepare(
      `INSERT INTO rate_limit_hits (rule, client, window_start, hits) VALUES (?, ?, ?, ?)
       ON CONFLICT (rule, client, window_start) DO UPDATE SET hits = hits + excluded.hits RETURNING hits`,
    );
    this.purge = db.prepare('DELETE FROM rate_limit_hits WHERE window_start < ?');
  }

  /** Counts one hit by `client` against `rule`. */
  hit(rule: RateRule, client: string): RateDecision {
    if (this.scale <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const windowMs = rule.windowSeconds * 1000;
    const nowMs = this.now();
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000));
    const key = `${rule.name}\u0000${client}\u0000${windowStart}`;
    let counter = this.counters.get(key);
    if (!counter) {
      counter = { stored: 0, pending: 0 };
      this.counters.set(key, counter);
    }
    const limit = Math.max(1, Math.round(rule.limit * this.scale));
    if (counter.stored + counter.pending >= limit) return { allowed: false, retryAfterSeconds };
    counter.pending += 1;
    this.scheduleFlush();
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Writes pending hits and reads back totals; keeps them pending when the file is locked. */
  flush(): void {
    const nowMs = this.now();
    try {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        for (const [key, counter] of this.counters) {
          const [rule, client, start] = key.split('\u0000') as [string, string, string];
          const windowStart = Number(start);
          const row = this.add.get(rule, client, windowStart, counter.pending) as { hits: number } | undefined;
          counter.stored = row?.hits ?? counter.stored + counter.pending;
          counter.pending = 0;
        }
        if (nowMs - this.lastPurge > 60_000) {
          this.purge.run(nowMs - 24 * 3600_000);
          this.lastPurge = nowMs;
        }
        this.db.exec('COMMIT');
      } catch (error) {
        this.db.exec('ROLLBACK');
        throw error;
      }
    } catch {
      // Locked by another writer (or briefly unavailable): the hits stay pending and count locally.
      this.scheduleFlush();
      return;
    }
    // Forget windows that have ended (their counts no longer matter to any decision).
    for (const [key, counter] of this.counters) {
      const windowStart = Number(key.split('\u0000')[2]);
      if (counter.pending === 0 && windowStart < nowMs - 24 * 3600_000) this.counters.delete(key);
      else if (counter.pending === 0 && this.counters.size > 10_000 && windowStart < nowMs - 3600_000) this.counters.delete(key);
    }
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flush();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** The client a limit applies to: its address (behind a proxy, Fastify's trustProxy decides it). */
export function clientOf(request: FastifyRequest): string {
  return request.ip;
}

/**
 * Counts the request against `rule` and throws a 429 with Retry-After when the client is over it.
 * `client` defaults to the request's address; a caller may add to it (an account, a form).
 */
export function enforceRateLimit(request: FastifyRequest, reply: FastifyReply, rule: RateRule, client: string = clientOf(request)): void {
  const decision = request.server.rateLimiter.hit(rule, client);
  if (decision.allowed) return;
  void reply.header('retry-after', String(decision.retryAfterSeconds));
  const minutes = Math.ceil(decision.retryAfterSeconds / 60);
  throw httpError(429, `Too many requests. Please wait ${decision.retryAfterSeconds < 60 ? `${decision.retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`} and try again.`);
}

/** Installs the limiter on the root instance so every plugin's requests reach it. */
export function installRateLimiter(app: FastifyInstance, limiter: RateLimiter): void {
  app.decorate('rateLimiter', limiter);
  app.addHook('onClose', async () => limiter.close());
}

/** A route's onRequest hook that applies `rule` (before the body is even read). */
export function rateLimited(rule: RateRule) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => enforceRateLimit(request, reply, rule);
}
