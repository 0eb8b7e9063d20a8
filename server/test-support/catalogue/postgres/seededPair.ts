// One seed written to both engines, for the tests that compare them: a SQLite file and a
// PostgreSQL database (testPostgres: TEST_DATABASE_URL's cluster, or a throwaway one), each migrated
// and seeded by its own writer with the same options. Where PostgreSQL cannot be had the caller's tests
// are skipped with the reason, said loudly (in CI they fail), as engineTest does.
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import type { SeedOptions, SeedReport } from '../../../src/catalogue/seed/seedDatabase.ts';
import { seedCatalogue } from '../../../src/catalogue/seed/seedDatabase.ts';
import { migrateDatabase } from '../../../src/data/migrations.ts';
import type { SqlDatabase } from '../../../src/data/sqlDatabase.ts';
import { migrate, openDatabase } from '../../../src/data/sqlite/database.ts';
import { seedDatabase } from '../../../src/catalogue/sqlite/seed/sqliteCatalogueWriter.ts';
import { postgresDatabase } from '../../../src/data/postgres/postgresDatabase.ts';
import { postgresUnavailable, testPostgres, type TestPostgres } from '../../postgresServer.ts';
import { temporaryDir } from '../../testFiles.ts';
import { postgresCatalogueWriter } from '../../../src/catalogue/postgres/seed/postgresCatalogueWriter.ts';

export interface SeededPair {
  sqlite: DatabaseSync;
  postgres: SqlDatabase & { pool: pg.Pool };
  /** The PostgreSQL database's address: another handle on it is another server copy. */
  url: string;
  reports: { sqlite: SeedReport; postgres: SeedReport };
  close(): Promise<void>;
}

const ci = process.env.CI === 'true' || process.env.CI === '1';

/** Why the comparison cannot run here (said on stderr), or null; in CI a missing PostgreSQL is an error. */
export function comparisonUnavailable(): string | null {
  const unavailable = postgresUnavailable();
  if (!unavailable) return null;
  const message = `PostgreSQL cannot be had, so this comparison did not run: ${unavailable}`;
  if (ci) throw new Error(message);
  process.stderr.write(`\n*** ${message} ***\n`);
  return message;
}

export async function seededPair(options: SeedOptions): Promise<SeededPair> {
  const server: TestPostgres = await testPostgres();
  const postgres = postgresDatabase(server.url);
  const dir = temporaryDir('pair');
  const sqlite = openDatabase(path.join(dir, 'catalogue.sqlite'));
  const closeAll = async () => {
    sqlite.close();
    await postgres.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateDatabase(postgres);
    await migrate(sqlite);
    const sqliteReport = await seedDatabase(sqlite, options);
    const postgresReport = await seedCatalogue(postgresCatalogueWriter(postgres.pool), options);
    return {
      sqlite,
      postgres,
      url: server.url,
      reports: { sqlite: sqliteReport, postgres: postgresReport },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
