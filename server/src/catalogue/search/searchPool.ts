// Searches off the event loop (issue 10): a piscina pool of worker threads, each with its own
// read-only connection and search store (searchWorker.ts). node:sqlite blocks the thread it runs on,
// so one costly search used to stall every request; here it stalls one worker at most, for at most
// SEARCH_BUDGET_MS, after which piscina terminates and replaces the worker and the reader gets a 503.
//
// Bounds: SEARCH_BUDGET_MS per search once a worker runs it; a search waits at most
// SEARCH_QUEUE_WAIT_MS for a worker and at most SEARCH_QUEUE_LIMIT searches wait (beyond that the
// answer is an immediate 503). A reader who leaves cancels a waiting search, and a running one stops at
// its next step (createSearchStore's checkpoint) without a restart: aborting piscina's signal would
// terminate the worker and cost it its loaded index. piscina's signal is kept for the search over its
// budget, whose worker is to be terminated.
//
// Searches wait here, not in piscina's queue, and go to piscina only when a worker is free: piscina
// keeps the tasks that carry a signal in a second queue that does not keep their order (a search
// could wait behind later ones past SEARCH_QUEUE_WAIT_MS; seen with 16 callers on 2 workers), its
// maxQueue does not count them, and its queue cannot pick a search for the worker that has its
// selection in memory.
//
// An article search prefers the worker that ran the same words and filters before (affinityOf), whose
// memo holds their selection: the next page or sort of a search costs its page, not the search.
//
// Worker search stores keep their own article index: view counts recorded on the main thread reach
// them only when the catalogue is reloaded (a re-seed) or the worker restarts, so "most viewed" in
// search may lag behind the article pages' own counts.
import { Piscina, queueOptionsSymbol } from 'piscina';
import type { PiscinaTask } from 'piscina';
import type { SearchStore } from '../store.ts';
import { SearchInputError } from '../searchInputError.ts';
import { CANCEL_SLOTS } from './protocol.ts';
import { affinityOf } from './searchPoolAffinity.ts';
import { StopSignal } from './searchPoolSignal.ts';
import type { SearchAnswer, SearchMethod, SearchTask, WorkerData, WorkerReadyMessage } from './protocol.ts';

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

const workerUrl = new URL('../sqlite/searchWorker.ts', import.meta.url);

/** How far down the queue a free worker looks for a search that prefers it. */
const AFFINITY_LOOKAHEAD = 16;

/** Also exported from here, where callers have always found it. */
export { affinityOf };


/** One search from its call to its answer. */
interface Job {
  id: number;
  /** The worker slot whose memo has this search's selection (see affinityOf); -1 for any. */
  affinity: number;
  budgetMs: number;
  queuedAt: number;
  method: SearchMethod;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** waiting: in this pool's queue; sent: handed to piscina; done: answered (or given up). */
  state: 'waiting' | 'sent' | 'done';
  /** The worker thread piscina's balancer gave it to (0: not yet). */
  thread: number;
  /** Its budget runs (from the moment its worker has loaded its index). */
  started: boolean;
  /** The wait for a worker, then the budget. */
  timer: NodeJS.Timeout | null;
  /** piscina's signal, aborted only when the search is over its budget (or waits in piscina's queue past its time). */
  stop: StopSignal | null;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | null;
}

/** A task as piscina holds it: the job rides along under queueOptionsSymbol for the balancer (never cloned to the worker). */
type QueuedTask = PiscinaTask & { [queueOptionsSymbol]?: Job | null };
type LoadBalancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;

export function createSearchPool(options: PoolOptions): SearchPool {
  const size = Math.max(1, options.workers ?? 2);
  const budgetMs = options.budgetMs ?? SEARCH_BUDGET_MS;
  const queueWaitMs = options.queueWaitMs ?? SEARCH_QUEUE_WAIT_MS;
  const queueLimit = options.queueLimit ?? SEARCH_QUEUE_LIMIT;
  const cancel = new SharedArrayBuffer(CANCEL_SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const cancelled = new Int32Array(cancel);
  const queue: Job[] = [];
  /** Searches handed to piscina whose promise has not settled: piscina holds a worker for each. */
  const inFlight = new Set<Job>();
  /** Threads that have opened the file and loaded their index. */
  const ready = new Set<number>();
  /** Threads running a search (as piscina sees it: until its answer, or its termination). */
  const busy = new Set<number>();
  /** Searches handed to a thread that is still loading its index: their budgets start when it is ready. */
  const sentEarly = new Map<number, Job[]>();
  /** Worker thread id to affinity slot (0..size-1): a replacement takes its predecessor's slot. */
  const slots = new Map<number, number>();
  const readyWaiters: (() => void)[] = [];
  const counts = { overBudget: 0, restarts: 0 };
  let nextId = 1;
  let closed = false;

  const slotOf = (thread: number): number => {
    let slot = slots.get(thread);
    if (slot === undefined) {
      const taken = new Set(slots.values());
      slot = 0;
      while (taken.has(slot)) slot++;
      slots.set(thread, slot);
    }
    return slot;
  };

  const settle = (job: Job, error: Error | null, value?: unknown) => {
    if (job.state === 'done') return;
    if (job.state === 'waiting') {
      const at = queue.indexOf(job);
      if (at >= 0) queue.splice(at, 1);
    }
    job.state = 'done';
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (error) job.reject(error);
    else job.resolve(value);
  };

  /**
   * Gives a search up without costing a worker: a waiting one leaves the queue (this pool's, or
   * piscina's by its signal while no worker has it); one a worker has is marked in the cancellation
   * ring, so the worker stops it at its next step and goes on.
   */
  const drop = (job: Job, error: Error) => {
    const state = job.state;
    settle(job, error);
    if (state !== 'sent') return;
    if (job.thread === 0) job.stop?.abort();
    else Atomics.store(cancelled, job.id % CANCEL_SLOTS, job.id);
  };

  const overBudget = (job: Job) => {
    if (job.state === 'done') return;
    counts.overBudget++;
    settle(job, new SearchUnavailableError(TOO_LONG_MESSAGE));
    // piscina terminates the thread (this takes effect when its SQLite call returns) and starts another.
    job.stop?.abort();
  };

  const startBudget = (job: Job) => {
    if (job.state === 'done' || job.started) return;
    job.started = true;
    if (job.timer) clearTimeout(job.timer);
    // A budget of nothing is spent before the search starts (not after a timer tick, which a fast
    // worker could beat): a microtask runs before the worker's answer can arrive.
    if (job.budgetMs <= 0) {
      job.timer = null;
      queueMicrotask(() => overBudget(job));
    } else job.timer = setTimeout(overBudget, job.budgetMs, job);
  };

  const waitFor = (job: Job) => {
    job.timer = setTimeout(() => {
      if (job.state === 'done' || job.started) return;
      // While no worker is up yet (start, restarts) the wait does not count against the search, up to a point.
      if (ready.size === 0 && Date.now() - job.queuedAt < STARTUP_WAIT_MS) waitFor(job);
      else drop(job, new SearchUnavailableError(BUSY_MESSAGE));
    }, queueWaitMs);
  };

  /**
   * piscina's load balancer, called as piscina hands a search out: a free worker with its index
   * loaded, the search's own (affinityOf) when that one is free; a worker still loading only when no
   * loaded one is free (at start piscina counts its first workers ready before they are). Never a
   * busy one: a worker runs one search at a time.
   */
  const balance: LoadBalancer = (task, workers) => {
    const job = (task as QueuedTask)[queueOptionsSymbol] ?? null;
    let loaded = null;
    let loading = null;
    for (const worker of workers) {
      if (worker.currentUsage !== 0 || worker.terminating || worker.destroyed) continue;
      if (!ready.has(worker.id)) loading ??= worker;
      else if (job && job.affinity >= 0 && slotOf(worker.id) === job.affinity) {
        loaded = worker;
        break;
      } else loaded ??= worker;
    }
    const chosen = loaded ?? loading;
    if (chosen && job) {
      job.thread = chosen.id;
      busy.add(chosen.id);
      if (ready.has(chosen.id)) startBudget(job);
      else sentEarly.set(chosen.id, [...(sentEarly.get(chosen.id) ?? []), job]);
    }
    return chosen;
  };

  const workerData: WorkerData = { databasePath: options.databasePath, cancel };
  const pool = new Piscina<SearchTask, SearchAnswer>({
    filename: workerUrl.href,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Infinity,
    recordTiming: false,
    workerData,
    loadBalancer: balance,
  });
  pool.on('message', (message: Partial<WorkerReadyMessage>) => {
    const thread = message.searchWorkerReady;
    if (typeof thread !== 'number') return;
    ready.add(thread);
    slotOf(thread);
    for (const job of sentEarly.get(thread) ?? []) startBudget(job);
    sentEarly.delete(thread);
    for (const check of readyWaiters.splice(0)) check();
    dispatch();
  });
  pool.on('workerDestroy', (worker: { id: number }) => {
    ready.delete(worker.id);
    busy.delete(worker.id);
    slots.delete(worker.id);
    sentEarly.delete(worker.id);
    if (!closed) counts.restarts++;
  });
  // A worker that fails between searches: piscina replaces it; its searches (if any) get the error.
  pool.on('error', () => {});

  const answer = (job: Job, result: SearchAnswer) => {
    if (result.ok) settle(job, null, result.value);
    else if (result.statusCode === 400) settle(job, new SearchInputError(result.message));
    else settle(job, Object.assign(new Error(`search worker: ${result.message}`), { statusCode: result.statusCode }));
  };

  /** The worker is piscina's again (answered, or terminated): the next search may go. */
  const release = (job: Job) => {
    inFlight.delete(job);
    if (job.thread) busy.delete(job.thread);
    dispatch();
  };

  const send = (job: Job) => {
    job.state = 'sent';
    job.stop = new StopSignal();
    inFlight.add(job);
    // The job is for the balancer only: structured clone leaves symbol keys behind.
    const task: SearchTask & { [queueOptionsSymbol]: Job } = { id: job.id, method: job.method, args: job.args, [queueOptionsSymbol]: job };
    pool.run(task, { signal: job.stop }).then(
      (result) => {
        answer(job, result);
        release(job);
      },
      () => {
        // Terminated (over budget, crashed, closing) or taken out of piscina's queue: settled already, or busy.
        settle(job, new SearchUnavailableError(BUSY_MESSAGE));
        release(job);
      },
    );
  };

  /**
   * The next search for a free worker: the first of the oldest few that prefer a free worker (they
   * find their selection in its memo: another page or sort of a search it ran), else the oldest.
   */
  const nextJob = (): Job => {
    if (size > 1 && queue.length > 1) {
      const free = new Set<number>();
      for (const thread of ready) if (!busy.has(thread)) free.add(slotOf(thread));
      const look = Math.min(queue.length, AFFINITY_LOOKAHEAD);
      for (let i = 0; i < look; i++) {
        if (free.has((queue[i] as Job).affinity)) return queue.splice(i, 1)[0] as Job;
      }
    }
    return queue.shift() as Job;
  };

  function dispatch(): void {
    while (queue.length > 0 && inFlight.size < size && !closed) send(nextJob());
  }

  function run(method: SearchMethod, args: unknown[], signal: AbortSignal | undefined, jobBudgetMs: number): Promise<unknown> {
    if (closed) return Promise.reject(new SearchUnavailableError(BUSY_MESSAGE));
    if (signal?.aborted) return Promise.reject(new SearchUnavailableError('The search was cancelled.'));
    if (queue.length >= queueLimit) return Promise.reject(new SearchUnavailableError(BUSY_MESSAGE));
    return new Promise((resolve, reject) => {
      const job: Job = {
        id: nextId++,
        affinity: affinityOf(method, args, size),
        budgetMs: jobBudgetMs,
        queuedAt: Date.now(),
        method,
        args,
        resolve,
        reject,
        state: 'waiting',
        thread: 0,
        started: false,
        timer: null,
        stop: null,
        signal,
        onAbort: null,
      };
      if (signal) {
        job.onAbort = () => drop(job, new SearchUnavailableError('The search was cancelled.'));
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      queue.push(job);
      dispatch();
      // Its budget runs already unless it waits (here, in piscina's queue, or for a worker's index).
      if (!job.started && job.state !== 'done') waitFor(job);
    });
  }

  const storeFor = (signal?: AbortSignal, jobBudgetMs = budgetMs): SearchStore => {
    const call = <T>(method: SearchMethod, args: unknown[]) => run(method, args, signal, jobBudgetMs) as Promise<T>;
    return {
      warm: () =>
        new Promise<void>((wake) => {
          const check = () => (closed || ready.size >= size ? wake() : readyWaiters.push(check));
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
      workers: pool.threads.length,
      ready: ready.size,
      running: inFlight.size,
      queued: queue.length,
      overBudget: counts.overBudget,
      restarts: counts.restarts,
    }),
    async close() {
      closed = true;
      for (const job of [...queue, ...inFlight]) settle(job, new SearchUnavailableError(BUSY_MESSAGE));
      for (const check of readyWaiters.splice(0)) check();
      await pool.destroy();
    },
  };
}
