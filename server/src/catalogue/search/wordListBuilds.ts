// The word lists built again (each engine's build: SQLite's after publishing, in a worker thread, as
// node:sqlite blocks the thread it runs on; PostgreSQL's in the database, by a server's upkeep, when
// its lists have fallen behind). Builds coalesce: asked for while one runs, one more follows it (for
// the catalogue as it is by then), so a burst of deposits costs two builds, not one per deposit.
// Searches are right without current lists, only slower for common words, so nobody waits for a
// build but SQLite's import command.
export class WordListBuilds {
  private readonly run: (signal: AbortSignal) => Promise<void>;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  /** `run` builds the lists; an engine whose build can stop part way stops it when `signal` aborts. */
  constructor(run: (signal: AbortSignal) => Promise<void>) {
    this.run = run;
  }

  /** Builds the lists for the catalogue as it is now; resolves once a build that started after this call ends. */
  build(): Promise<void> {
    if (this.stopping.signal.aborted) return Promise.resolve();
    if (!this.running) {
      this.running = this.run(this.stopping.signal).finally(() => {
        this.running = null;
      });
      return this.running;
    }
    // One is under way over an older state: one more follows it, shared by every call until it starts.
    this.next ??= this.running.catch(() => undefined).then(() => {
      this.next = null;
      return this.build();
    });
    return this.next;
  }

  /** Starts no more builds and stops the one under way where the engine can (the server is stopping). */
  stop(): void {
    this.stopping.abort();
  }

  /** Waits for the builds under way and queued (the server closes the database after). */
  async idle(): Promise<void> {
    while (this.running || this.next) await (this.next ?? this.running)?.catch(() => undefined);
  }
}
