// The search pool's (searchPool.ts) worker threads from start to end: piscina starts them, each posts
// when it has loaded its index (then searches may start their budgets and the next search may go), and
// piscina replaces one it terminates (over budget) or that fails.
import { Piscina } from 'piscina';
import type { SearchAnswer, SearchTask, WorkerData, WorkerReadyMessage } from './protocol.ts';
import { dispatch } from './searchPoolDispatch.ts';
import type { PoolState, SearchPiscina } from './searchPoolState.ts';
import { startBudget } from './searchPoolTimeouts.ts';
import { viewsRingOf } from './viewsRing.ts';

const workerUrl = new URL('../sqlite/searchWorker.ts', import.meta.url);

/** Starts the pool's worker threads (all of them, kept for good) and follows their readiness and restarts. */
export function startWorkers(state: PoolState, databasePath: string): SearchPiscina {
  const workerData: WorkerData = { databasePath, cancel: state.cancel, views: viewsRingOf(databasePath) };
  const pool = new Piscina<SearchTask, SearchAnswer>({
    filename: workerUrl.href,
    minThreads: state.size,
    maxThreads: state.size,
    idleTimeout: Infinity,
    recordTiming: false,
    workerData,
    loadBalancer: state.threads.balancer((job) => startBudget(state, job)),
  });
  pool.on('message', (message: Partial<WorkerReadyMessage>) => {
    const thread = message.searchWorkerReady;
    if (typeof thread !== 'number') return;
    for (const job of state.threads.markReady(thread)) startBudget(state, job);
    wakeReadyWaiters(state);
    dispatch(state, pool);
  });
  pool.on('workerDestroy', (worker: { id: number }) => {
    state.threads.forget(worker.id);
    if (!state.closed) state.counts.restarts++;
  });
  // A worker that fails between searches: piscina replaces it; its searches (if any) get the error.
  pool.on('error', () => {});
  return pool;
}

/** Resolves once every worker has loaded its index, or the pool is closed (warm()). */
export function whenWorkersReady(state: PoolState): Promise<void> {
  return new Promise<void>((wake) => {
    const check = () => (state.closed || state.threads.ready.size >= state.size ? wake() : state.readyWaiters.push(check));
    check();
  });
}

/** A worker is ready, or the pool closes: each warm() caller looks again (and waits on if it must). */
export function wakeReadyWaiters(state: PoolState): void {
  for (const check of state.readyWaiters.splice(0)) check();
}
