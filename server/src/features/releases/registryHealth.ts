// Readers' health reports per build: counts are added up in memory and written to the registry in
// one transaction every few seconds, never once per render, and start again each time the build is
// promoted. "Last known good" follows from them: the most recently promoted build readers
// rendered at least once, with no error, since it was promoted.
import type { AppName, AppRecord, HealthCounts } from './registryState.ts';
import type { ChangeOf } from './registryTransaction.ts';

/** One build's counts. */
export type BuildCounts = { app: AppName; build: string } & HealthCounts;

export class PendingHealth {
  private readonly counts = new Map<string, BuildCounts>();

  add(app: AppName, build: string, counts: HealthCounts): void {
    const key = `${app}/${build}`;
    const entry = this.counts.get(key) ?? { app, build, renders: 0, errors: 0 };
    entry.renders += counts.renders;
    entry.errors += counts.errors;
    this.counts.set(key, entry);
  }

  get(app: AppName, build: string): HealthCounts {
    const entry = this.counts.get(`${app}/${build}`);
    return { renders: entry?.renders ?? 0, errors: entry?.errors ?? 0 };
  }

  /** Forgets one build's counts (it was promoted again: its count starts over). */
  drop(app: AppName, build: string): void {
    this.counts.delete(`${app}/${build}`);
  }

  get size(): number {
    return this.counts.size;
  }

  /** Everything pending, emptied. */
  take(): BuildCounts[] {
    const all = [...this.counts.values()];
    this.counts.clear();
    return all;
  }
}

/** The change that writes counts taken from PendingHealth (counts of builds the registry does not hold are dropped). */
export function healthChange(counts: readonly BuildCounts[]): ChangeOf<undefined> {
  return (state) => {
    for (const { app, build, renders, errors } of counts) {
      const record = state.remotes[app];
      if (!record?.builds.some((candidate) => candidate.id === build)) continue;
      const health = (record.health ??= {});
      const current = health[build] ?? { renders: 0, errors: 0, since: new Date().toISOString() };
      health[build] = { ...current, renders: current.renders + renders, errors: current.errors + errors };
    }
    return { result: undefined };
  };
}

/** A build promoted (again, or as a canary) counts its health from `at` on: "since it was promoted". */
export function restartHealth(record: AppRecord, pending: PendingHealth, app: AppName, build: string, at: string): void {
  record.health = { ...record.health, [build]: { renders: 0, errors: 0, since: at } };
  pending.drop(app, build);
}

export function validHealthCounts(counts: HealthCounts): boolean {
  return [counts.renders, counts.errors].every((value) => Number.isSafeInteger(value) && value >= 0) && counts.renders + counts.errors > 0;
}

/** A build's health as stored plus what this process has not written yet. */
export function healthOf(record: AppRecord | undefined, pending: PendingHealth, app: AppName, build: string): HealthCounts {
  const stored = record?.health?.[build];
  const extra = pending.get(app, build);
  return { renders: (stored?.renders ?? 0) + extra.renders, errors: (stored?.errors ?? 0) + extra.errors };
}

/**
 * The most recently promoted build that readers rendered without errors, skipping `except` (the
 * build the reader already gets: falling back to it would be no fallback). The canary build counts
 * as the newest promotion while it runs.
 */
export function lastKnownGoodOf(record: AppRecord | undefined, pending: PendingHealth, app: AppName, except?: string): string | undefined {
  if (!record) return undefined;
  const newestFirst = [...(record.canary ? [record.canary.build] : []), ...[...record.promotions].reverse()];
  const seen = new Set<string>();
  for (const build of newestFirst) {
    if (seen.has(build)) continue;
    seen.add(build);
    if (build === except) continue;
    const health = healthOf(record, pending, app, build);
    if (health.renders > 0 && health.errors === 0) return build;
  }
  return undefined;
}
