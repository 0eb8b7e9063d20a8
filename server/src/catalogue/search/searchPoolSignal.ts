// The signal each search hands piscina (searchPool.ts): aborted only to terminate the worker of a
// search over its budget, or to take a search out of piscina's queue.

/**
 * The signal a search gives piscina, in the shape piscina takes (addEventListener / aborted): it
 * listens once and removes its listener when the task is done. An AbortController per search would
 * cost an EventTarget each for the same.
 */
export class StopSignal {
  aborted = false;
  private listener: (() => void) | null = null;
  addEventListener(_name: 'abort', listener: () => void): void {
    this.listener = listener;
  }
  removeEventListener(): void {
    this.listener = null;
  }
  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    const listener = this.listener;
    this.listener = null;
    listener?.();
  }
}
