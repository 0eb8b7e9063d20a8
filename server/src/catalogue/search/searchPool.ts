// Searches off the event loop: a piscina pool of worker threads, each with its own
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
// Searches wait here (searchJobs.ts), not in piscina's queue, and go to piscina only when a worker
// is free. piscina's pluggable `taskQueue` does not serve: a task that carries an abort signal (every
// search: it is how an over-budget worker is terminated) is put back, when the balancer declines it,
// into piscina's own second queue (`skipQueue`, piscina 5.3), which bypasses the task queue, is not
// counted by maxQueue and does not keep the searches' order (a search could wait behind later ones
// past SEARCH_QUEUE_WAIT_MS; seen with 16 callers on 2 workers); and a task queue's `shift()` cannot
// pick a search for the worker that has its selection in memory, which the balancer only learns later.
//
// An article search prefers the worker that ran the same words and filters before (affinityOf), whose
// memo holds their selection: the next page or sort of a search costs its page, not the search.
//
// Worker search stores keep their own article index: view counts recorded on the main thread reach
// them only when the catalogue is reloaded (a re-seed) or the worker restarts, so "most viewed" in
// search may lag behind the article pages' own counts.
import { Piscina, queueOptionsSymbol } from 'piscina';
import { SearchInputError } from '../searchInputError.ts';
import type { SearchStore } from '../store.ts';
import { CANCEL_SLOTS } from './protocol.ts';
import type { SearchAnswer, SearchMethod, SearchTask, WorkerData, WorkerReadyMessage } from './protocol.ts';
import { affinityOf } from './searchPoolAffinity.ts';
import { BUSY_MESSAGE, SEARCH_BUDGET_MS, SEARCH_QUEUE_LIMIT, SEARCH_QUEUE_WAIT_MS, SearchUnavailableError, TOO_LONG_MESSAGE, type PoolOptions, type SearchPool } from './searchPoolContract.ts';
import { StopSignal } from './searchPoolSignal.ts';
import { JobQueue, settle as settleJob, type Job } from './searchJobs.ts';
import { WorkerThreads } from './searchWorkers.ts';

/** How long a search waits while no worker is up (start, restarts) before it is answered 503. */
const STARTUP_WAIT_MS = 30_000;

const workerUrl = new URL('../sqlite/searchWorker.ts', import.meta.url);

export function createSearchPool(options: PoolOptions): SearchPool {
  const size = Math.max(1, options.workers ?? 2);
  const budgetMs = options.budgetMs ?? SEARCH_BUDGET_MS;
  const queueWaitMs = options.queueWaitMs ?? SEARCH_QUEUE_WAIT_MS;
  const queueLimit = options.queueLimit ?? SEARCH_QUEUE_LIMIT;
  const cancel = new SharedArrayBuffer(CANCEL_SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const cancelled = new Int32Array(cancel);
  const queue = new JobQueue();
  /** Searches handed to piscina whose promise has not settled: piscina holds a worker for each. */
  const inFlight = new Set<Job>();
  const threads = new WorkerThreads();
  const readyWaiters: (() => void)[] = [];
  const counts = { overBudget: 0, restarts: 0 };
  let nextId = 1;
  let closed = false;

  const settle = (job: Job, error: Error | null, value?: unknown) => settleJob(job, queue, error, value);

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
      if (threads.ready.size === 0 && Date.now() - job.queuedAt < STARTUP_WAIT_MS) waitFor(job);
      else drop(job, new SearchUnavailableError(BUSY_MESSAGE));
    }, queueWaitMs);
  };

  const workerData: WorkerData = { databasePath: options.databasePath, cancel };
  const pool = new Piscina<SearchTask, SearchAnswer>({
    filename: workerUrl.href,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Infinity,
    recordTiming: false,
    workerData,
    loadBalancer: threads.balancer(startBudget),
  });
  pool.on('message', (message: Partial<WorkerReadyMessage>) => {
    const thread = message.searchWorkerReady;
    if (typeof thread !== 'number') return;
    for (const job of threads.markReady(thread)) startBudget(job);
    for (const check of readyWaiters.splice(0)) check();
    dispatch();
  });
  pool.on('workerDestroy', (worker: { id: number }) => {
    threads.forget(worker.id);
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
    if (job.thread) threads.busy.delete(job.thread);
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

  function dispatch(): void {
    while (queue.length > 0 && inFlight.size < size && !closed) {
      const job = queue.next(size > 1 ? threads.freeSlots() : new Set());
      if (job) send(job);
    }
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
          const check = () => (closed || threads.ready.size >= size ? wake() : readyWaiters.push(check));
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
      ready: threads.ready.size,
      running: inFlight.size,
      queued: queue.length,
      overBudget: counts.overBudget,
      restarts: counts.restarts,
    }),
    async close() {
      closed = true;
      for (const job of [...queue.drain(), ...inFlight]) settle(job, new SearchUnavailableError(BUSY_MESSAGE));
      for (const check of readyWaiters.splice(0)) check();
      await pool.destroy();
    },
  };
}
