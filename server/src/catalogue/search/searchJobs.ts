// The searches the pool (searchPool.ts) holds, from their call to their answer, and the queue where
// they wait for a worker.
import type { StopSignal } from './searchPoolSignal.ts';
import type { SearchMethod } from './protocol.ts';

/** How far down the queue a free worker looks for a search that prefers it. */
const AFFINITY_LOOKAHEAD = 16;

/** One search from its call to its answer. */
export interface Job {
  id: number;
  /** The worker slot whose memo has this search's selection (see affinityOf); -1 for any. */
  affinity: number;
  budgetMs: number;
  queuedAt: number;
  method: SearchMethod;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** waiting: in the pool's queue; sent: handed to piscina; done: answered (or given up). */
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

/** The searches waiting for a worker, oldest first. */
export class JobQueue {
  private readonly jobs: Job[] = [];

  get length(): number {
    return this.jobs.length;
  }

  push(job: Job): void {
    this.jobs.push(job);
  }

  remove(job: Job): void {
    const at = this.jobs.indexOf(job);
    if (at >= 0) this.jobs.splice(at, 1);
  }

  /** Takes every waiting search out (closing). */
  drain(): Job[] {
    return this.jobs.splice(0);
  }

  /**
   * The next search for a free worker: the first of the oldest few that prefer one of the free slots
   * (they find their selection in its memo: another page or sort of a search it ran), else the oldest.
   */
  next(freeSlots: ReadonlySet<number>): Job | undefined {
    if (freeSlots.size > 0 && this.jobs.length > 1) {
      const look = Math.min(this.jobs.length, AFFINITY_LOOKAHEAD);
      for (let i = 0; i < look; i++) {
        if (freeSlots.has((this.jobs[i] as Job).affinity)) return this.jobs.splice(i, 1)[0];
      }
    }
    return this.jobs.shift();
  }
}

/**
 * Answers the search once, whatever comes second (an answer after a timeout, a timeout after an
 * answer), and stops its timer and its reader's abort listener.
 */
export function settle(job: Job, queue: JobQueue, error: Error | null, value?: unknown): void {
  if (job.state === 'done') return;
  if (job.state === 'waiting') queue.remove(job);
  job.state = 'done';
  if (job.timer) clearTimeout(job.timer);
  job.timer = null;
  if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
  if (error) job.reject(error);
  else job.resolve(value);
}
