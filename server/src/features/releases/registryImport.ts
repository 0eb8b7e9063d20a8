// A registry made by an older server: its state in <releasesDir>/registry.json, its audit
// log in audit.jsonl. On first open against a database whose registry has never changed, both are
// imported into the release_* tables in one transaction, so an existing site keeps its active builds,
// canaries, health counts, tokens and history. The files are left as they were (a record of the
// import, and what an older server would still read); nothing writes them any more.
import fs from 'node:fs';
import path from 'node:path';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { readBuildRequirements, type BuildRequirements } from './registryCompat.ts';
import { appendAudit, bumpVersion, insertToken, markImported, readVersion, saveChanges } from './registryRows.ts';
import { isAppName, type AppRecord, type AuditEntry, type RegistryState, type TokenRecord } from './registryState.ts';

interface LegacyRegistry {
  state: RegistryState;
  tokens: TokenRecord[];
  /** Oldest first, as the file has them. */
  audit: AuditEntry[];
}

/** Lines a crash cut short are skipped: each costs only itself. */
function readAuditLines(file: string): AuditEntry[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const entries: AuditEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as AuditEntry;
      if (entry && typeof entry.at === 'string' && typeof entry.actor === 'string' && typeof entry.action === 'string') entries.push(entry);
    } catch {
      continue;
    }
  }
  return entries;
}

function hasLegacyFiles(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'registry.json')) || fs.existsSync(path.join(dir, 'audit.jsonl'));
}

/** The older server's files in `dir`, or null when it has none. */
function readLegacyRegistry(dir: string): LegacyRegistry | null {
  const file = path.join(dir, 'registry.json');
  const auditFile = path.join(dir, 'audit.jsonl');
  if (!hasLegacyFiles(dir)) return null;
  const state: RegistryState = { remotes: {} };
  let tokens: TokenRecord[] = [];
  if (fs.existsSync(file)) {
    let stored: { remotes?: Record<string, Partial<AppRecord>>; tokens?: TokenRecord[] };
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
    } catch (error) {
      throw new Error(`The release registry ${file} (from an older server) cannot be read, so it cannot be imported: ${error instanceof Error ? error.message : String(error)}. Repair or move it, then start again.`, { cause: error });
    }
    for (const [app, record] of Object.entries(stored.remotes ?? {})) {
      if (!isAppName(app) || !record) continue;
      state.remotes[app] = {
        builds: record.builds ?? [],
        promotions: record.promotions ?? [],
        ...(record.canary ? { canary: record.canary } : {}),
        ...(record.health ? { health: record.health } : {}),
      };
    }
    tokens = stored.tokens ?? [];
  }
  return { state, tokens, audit: readAuditLines(auditFile) };
}

class AlreadyThere extends Error {}

/**
 * Imports the older server's registry in `dir` when the database's registry has never changed;
 * returns what was imported, or null. Two copies starting together: the second waits for the first's
 * transaction and finds the registry changed.
 */
export async function importLegacyRegistry(database: SqlDatabase, dir: string): Promise<{ builds: number; tokens: number; audit: number } | null> {
  // Once the registry has changed, files left behind are history: not read again (a damaged one included).
  if (!hasLegacyFiles(dir) || (await readVersion(database.db)) !== 0) return null;
  const legacy = readLegacyRegistry(dir);
  if (!legacy) return null;
  // Read from the build folders before the transaction: no file reading while it holds the lock.
  const requirements = new Map<string, BuildRequirements>();
  for (const [app, record] of Object.entries(legacy.state.remotes)) {
    for (const build of record?.builds ?? []) requirements.set(`${app}/${build.id}`, readBuildRequirements(path.join(dir, app, build.id)));
  }
  try {
    await database.write(async (tx) => {
      // Version 1 after the raise: nothing was ever written here.
      if ((await bumpVersion(tx)) !== 1) throw new AlreadyThere();
      await saveChanges(tx, { remotes: {} }, legacy.state, requirements);
      for (const token of legacy.tokens) await insertToken(tx, token);
      await appendAudit(tx, legacy.audit);
      await markImported(tx, new Date().toISOString());
    });
  } catch (error) {
    if (error instanceof AlreadyThere) return null;
    throw error;
  }
  return { builds: requirements.size, tokens: legacy.tokens.length, audit: legacy.audit.length };
}
