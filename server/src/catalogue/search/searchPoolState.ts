// What the parts of the search pool (searchPool.ts) share: its bounds, the searches it holds (waiting
// here or handed to piscina), what it knows of its workers, and its counters.
import type { Piscina } from 'piscina';
import { CANCEL_SLOTS } from './protocol.ts';
import type { SearchAnswer, SearchTask } from './protocol.ts';
import { SEARCH_BUDGET_MS, SEARCH_QUEUE_LIMIT, SEARCH_QUEUE_WAIT_MS, type PoolOptions } from './searchPoolContract.ts';
import { JobQueue, type Job } from './searchJobs.ts';
import { WorkerThreads } from './searchWorkers.ts';

/** piscina as the pool drives it: one search in, one answer out. */
export type SearchPiscina = Piscina<SearchTask, SearchAnswer>;

export interface PoolState {
  /** Worker threads (piscina's minThreads and maxThreads). */
  readonly size: number;
  /** The budget of a search unless its store sets its own (withBudget). */
  readonly budgetMs: number;
  readonly queueWaitMs: number;
  readonly queueLimit: number;
  /** The cancellation ring (CANCEL_SLOTS Int32s) the workers read, and the pool's view of it. */
  readonly cancel: SharedArrayBuffer;
  readonly cancelled: Int32Array;
  readonly queue: JobQueue;
  /** Searches handed to piscina whose promise has not settled: piscina holds a worker for each. */
  readonly inFlight: Set<Job>;
  readonly threads: WorkerThreads;
  /** warm() callers waiting for every worker to load its index (or for the pool to close). */
  readonly readyWaiters: (() => void)[];
  readonly counts: { overBudget: number; restarts: number };
  nextId: number;
  closed: boolean;
}

export function createPoolState(options: PoolOptions): PoolState {
  const cancel = new SharedArrayBuffer(CANCEL_SLOTS * Int32Array.BYTES_PER_ELEMENT);
  return {
    size: Math.max(1, options.workers ?? 2),
    budgetMs: options.budgetMs ?? SEARCH_BUDGET_MS,
    queueWaitMs: options.queueWaitMs ?? SEARCH_QUEUE_WAIT_MS,
    queueLimit: options.queueLimit ?? SEARCH_QUEUE_LIMIT,
    cancel,
    cancelled: new Int32Array(cancel),
    queue: new JobQueue(),
    inFlight: new Set<Job>(),
    threads: new WorkerThreads(),
    readyWaiters: [],
    counts: { overBudget: 0, restarts: 0 },
    nextId: 1,
    closed: false,
  };
}
