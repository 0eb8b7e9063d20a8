// createStore and openCatalogue choose the engine from the configuration alone (issue 24): the
// SQLite file by default, PostgreSQL when a URL is given, with the same behaviour behind both.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { sql } from 'kysely';
import { createStore, openCatalogue, type StoreConfig } from './createStore.ts';
import { postgresUnavailable, testPostgres, type TestPostgres } from '../testing/postgresServer.ts';
import { temporaryDir } from '../testing/platformFixture.ts';

let postgres: TestPostgres | null = null;
const unavailable = postgresUnavailable();
const ci = process.env.CI === 'true' || process.env.CI === '1';

before(async () => {
  if (unavailable && ci) throw new Error(`PostgreSQL cannot be had: ${unavailable}`);
  if (!unavailable) postgres = await testPostgres();
});
after(async () => postgres?.stop());

async function configs(): Promise<Array<[string, StoreConfig]>> {
  const file = path.join(temporaryDir('create-store'), 'site.sqlite');
  return [['sqlite', { databasePath: file }], ...(postgres ? ([['postgres', { databasePath: file, databaseUrl: postgres.url }]] as Array<[string, StoreConfig]>) : [])];
}

test('the records, limits and catalogue come from the configured engine, seeded and searched alike', async () => {
  for (const [engine, config] of await configs()) {
    const store = await createStore(config);
    const catalogue = await openCatalogue(config, { searchWorkers: 0 });
    try {
      assert.equal(store.engine, engine);
      assert.equal(store.records.engine, engine);
      await store.records.write(async (tx) => {
        await sql`INSERT INTO sessions (id, sub, id_token, created_at, expires_at) VALUES ('s1', 'reader', NULL, 1, 2)`.execute(tx);
      });
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM sessions`.execute(store.records.db);
      assert.equal(Number(rows[0]?.n), 1, engine);
      assert.equal(await catalogue.hasCatalogue(), false, `${engine}: empty at first`);
      const report = await catalogue.seed({ articles: 60, seed: 7 });
      assert.equal(report.generatedArticles, 60);
      assert.equal(await catalogue.hasCatalogue(), true, `${engine}: seeded`);
      assert.equal(catalogue.searchPool, null, 'no search threads asked for');
      const found = await catalogue.store.search.articles({ q: '' } as never);
      assert.equal(found.total, 60, `${engine}: every article found without words`);
      assert.ok((await catalogue.store.journals.biggest(3)).length === 3, engine);
      assert.match(await store.catalogueVersion.stamp(), /^\S+:\d+:\d+$/, `${engine}: the catalogue's stamp, for the page payloads`);
    } finally {
      await catalogue.close();
      await store.close();
    }
  }
});

test('without PostgreSQL here this file says so (and fails in CI)', { skip: !unavailable }, () => {
  process.stderr.write(`\n*** PostgreSQL cannot be had, so createStore was tested on SQLite only: ${unavailable} ***\n`);
});
