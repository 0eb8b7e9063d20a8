// Searches off the event loop (issue 10): a pool of worker threads, each with its own read-only
// connection and search store (searchWorker.ts). node:sqlite blocks the thread it runs on, so one
// costly search used to stall every request; here it stalls one worker at most, for at most
// SEARCH_BUDGET_MS, after which the worker is terminated and replaced and the reader gets a 503.
//
// Bounds: SEARCH_BUDGET_MS per search once a worker runs it; a search waits at most
// SEARCH_QUEUE_WAIT_MS for a worker and at most SEARCH_QUEUE_LIMIT searches wait (beyond that the
// answer is an immediate 503). A reader who leaves cancels a waiting search, and a running one stops
// at its next step (createSearchStore's checkpoint) without a restart.
//
// An article search prefers the worker that ran the same words and filters before (affinityOf), whose
// memo holds their selection: the next page or sort of a search costs its page, not the search.
//
// Worker search stores keep their own article index: view counts recorded on the main thread reach
// them only when the catalogue is reloaded (a re-seed) or the worker restarts, so "most viewed" in
// search may lag behind the article pages' own counts.
import { Worker } from 'node:worker_threads';
import type { SearchStore } from '../store/store.ts';
import { SearchInputError } from '../store/sqliteSearch.ts';
import type { JobMessage, SearchMethod, WorkerData, WorkerMessage } from './protocol.ts';

/** Time a search may run in a worker before the worker is terminated. */
export const SEARCH_BUDGET_MS = 3000;
/** Time a search may wait for a free worker. */
export const SEARCH_QUEUE_WAIT_MS = 3000;
/** Searches that may wait for a worker at once. */
export const SEARCH_QUEUE_LIMIT = 200;
/** How long a search waits while no worker is up (start, restarts) before it is answered 503. */
const STARTUP_WAIT_MS = 30_000;
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

interface Job {
  id: number;
  /** The worker that has this search's selection in its memo, when it asks for one (see affinityOf); -1 for any. */
  affinity: number;
  budgetMs: number;
  queuedAt: number;
  method: SearchMethod;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
  settled: boolean;
  /** The wait for a worker. */
  timer: NodeJS.Timeout | null;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | null;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  /** The budget of the running job: kept when its reader leaves, so a stuck worker is still stopped. */
  budget: NodeJS.Timeout | null;
  cancel: Int32Array;
}

const workerUrl = new URL('./searchWorker.ts', import.meta.url);

/** How far down the queue a free worker looks for a search that prefers it. */
const AFFINITY_LOOKAHEAD = 16;

/**
 * Which worker an article search prefers: the one chosen by its words, filters and scope (not its
 * sort or page), so that the next page or another sort of a search finds its selection in that
 * worker's memo (sqliteSearch/selection.ts). Other calls go to any worker.
 */
export function affinityOf(method: SearchMethod, args: unknown[], workers: number): number {
  if (workers < 2 || (method !== 'articles' && method !== 'articleFacets' && method !== 'exportArticles')) return -1;
  const query = (args[0] ?? {}) as Record<string, unknown>;
  const key = JSON.stringify([query.q ?? '', query.advanced ?? [], query.basic ?? [], query.facets ?? [], query.nameSystem ?? '', (args[1] as { scope?: unknown } | undefined)?.scope ?? null]);
  // FNV-1a: cheap and spreads similar keys.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % workers;
}

export function createSearchPool(options: PoolOptions): SearchPool {
  const size = Math.max(1, options.workers ?? 2);
  const budgetMs = options.budgetMs ?? SEARCH_BUDGET_MS;
  const queueWaitMs = options.queueWaitMs ?? SEARCH_QUEUE_WAIT_MS;
  const queueLimit = options.queueLimit ?? SEARCH_QUEUE_LIMIT;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  const readyWaiters: (() => void)[] = [];
  let nextId = 1;
  let closed = false;
  const counts = { overBudget: 0, restarts: 0 };

  const settle = (job: Job, error: Error | null, value?: unknown) => {
    if (job.settled) return;
    job.settled = true;
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (error) job.reject(error);
    else job.resolve(value);
  };

  const finish = (slot: Slot) => {
    if (slot.budget) clearTimeout(slot.budget);
    slot.budget = null;
    slot.job = null;
  };

  function spawn(at: number): void {
    const cancel = new SharedArrayBuffer(4);
    const data: WorkerData = { databasePath: options.databasePath, cancel };
    const worker = new Worker(workerUrl, { workerData: data });
    const slot: Slot = { worker, ready: false, job: null, budget: null, cancel: new Int32Array(cancel) };
    slots[at] = slot;
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
        for (const check of readyWaiters.splice(0)) check();
        dispatch();
        return;
      }
      if (message.type === 'failed') {
        // The database could not be opened: try again later rather than in a tight loop.
        void worker.terminate();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      finish(slot);
      if (message.type === 'result') settle(job, null, message.value);
      else if (message.statusCode === 400) settle(job, new SearchInputError(message.message));
      else settle(job, Object.assign(new Error(`search worker: ${message.message}`), { statusCode: message.statusCode }));
      dispatch();
    });
    worker.on('error', () => {
      // Followed by 'exit', which replaces the worker.
    });
    worker.on('exit', () => {
      if (slots[at] !== slot) return;
      if (slot.job) settle(slot.job, new SearchUnavailableError(BUSY_MESSAGE));
      finish(slot);
      if (closed) return;
      counts.restarts++;
      // A worker that never got ready (the file cannot be opened) is retried once a second, not in a loop.
      const again = setTimeout(() => spawn(at), slot.ready ? 0 : 1000);
      again.unref();
    });
  }

  /**
   * The next job for a free worker: the first of the oldest few that prefer it (they find their
   * selection in its memo: another page or sort of a search it ran), else the oldest.
   */
  function nextJobFor(at: number): Job {
    const look = Math.min(queue.length, AFFINITY_LOOKAHEAD);
    for (let i = 0; i < look; i++) {
      if ((queue[i] as Job).affinity === at) return queue.splice(i, 1)[0] as Job;
    }
    return queue.shift() as Job;
  }

  function dispatch(): void {
    for (const [at, slot] of slots.entries()) {
      if (!queue.length) return;
      if (!slot.ready || slot.job) continue;
      const job = nextJobFor(at);
      if (job.timer) clearTimeout(job.timer);
      slot.job = job;
      Atomics.store(slot.cancel, 0, 0);
      job.timer = null;
      const overBudget = () => {
        // Over budget: the thread is stopped (this takes effect when its SQLite call returns) and replaced.
        counts.overBudget++;
        counts.restarts++;
        settle(job, new SearchUnavailableError(TOO_LONG_MESSAGE));
        finish(slot);
        slot.ready = false;
        void slot.worker.terminate();
        // The replacement takes the slot at once (the old worker's exit then changes nothing).
        spawn(slots.indexOf(slot));
        dispatch();
      };
      // A budget of nothing is spent before the search starts (not after a timer tick, which a fast
      // worker could beat: the budget tests relied on that race).
      if (job.budgetMs <= 0) {
        overBudget();
        return;
      }
      slot.budget = setTimeout(overBudget, job.budgetMs);
      const message: JobMessage = { id: job.id, method: job.method, args: job.args };
      slot.worker.postMessage(message);
    }
  }

  function waitTimer(job: Job): NodeJS.Timeout {
    return setTimeout(() => {
      // While no worker is up yet (start, restarts) the wait does not count against the search, up to a point.
      if (!slots.some((slot) => slot.ready) && Date.now() - job.queuedAt < STARTUP_WAIT_MS) {
        job.timer = waitTimer(job);
        return;
      }
      const at = queue.indexOf(job);
      if (at >= 0) queue.splice(at, 1);
      settle(job, new SearchUnavailableError(BUSY_MESSAGE));
    }, queueWaitMs);
  }

  function run(method: SearchMethod, args: unknown[], signal: AbortSignal | undefined, jobBudgetMs: number): Promise<unknown> {
    const affinity = affinityOf(method, args, size);
    if (closed) return Promise.reject(new SearchUnavailableError(BUSY_MESSAGE));
    if (signal?.aborted) return Promise.reject(new SearchUnavailableError('The search was cancelled.'));
    if (queue.length >= queueLimit) return Promise.reject(new SearchUnavailableError(BUSY_MESSAGE));
    return new Promise((resolve, reject) => {
      const job: Job = { id: nextId++, affinity, budgetMs: jobBudgetMs, queuedAt: Date.now(), method, args, resolve, reject, settled: false, timer: null, signal, onAbort: null };
      if (signal) {
        job.onAbort = () => {
          const at = queue.indexOf(job);
          if (at >= 0) queue.splice(at, 1);
          const slot = slots.find((s) => s.job === job);
          // A running search stops at its next step; the worker stays (its answer is dropped).
          if (slot) Atomics.store(slot.cancel, 0, job.id);
          settle(job, new SearchUnavailableError('The search was cancelled.'));
        };
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      job.timer = waitTimer(job);
      queue.push(job);
      dispatch();
    });
  }

  for (let at = 0; at < size; at++) spawn(at);

  const storeFor = (signal?: AbortSignal, jobBudgetMs = budgetMs): SearchStore => {
    const call = <T>(method: SearchMethod, args: unknown[]) => run(method, args, signal, jobBudgetMs) as Promise<T>;
    return {
      warm: () =>
        new Promise<void>((wake) => {
          const check = () => (closed || slots.every((slot) => slot.ready) ? wake() : readyWaiters.push(check));
          check();
        }),
      articles: (...args) => call('articles', args),
      articleFacets: (...args) => call('articleFacets', args),
      journals: (...args) => call('journals', args),
      journalFacets: (...args) => call('journalFacets', args),
      topics: (...args) => call('topics', args),
      topicFacets: (...args) => call('topicFacets', args),
      awards: (...args) => call('awards', args),
      awardFacets: (...args) => call('awardFacets', args),
      journalFinder: (...args) => call('journalFinder', args),
      rankedArticles: (...args) => call('rankedArticles', args),
      exportArticles: (...args) => call('exportArticles', args),
    };
  };

  return {
    ...storeFor(),
    withSignal: (signal) => storeFor(signal),
    withBudget: (jobBudgetMs) => storeFor(undefined, jobBudgetMs),
    stats: () => ({
      workers: slots.length,
      ready: slots.filter((slot) => slot.ready).length,
      running: slots.filter((slot) => slot.job).length,
      queued: queue.length,
      ...counts,
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) settle(job, new SearchUnavailableError(BUSY_MESSAGE));
      for (const slot of slots) {
        if (slot.job) settle(slot.job, new SearchUnavailableError(BUSY_MESSAGE));
        finish(slot);
      }
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
