// When the search pool (searchPool.ts) gives a search up: its wait for a worker runs out, its budget
// runs out, or its reader leaves. A search's one timer (Job.timer) is first its wait, then its budget.
import { CANCEL_SLOTS } from './protocol.ts';
import { BUSY_MESSAGE, SearchUnavailableError, TOO_LONG_MESSAGE } from './searchPoolContract.ts';
import { settle, type Job } from './searchJobs.ts';
import type { PoolState } from './searchPoolState.ts';

/** How long a search waits while no worker is up (start, restarts) before it is answered 503. */
const STARTUP_WAIT_MS = 30_000;

/**
 * Gives a search up without costing a worker: a waiting one leaves the queue (this pool's, or
 * piscina's by its signal while no worker has it); one a worker has is marked in the cancellation
 * ring, so the worker stops it at its next step and goes on.
 */
export function dropSearch(state: PoolState, job: Job, error: Error): void {
  const jobState = job.state;
  settle(job, state.queue, error);
  if (jobState !== 'sent') return;
  if (job.thread === 0) job.stop?.abort();
  else Atomics.store(state.cancelled, job.id % CANCEL_SLOTS, job.id);
}

function overBudget(state: PoolState, job: Job): void {
  if (job.state === 'done') return;
  state.counts.overBudget++;
  settle(job, state.queue, new SearchUnavailableError(TOO_LONG_MESSAGE));
  // piscina terminates the thread (this takes effect when its SQLite call returns) and starts another.
  job.stop?.abort();
}

/** The search's worker has its index loaded: its wait ends and its budget starts. */
export function startBudget(state: PoolState, job: Job): void {
  if (job.state === 'done' || job.started) return;
  job.started = true;
  if (job.timer) clearTimeout(job.timer);
  // A budget of nothing is spent before the search starts (not after a timer tick, which a fast
  // worker could beat): a microtask runs before the worker's answer can arrive.
  if (job.budgetMs <= 0) {
    job.timer = null;
    queueMicrotask(() => overBudget(state, job));
  } else job.timer = setTimeout(overBudget, job.budgetMs, state, job);
}

/** The search waits for a worker (queueWaitMs), then is answered busy unless its budget has started. */
export function waitForWorker(state: PoolState, job: Job): void {
  job.timer = setTimeout(() => {
    if (job.state === 'done' || job.started) return;
    // While no worker is up yet (start, restarts) the wait does not count against the search, up to a point.
    if (state.threads.ready.size === 0 && Date.now() - job.queuedAt < STARTUP_WAIT_MS) waitForWorker(state, job);
    else dropSearch(state, job, new SearchUnavailableError(BUSY_MESSAGE));
  }, state.queueWaitMs);
}
