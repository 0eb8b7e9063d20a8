// The word lists built again after publishing, off the server's thread: node:sqlite blocks the thread
// it runs on, and at a million articles a build takes long enough to stall every reader. Builds
// coalesce: asked for while one runs, one more follows it (for the catalogue as it is by then), so a
// burst of deposits costs two builds, not one per deposit. Searches are right without current lists
// (they ask FTS5), only slower for common words, so nobody waits for a build but the import command.
import { Worker } from 'node:worker_threads';

export class WordListBuilds {
  private readonly path: string;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(path: string) {
    this.path = path;
  }

  /** Builds the lists for the catalogue as it is now; resolves once a build that started after this call ends. */
  build(): Promise<void> {
    if (!this.running) {
      this.running = this.runOnce().finally(() => {
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

  private runOnce(): Promise<void> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./wordListsWorker.ts', import.meta.url), { workerData: { path: this.path } });
      worker.once('error', reject);
      worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The word list build stopped with exit code ${code}.`))));
    });
  }
}
