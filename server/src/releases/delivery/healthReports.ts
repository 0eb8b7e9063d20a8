// Render outcomes of remote builds (issue 22), from readers' browsers and from the server's own
// renders, counted in memory and handed to the registry (recordHealth) in one call per build about
// once a second: a page render must not cost a write of the registry's state, and a build's health
// is a count, so adding up before writing loses nothing.
import type { RemoteName } from '@oap/contracts/federation/contract.ts';

export interface HealthCounts {
  renders: number;
  errors: number;
}

export type RecordHealth = (app: RemoteName, build: string, counts: HealthCounts) => void;

export const HEALTH_FLUSH_MS = 1000;

export class HealthReports {
  private readonly pending = new Map<string, HealthCounts & { app: RemoteName; build: string }>();
  private readonly record: RecordHealth;
  private readonly log: (error: unknown) => void;
  private timer: NodeJS.Timeout | null = null;

  constructor(options: { record: RecordHealth; log: (error: unknown) => void }) {
    this.record = options.record;
    this.log = options.log;
  }

  /** One render of `build` of `app`: `ok` false when it threw or could not be loaded. */
  add(app: RemoteName, build: string, ok: boolean): void {
    const key = `${app}@${build}`;
    const counts = this.pending.get(key) ?? { app, build, renders: 0, errors: 0 };
    // Every attempt is a render; the failed ones are errors too (so errors / renders is the error rate).
    counts.renders += 1;
    if (!ok) counts.errors += 1;
    this.pending.set(key, counts);
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), HEALTH_FLUSH_MS);
      // Counting never keeps the process alive; close() writes what is left.
      this.timer.unref();
    }
  }

  /** Writes every pending count now. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending.clear();
    for (const { app, build, renders, errors } of batch) {
      try {
        this.record(app, build, { renders, errors });
      } catch (error) {
        // A build the registry does not know (a stale page, a made-up report) is dropped, not retried.
        this.log(error);
      }
    }
  }
}
