// What the search pool (searchPool.ts) knows of its worker threads: which have loaded their index,
// which run a search, and each one's affinity slot, and piscina's load balancer that reads it.
import type { Piscina, PiscinaTask } from 'piscina';
import { queueOptionsSymbol } from 'piscina';
import type { Job } from './searchJobs.ts';

/** A task as piscina holds it: the job rides along under queueOptionsSymbol for the balancer (never cloned to the worker). */
export type QueuedTask = PiscinaTask & { [queueOptionsSymbol]?: Job | null };
type LoadBalancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;

export class WorkerThreads {
  /** Threads that have opened the file and loaded their index. */
  readonly ready = new Set<number>();
  /** Threads running a search (as piscina sees it: until its answer, or its termination). */
  readonly busy = new Set<number>();
  /** Searches handed to a thread that is still loading its index: their budgets start when it is ready. */
  private readonly sentEarly = new Map<number, Job[]>();
  /** Worker thread id to affinity slot (0..size-1): a replacement takes its predecessor's slot. */
  private readonly slots = new Map<number, number>();

  slotOf(thread: number): number {
    let slot = this.slots.get(thread);
    if (slot === undefined) {
      const taken = new Set(this.slots.values());
      slot = 0;
      while (taken.has(slot)) slot++;
      this.slots.set(thread, slot);
    }
    return slot;
  }

  /** The slots of loaded threads that run nothing now. */
  freeSlots(): Set<number> {
    const free = new Set<number>();
    for (const thread of this.ready) if (!this.busy.has(thread)) free.add(this.slotOf(thread));
    return free;
  }

  /** The thread has loaded its index: returns the searches that waited for it, whose budgets start now. */
  markReady(thread: number): Job[] {
    this.ready.add(thread);
    this.slotOf(thread);
    const early = this.sentEarly.get(thread) ?? [];
    this.sentEarly.delete(thread);
    return early;
  }

  forget(thread: number): void {
    this.ready.delete(thread);
    this.busy.delete(thread);
    this.slots.delete(thread);
    this.sentEarly.delete(thread);
  }

  /**
   * piscina's load balancer, called as piscina hands a search out: a free worker with its index
   * loaded, the search's own (affinityOf) when that one is free; a worker still loading only when no
   * loaded one is free (at start piscina counts its first workers ready before they are). Never a
   * busy one: a worker runs one search at a time. `started` starts the budget of a search given to a
   * loaded thread.
   */
  balancer(started: (job: Job) => void): LoadBalancer {
    return (task, workers) => {
      const job = (task as QueuedTask)[queueOptionsSymbol] ?? null;
      let loaded = null;
      let loading = null;
      for (const worker of workers) {
        if (worker.currentUsage !== 0 || worker.terminating || worker.destroyed) continue;
        if (!this.ready.has(worker.id)) loading ??= worker;
        else if (job && job.affinity >= 0 && this.slotOf(worker.id) === job.affinity) {
          loaded = worker;
          break;
        } else loaded ??= worker;
      }
      const chosen = loaded ?? loading;
      if (chosen && job) {
        job.thread = chosen.id;
        this.busy.add(chosen.id);
        if (this.ready.has(chosen.id)) started(job);
        else this.sentEarly.set(chosen.id, [...(this.sentEarly.get(chosen.id) ?? []), job]);
      }
      return chosen;
    };
  }
}
