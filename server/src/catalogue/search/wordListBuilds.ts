// The word lists built again after publishing (each engine's build: SQLite's in a worker thread, as
// node:sqlite blocks the thread it runs on; PostgreSQL's in the database, when its lists have fallen
// behind). Builds coalesce: asked for while one runs, one more follows it (for the catalogue as it is
// by then), so a burst of deposits costs two builds, not one per deposit. Searches are right without
// current lists, only slower for common words, so nobody waits for a build but the import command.
export class WordListBuilds {
  private readonly run: () => Promise<void>;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(run: () => Promise<void>) {
    this.run = run;
  }

  /** Builds the lists for the catalogue as it is now; resolves once a build that started after this call ends. */
  build(): Promise<void> {
    if (!this.running) {
      this.running = this.run().finally(() => {
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

  /** Waits for the builds under way and queued (the server closes the database after). */
  async idle(): Promise<void> {
    while (this.running || this.next) await (this.next ?? this.running)?.catch(() => undefined);
  }
}
