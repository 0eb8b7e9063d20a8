// How the search pool (searchPool.ts) hands its waiting searches to piscina, one per free worker, and
// takes their answers back.
import { queueOptionsSymbol } from 'piscina';
import { SearchInputError } from '../searchInputError.ts';
import type { SearchAnswer, SearchTask } from './protocol.ts';
import { BUSY_MESSAGE, SearchUnavailableError } from './searchPoolContract.ts';
import { StopSignal } from './searchPoolSignal.ts';
import { settle, type Job } from './searchJobs.ts';
import type { PoolState, SearchPiscina } from './searchPoolState.ts';

/** Sends waiting searches, oldest first or one that prefers a free worker, while a worker is free. */
export function dispatch(state: PoolState, pool: SearchPiscina): void {
  while (state.queue.length > 0 && state.inFlight.size < state.size && !state.closed) {
    const job = state.queue.next(state.size > 1 ? state.threads.freeSlots() : new Set());
    if (job) send(state, pool, job);
  }
}

function send(state: PoolState, pool: SearchPiscina, job: Job): void {
  job.state = 'sent';
  job.stop = new StopSignal();
  state.inFlight.add(job);
  // The job is for the balancer only: structured clone leaves symbol keys behind.
  const task: SearchTask & { [queueOptionsSymbol]: Job } = { id: job.id, method: job.method, args: job.args, [queueOptionsSymbol]: job };
  pool.run(task, { signal: job.stop }).then(
    (result) => {
      answer(state, job, result);
      release(state, pool, job);
    },
    () => {
      // Terminated (over budget, crashed, closing) or taken out of piscina's queue: settled already, or busy.
      settle(job, state.queue, new SearchUnavailableError(BUSY_MESSAGE));
      release(state, pool, job);
    },
  );
}

/** The worker's answer as the caller gets it: the value, a 400 for the reader's input, or the worker's error. */
function answer(state: PoolState, job: Job, result: SearchAnswer): void {
  if (result.ok) settle(job, state.queue, null, result.value);
  else if (result.statusCode === 400) settle(job, state.queue, new SearchInputError(result.message));
  else settle(job, state.queue, Object.assign(new Error(`search worker: ${result.message}`), { statusCode: result.statusCode }));
}

/** The worker is piscina's again (answered, or terminated): the next search may go. */
function release(state: PoolState, pool: SearchPiscina, job: Job): void {
  state.inFlight.delete(job);
  if (job.thread) state.threads.busy.delete(job.thread);
  dispatch(state, pool);
}
