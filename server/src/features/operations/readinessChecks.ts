// What /readyz asks before the server takes readers: each check is quick (no render, no search; the
// search's warm-up is waited for a second at most), and says in a few words what is wrong when it
// fails.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { remoteNames } from '@oap/contracts/federation/contract.ts';
import type { ReleaseRegistry } from '../releases/registry.ts';
import { appNames } from '../releases/registryState.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';

export interface CheckResult {
  ok: boolean;
  detail?: string;
}

export type ReadinessCheck = () => CheckResult | Promise<CheckResult>;

export interface ReadinessSources {
  /** The site's database (any engine). */
  database: SqlDatabase;
  /** The search pool's state (search/searchPool.ts); null when searches run on the main thread. */
  searchPool: { stats(): { workers: number; ready: number } } | null | undefined;
  /**
   * Settles once the search has read what a first search needs (its catalogue; on PostgreSQL the
   * facet index too: 2.4 s at a million articles). Absent: nothing to wait for.
   */
  searchWarmUp?: Promise<void>;
  registry: Pick<ReleaseRegistry, 'read' | 'active' | 'buildProblem'>;
  /** The shell's folder as served now (its active build, or SHELL_DIST). */
  shellDist: () => string;
  /** The loader the page renderer uses; null when server rendering is off. */
  /** The shell's server bundle (pages/render/shellServer.ts): null when it cannot be loaded. */
  shellServer: { current(): unknown } | null;
}

const failure = (detail: string): CheckResult => ({ ok: false, detail });

/**
 * How long /readyz waits for the search's warm-up before it answers "not ready": well within a load
 * balancer's check timeout (deploy/haproxy: 5 s), so a copy that is nearly warm passes at once and
 * one that is not is asked again a second later.
 */
const WARM_UP_WAIT_MS = 1000;

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function readinessChecks(sources: ReadinessSources): Record<string, ReadinessCheck> {
  return {
    database: async () => {
      // A real table of the schema: proves the database is reachable, migrated and readable.
      await sql`SELECT 1 FROM catalogue_info LIMIT 1`.execute(sources.database.db);
      return { ok: true };
    },
    search: async () => {
      // A copy that has not read its catalogue yet would make its first readers wait for it.
      if (sources.searchWarmUp && !(await settlesWithin(sources.searchWarmUp, WARM_UP_WAIT_MS))) return failure('the search is still reading its catalogue');
      if (!sources.searchPool) return { ok: true, detail: 'searches run on the main thread' };
      const { ready, workers } = sources.searchPool.stats();
      return ready > 0 ? { ok: true, detail: `${ready} of ${workers} workers ready` } : failure(`no search worker is ready (of ${workers})`);
    },
    releases: () => {
      sources.registry.read();
      const missing = remoteNames.filter((remote) => !sources.registry.active(remote));
      if (missing.length) return failure(`no active build for ${missing.join(', ')}`);
      // Builds whose files this server lacks or holds altered (checked when they became active): not ready for readers.
      const broken = appNames.flatMap((app) => {
        const build = sources.registry.active(app);
        const problem = build && sources.registry.buildProblem(app, build);
        return problem ? [problem] : [];
      });
      if (broken.length) return failure(broken.join(' '));
      // The shell may be served from SHELL_DIST until a shell build is promoted.
      if (!fs.existsSync(path.join(sources.shellDist(), 'index.html'))) return failure(`the shell's index.html is missing in ${sources.shellDist()}`);
      return { ok: true };
    },
    shellBundle: () => {
      if (!sources.shellServer) return { ok: true, detail: 'server rendering is off' };
      // Loads the bundle if it is not loaded yet, as the first page would.
      return sources.shellServer.current() ? { ok: true } : failure("the shell's server bundle is missing or cannot be loaded: pages go out client-rendered");
    },
  };
}
