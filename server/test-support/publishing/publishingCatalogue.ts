// A small seeded catalogue on the suite's engine to publish into, opened as the server opens it, with
// the import run as the command runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCatalogue } from '../../src/catalogue/openCatalogue.ts';
import type { CatalogueDatabase } from '../../src/catalogue/catalogueDatabase.ts';
import { importPackages, type ImportReportEntry, type ImportRunOptions } from '../../src/catalogue/publishing/importSession.ts';
import { packagesOfPath } from '../../src/catalogue/publishing/articlePackages.ts';
import { noPurger, type Purger } from '../../src/platform/cache/purge.ts';
import { testDatabase, type TestDatabase, type TestRows } from '../testDatabase.ts';
import { copyFromTemplate, seededWith, templateKey } from '../seedTemplates.ts';

export interface PublishingCatalogue {
  catalogue: CatalogueDatabase;
  database: TestDatabase;
  rows: TestRows;
  /** Runs the import on paths, as the command does. */
  importPaths(paths: string[], options?: Partial<ImportRunOptions>): Promise<ImportReportEntry[]>;
  close(): Promise<void>;
}

export const PUBLIC_URL = 'https://www.example.org';

/** A small seeded catalogue on the suite's engine, opened as the server opens it. */
export async function publishingCatalogue(name: string, options: { articles?: number; purger?: Purger } = {}): Promise<PublishingCatalogue> {
  const dir = mkdtempSync(join(tmpdir(), `oap-${name}-`));
  const database = await testDatabase(join(dir, 'test.sqlite'));
  const seed = { articles: options.articles ?? 40, seed: 11, referenceDate: '2026-10-31' };
  const copied = await copyFromTemplate(database, templateKey('catalogue', seed), seededWith((building) => building.seed(seed)));
  const catalogue = await openCatalogue(database.config, { searchWorkers: 0 });
  if (!copied) await catalogue.seed(seed);
  const rows = await database.rows();
  return {
    catalogue,
    database,
    rows,
    async importPaths(paths, runOptions = {}) {
      const entries: ImportReportEntry[] = [];
      for (const path of paths) {
        entries.push(...(await importPackages(catalogue.publishing, packagesOfPath(path), {
          createJournals: false, allowMissingFiles: false, publicUrl: PUBLIC_URL, purger: options.purger ?? noPurger, ...runOptions,
        })));
      }
      return entries;
    },
    async close() {
      await catalogue.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
