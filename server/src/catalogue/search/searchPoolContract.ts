// What the search pool (searchPool.ts) promises its callers: its bounds, the answers it gives when a
// search cannot be done now, and its interface.
import type { SearchStore } from '../store.ts';

/** Time a search may run in a worker before the worker is terminated. */
export const SEARCH_BUDGET_MS = 3000;
/** Time a search may wait for a free worker. */
export const SEARCH_QUEUE_WAIT_MS = 3000;
/** Searches that may wait for a worker at once. */
export const SEARCH_QUEUE_LIMIT = 200;
/** Seconds a 503 asks the reader to wait (Retry-After). */
export const SEARCH_RETRY_AFTER_SECONDS = 5;

/** SEARCH_WORKERS: worker threads for searches (default 2; 0 runs searches on the main thread). */
export function searchWorkersFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.SEARCH_WORKERS;
  if (value === undefined || value === '') return 2;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > 64) throw new Error(`SEARCH_WORKERS must be a whole number from 0 to 64, not "${value}".`);
  return count;
}

/** The search could not be done now (over budget, too many waiting): answered 503 with Retry-After. */
export class SearchUnavailableError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = SEARCH_RETRY_AFTER_SECONDS;
}

export const TOO_LONG_MESSAGE = 'The search took too long. Try fewer or more specific terms.';
export const BUSY_MESSAGE = 'Search is busy right now. Please try again in a few seconds.';

export interface PoolOptions {
  databasePath: string;
  workers?: number;
  budgetMs?: number;
  queueWaitMs?: number;
  queueLimit?: number;
}

export interface PoolStats {
  workers: number;
  ready: number;
  running: number;
  queued: number;
  /** Searches stopped over budget (each one cost a worker restart). */
  overBudget: number;
  restarts: number;
}

export interface SearchPool extends SearchStore {
  /** The same store, with searches cancelled when `signal` aborts (the reader left). */
  withSignal(signal: AbortSignal): SearchStore;
  /** The same store with its own budget (tests of the budget). */
  withBudget(budgetMs: number): SearchStore;
  stats(): PoolStats;
  close(): Promise<void>;
}
