// A publish as a production team makes it, for the edge check and bench:edge: the import command
// (`npm run import -- --json`, tools/cli/import.ts) run beside the site with the site's own settings
// (its database, and CACHE_PURGE_* so that it purges the shared cache after each commit).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { jatsXml, type ArticleSpec } from '../../test-support/publishing/jatsPackages.ts';
import type { ImportReportEntry } from '../../src/catalogue/publishing/importSession.ts';
import { PUBLISHED_AT_KEY } from '../../src/catalogue/searchStamp.ts';

const importCommand = new URL('../cli/import.ts', import.meta.url).pathname;

/** Cookies a returning reader carries that change nothing on a page: privacy choices, the banner's, cache mode, analytics. */
export const returningReaderCookies = 'oap-consent=%7B%22analytics%22%3Atrue%2C%22marketing%22%3Afalse%7D; old_version=1; cache=yes; _ga=GA1.1.123.456';

/** A journal of the site to publish into (the import finds it by its ISSN). */
export interface SiteJournal {
  nameSystem: string;
  issn: string;
}

/** The public journal of the `offset`-th newest article (SQLite). */
export function journalOfNewest(databasePath: string, offset = 0): SiteJournal {
  const database = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return database
      .prepare(
        `SELECT j.name_system AS nameSystem, j.issn FROM articles a JOIN journals j ON j.id = a.journal_id WHERE j.is_public = 1
         ORDER BY a.published_at DESC, a.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(offset) as unknown as SiteJournal;
  } finally {
    database.close();
  }
}

/** Writes a package folder for `spec` under `dir` (its XML, no figures) and returns its path. */
export function articlePackage(dir: string, name: string, spec: ArticleSpec): string {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'main.xml'), jatsXml(spec));
  return folder;
}

/** Runs the import command on `paths` with the site's settings; its report, one entry per article. */
export async function runImport(env: NodeJS.ProcessEnv, paths: string[]): Promise<ImportReportEntry[]> {
  const child = spawn(process.execPath, [importCommand, '--json', ...paths], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`npm run import exited with ${code}: ${err}${out}`);
  return out.split('\n').filter(Boolean).map((line) => JSON.parse(line) as ImportReportEntry);
}

/** When the catalogue's last publish was committed (the stamp the import writes with it), in ms since 1970. */
export function lastPublishedAt(databasePath: string): number {
  const database = new DatabaseSync(databasePath, { readOnly: true });
  try {
    const row = database.prepare('SELECT value FROM catalogue_info WHERE key = ?').get(PUBLISHED_AT_KEY) as { value: string } | undefined;
    return Date.parse(row?.value.split(' ')[0] ?? '');
  } finally {
    database.close();
  }
}
