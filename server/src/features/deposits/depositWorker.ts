// Publishes the deposits waiting in the queue, one at a time per server copy: woken at once by a
// deposit this copy received, and every few seconds for those other copies received or left behind.
// Each article of a deposit goes through the same import as the command (catalogue/publishing/), and
// the deposit's report grows as each is done.
import { randomUUID } from 'node:crypto';
import { packagesOfTree } from '../../catalogue/publishing/articlePackages.ts';
import { importPackages, type ImportReportEntry, type PublishingSession } from '../../catalogue/publishing/importSession.ts';
import { DEFAULT_LIMITS, memoryTree } from '../../catalogue/publishing/packageTree.ts';
import type { Purger } from '../../platform/cache/purge.ts';
import type { DepositRecord, DepositStore } from './depositStore.ts';

export interface DepositWorkerOptions {
  store: DepositStore;
  publishing: PublishingSession;
  /** After each article's commit: its page text prepared, so its first reader does not wait. */
  afterPublish?: (path: string) => Promise<void>;
  publicUrl: string;
  purger: Purger;
  /** How often the queue is looked at when nothing woke the worker. */
  pollMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export class DepositWorker {
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** What the engine rebuilds after publishing (SQLite's word lists), under way. */
  private rebuilding: Promise<void> | null = null;
  private readonly options: DepositWorkerOptions;

  constructor(options: DepositWorkerOptions) {
    this.options = options;
  }

  start(): void {
    this.stopped = false;
    this.schedule();
  }

  /** Looks at the queue now (a deposit was just stored). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      } else this.schedule();
    });
  }

  /** Stops polling and waits for the deposit in hand (its claim would otherwise run out and another copy redo it). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.rebuilding;
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 3000);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const now = this.options.now ?? Date.now;
    let published = false;
    try {
      for (let deposit = await this.options.store.claim(this.id, now()); deposit && !this.stopped; deposit = await this.options.store.claim(this.id, now())) {
        published = (await this.publish(deposit)) || published;
      }
    } catch (error) {
      this.options.onError?.(error);
    }
    // Once the queue is empty, not after each deposit: a burst of them costs one rebuild (wordListBuilds.ts).
    if (published) this.rebuild();
  }

  /** Starts the engine's rebuild after publishing, without waiting for it: reading never waits for one. */
  private rebuild(): void {
    const afterRun = this.options.publishing.afterRun;
    if (!afterRun) return;
    const started = afterRun
      .call(this.options.publishing)
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        if (this.rebuilding === started) this.rebuilding = null;
      });
    this.rebuilding = started;
  }

  /** Publishes one deposit; true when an article of it was imported or updated. */
  private async publish(deposit: DepositRecord): Promise<boolean> {
    const { store } = this.options;
    const now = this.options.now ?? Date.now;
    const token = (await store.listTokens()).find((candidate) => candidate.id === deposit.tokenId);
    const files = await store.files(deposit.id);
    const tree = memoryTree(new Map(files.map((file) => [file.name, Buffer.from(file.content)])));
    const report: ImportReportEntry[] = [];
    await importPackages(this.options.publishing, packagesOfTree(`deposit-${deposit.id}`, tree, DEFAULT_LIMITS), {
      createJournals: deposit.createJournals,
      allowMissingFiles: deposit.allowMissingFiles,
      publicUrl: this.options.publicUrl,
      purger: this.options.purger,
      onlyJournalIssn: token?.journalIssn ?? null,
      ...(this.options.afterPublish ? { afterPublish: this.options.afterPublish } : {}),
      // Rebuilt once the queue is empty (rebuild()), not after each deposit.
      afterRun: false,
      onEntry: (entry) => {
        report.push({ ...entry, path: entry.path.replace(`deposit-${deposit.id}/`, '').replace(`deposit-${deposit.id}`, 'deposit') });
        void store.progress(deposit.id, this.id, report, now()).catch(() => undefined);
      },
    });
    await store.finish(deposit.id, this.id, report, now());
    return report.some((entry) => entry.status === 'imported' || entry.status === 'updated');
  }
}
