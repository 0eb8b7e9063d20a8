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
// Worker search stores keep their own article index: the views counted on the main thread reach
// them through a ring of shared memory, read before each search (viewsRing.ts).
//
// This file is the pool's face (its SearchStore, stats and close); its parts are searchPoolState.ts
// (what they share), searchPoolLifecycle.ts (the workers' start, readiness and restarts),
// searchPoolDispatch.ts (a waiting search to a free worker, its answer back), searchPoolTimeouts.ts
// (the wait, the budget, cancellation), searchJobs.ts (the queue) and searchWorkers.ts (the balancer).
import type { SearchStore } from '../store.ts';
import type { SearchMethod } from './protocol.ts';
import { affinityOf } from './searchPoolAffinity.ts';
import { BUSY_MESSAGE, SearchUnavailableError, type PoolOptions, type PoolStats, type SearchPool } from './searchPoolContract.ts';
import { settle, type Job } from './searchJobs.ts';
import { dispatch } from './searchPoolDispatch.ts';
import { startWorkers, wakeReadyWaiters, whenWorkersReady } from './searchPoolLifecycle.ts';
import { createPoolState, type PoolState, type SearchPiscina } from './searchPoolState.ts';
import { dropSearch, waitForWorker } from './searchPoolTimeouts.ts';

export function createSearchPool(options: PoolOptions): SearchPool {
  const state = createPoolState(options);
  const pool = startWorkers(state, options.databasePath);
  return {
    ...searchStore(state, pool),
    withSignal: (signal) => searchStore(state, pool, signal),
    withBudget: (jobBudgetMs) => searchStore(state, pool, undefined, jobBudgetMs),
    stats: () => poolStats(state, pool),
    close: () => closePool(state, pool),
  };
}

/** The SearchStore whose every call is a search in the pool, cancelled when `signal` aborts, with its budget. */
function searchStore(state: PoolState, pool: SearchPiscina, signal?: AbortSignal, jobBudgetMs = state.budgetMs): SearchStore {
  const call = <T>(method: SearchMethod, args: unknown[]) => runSearch(state, pool, method, args, signal, jobBudgetMs) as Promise<T>;
  return {
    warm: () => whenWorkersReady(state),
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
}

/** One search: refused at once (closed, cancelled, too many waiting), else queued and sent when a worker is free. */
function runSearch(state: PoolState, pool: SearchPiscina, method: SearchMethod, args: unknown[], signal: AbortSignal | undefined, jobBudgetMs: number): Promise<unknown> {
  if (state.closed) return Promise.reject(new SearchUnavailableError(BUSY_MESSAGE));
  if (signal?.aborted) return Promise.reject(new SearchUnavailableError('The search was cancelled.'));
  if (state.queue.length >= state.queueLimit) return Promise.reject(new SearchUnavailableError(BUSY_MESSAGE));
  return new Promise((resolve, reject) => {
    const job: Job = {
      id: state.nextId++,
      affinity: affinityOf(method, args, state.size),
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
      job.onAbort = () => dropSearch(state, job, new SearchUnavailableError('The search was cancelled.'));
      signal.addEventListener('abort', job.onAbort, { once: true });
    }
    state.queue.push(job);
    dispatch(state, pool);
    // Its budget runs already unless it waits (here, in piscina's queue, or for a worker's index).
    if (!job.started && job.state !== 'done') waitForWorker(state, job);
  });
}

/** The pool's readiness figures (health and metrics read them). */
function poolStats(state: PoolState, pool: SearchPiscina): PoolStats {
  return {
    workers: pool.threads.length,
    ready: state.threads.ready.size,
    running: state.inFlight.size,
    queued: state.queue.length,
    overBudget: state.counts.overBudget,
    restarts: state.counts.restarts,
  };
}

/** Answers every search it holds busy, lets warm() callers go, and stops the workers. */
async function closePool(state: PoolState, pool: SearchPiscina): Promise<void> {
  state.closed = true;
  for (const job of [...state.queue.drain(), ...state.inFlight]) settle(job, state.queue, new SearchUnavailableError(BUSY_MESSAGE));
  wakeReadyWaiters(state);
  await pool.destroy();
}
