// A PostgreSQL catalogue for one describe block of tests: a database of testPostgres (TEST_DATABASE_URL's
// cluster, or a throwaway one) migrated and seeded by the PostgreSQL writer before the block's tests,
// and closed and removed after them. Call it inside `describe`; read `database` inside the tests.
import { after, before } from 'node:test';
import type pg from 'pg';
import type { SeedOptions } from '../../../src/catalogue/seed/seedDatabase.ts';
import { seedCatalogue } from '../../../src/catalogue/seed/seedDatabase.ts';
import { postgresCatalogueWriter } from '../../../src/catalogue/postgres/seed/postgresCatalogueWriter.ts';
import { migrateDatabase } from '../../../src/data/migrations.ts';
import { postgresDatabase } from '../../../src/data/postgres/postgresDatabase.ts';
import type { SqlDatabase } from '../../../src/data/sqlDatabase.ts';
import { testPostgres, type TestPostgres } from '../../postgresServer.ts';

export interface SeededCatalogue {
  /** The seeded database (set once the block's `before` has run). */
  database: SqlDatabase & { pool: pg.Pool };
}

export function seededPostgresCatalogue(options: SeedOptions): SeededCatalogue {
  let server: TestPostgres | undefined;
  const seeded = {} as SeededCatalogue;
  before(async () => {
    server = await testPostgres();
    seeded.database = postgresDatabase(server.url);
    await migrateDatabase(seeded.database);
    await seedCatalogue(postgresCatalogueWriter(seeded.database.pool), options);
  });
  after(async () => {
    await seeded.database?.close();
    await server?.stop();
  });
  return seeded;
}
