// @fastify/rate-limit's store over the site's shared counts (RateLimiter in rateLimiter.ts): each
// route's limiter gets a child store named after its rule, and every hit lands in the database table
// that all server copies on the same database read, so a client's limit holds across copies.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiter } from './rateLimiter.ts';

/** What a limiter's options carry for the store besides the library's own: the rule the counts are stored under. */
export interface SharedCountsOptions {
  ruleName?: string;
}

/** The store class @fastify/rate-limit instantiates (`store` option), counting in `counts`. */
export function sharedCountsStore(counts: RateLimiter): FastifyRateLimitStoreCtor {
  return class SharedCountsStore implements FastifyRateLimitStore {
    private readonly rule: string;

    constructor(options: SharedCountsOptions) {
      this.rule = options.ruleName ?? 'default';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      let result: { current: number; ttl: number };
      try {
        const { current, ttlMs } = counts.count(this.rule, key, timeWindow, max);
        result = { current, ttl: ttlMs };
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      callback(null, result);
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new SharedCountsStore(routeOptions as SharedCountsOptions);
    }
  };
}
