// One seed written to both engines, for the tests that compare them (issue 24): a SQLite file and a
// PostgreSQL database (testPostgres: TEST_DATABASE_URL's cluster, or a throwaway one), each migrated
// and seeded by its own writer with the same options. Where PostgreSQL cannot be had the caller's test
// is skipped with the reason, loudly (in CI it fails), as engineTest does.
import fs from 'node:fs';
import path from 'node:path';
import type { TestContext } from 'node:test';
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import type { SeedOptions, SeedReport } from '../../../../seed/seedDatabase.ts';
import { seedCatalogue } from '../../../../seed/seedDatabase.ts';
import { migrateDatabase } from '../../../migrations.ts';
import type { SqlDatabase } from '../../../sqlDatabase.ts';
import { migrate, openDatabase } from '../../../sqlite/database.ts';
import { seedDatabase } from '../../../sqlite/seed/sqliteCatalogueWriter.ts';
import { postgresDatabase } from '../../postgresDatabase.ts';
import { postgresUnavailable, testPostgres, type TestPostgres } from '../../../../testing/postgresServer.ts';
import { temporaryDir } from '../../../../testing/platformFixture.ts';
import { postgresCatalogueWriter } from '../seed/postgresCatalogueWriter.ts';

export interface SeededPair {
  sqlite: DatabaseSync;
  postgres: SqlDatabase & { pool: pg.Pool };
  reports: { sqlite: SeedReport; postgres: SeedReport };
  close(): Promise<void>;
}

const ci = process.env.CI === 'true' || process.env.CI === '1';

/** Null (the test skipped, with the reason) when PostgreSQL cannot be had here. */
export async function seededPair(t: TestContext, options: SeedOptions): Promise<SeededPair | null> {
  const unavailable = postgresUnavailable();
  if (unavailable) {
    const message = `PostgreSQL cannot be had, so this comparison did not run: ${unavailable}`;
    if (ci) throw new Error(message);
    process.stderr.write(`\n*** ${message} ***\n`);
    t.skip(message);
    return null;
  }
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
      reports: { sqlite: sqliteReport, postgres: postgresReport },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
