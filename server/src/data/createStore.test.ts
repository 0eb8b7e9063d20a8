// createStore and openCatalogue choose the engine from the configuration alone: the
// SQLite file by default, PostgreSQL when a URL is given, with the same behaviour behind both.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { sql } from 'kysely';
import { createStore, type StoreConfig } from './createStore.ts';
import { openCatalogue } from '../catalogue/openCatalogue.ts';
import { withSessionSecret } from '../platform/secrets/sessionSecret.ts';
import { postgresUnavailable, testPostgres, type TestPostgres } from '../../test-support/postgresServer.ts';
import { temporaryDir } from '../../test-support/testFiles.ts';
import fs from 'node:fs';
import { seedAndPrepare } from '../catalogue/catalogueDatabase.ts';
import { repositoryRoot } from '../platform/paths.ts';

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
      // seeded:last id:journals:last publishing (empty until an article is published here)
      assert.match(await store.catalogueVersion.stamp(), /^\S+:\d+:\d+:\S*$/, `${engine}: the catalogue's stamp, for the page payloads`);
    } finally {
      await catalogue.close();
      await store.close();
    }
  }
});

test('an import prepares each JATS article once, on either engine: the seed keeps their page text, no first read makes it', async () => {
  // Two real articles (PLOS ONE with formulas, PLOS Biology) as the corpus.
  const corpus = path.join(temporaryDir('create-store-corpus'), 'jats');
  fs.mkdirSync(corpus, { recursive: true });
  for (const file of ['plos/journal.pone.0117014.xml', 'plos/journal.pbio.0020188.xml']) fs.copyFileSync(path.join(repositoryRoot, 'server', 'corpus', 'jats', file), path.join(corpus, path.basename(file)));
  const ownPostgres = postgres ? await testPostgres() : null;
  const file = path.join(temporaryDir('create-store-import'), 'site.sqlite');
  const engines: Array<[string, StoreConfig]> = [['sqlite', { databasePath: file }], ...(ownPostgres ? ([['postgres', { databasePath: file, databaseUrl: ownPostgres.url }]] as Array<[string, StoreConfig]>) : [])];
  try {
    for (const [engine, config] of engines) {
      const store = await createStore(config);
      const catalogue = await openCatalogue(config, { searchWorkers: 0 });
      try {
        const report = await seedAndPrepare(catalogue, { articles: 20, seed: 7, corpusDir: corpus });
        assert.equal(report.realArticles, 2, engine);
        assert.equal(report.prepared, 2, `${engine}: both imported articles prepared`);
        const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM article_prepared WHERE article_id IN (SELECT article_id FROM article_jats)`.execute(store.records.db);
        assert.equal(Number(rows[0]?.n), 2, `${engine}: their prepared text is kept in the database`);
      } finally {
        await catalogue.close();
        await store.close();
      }
    }
  } finally {
    await ownPostgres?.stop();
  }
});

test('on PostgreSQL without SESSION_SECRET every copy signs with one secret kept in the database, the first copy\'s own when it had one', { skip: unavailable && !ci ? 'no PostgreSQL here' : false }, async () => {
  const database = await testPostgres();
  try {
    // Two copies, each with a folder of its own; the first already had a secret there (a site moving to PostgreSQL).
    const first = path.join(temporaryDir('secret-a'), 'site.sqlite');
    const second = path.join(temporaryDir('secret-b'), 'site.sqlite');
    fs.mkdirSync(path.join(path.dirname(first), 'auth'), { recursive: true });
    fs.writeFileSync(path.join(path.dirname(first), 'auth', 'session-secret'), 'a-secret-this-copy-kept-in-its-folder-before\n');
    const [a, b] = await Promise.all([withSessionSecret({ databasePath: first, databaseUrl: database.url }), withSessionSecret({ databasePath: second, databaseUrl: database.url })]);
    assert.equal(a.sessionSecret, b.sessionSecret, 'one secret for both copies');
    assert.ok(a.sessionSecret === 'a-secret-this-copy-kept-in-its-folder-before' || (a.sessionSecret ?? '').length >= 32);
    // Started again (or a third copy): the same one.
    assert.equal((await withSessionSecret({ databasePath: second, databaseUrl: database.url })).sessionSecret, a.sessionSecret);
    // A configured secret is used as it is; SQLite keeps its file beside the database (platform/secrets/authState.ts).
    assert.equal((await withSessionSecret({ databasePath: second, databaseUrl: database.url, sessionSecret: 'x'.repeat(40) })).sessionSecret, 'x'.repeat(40));
    assert.equal((await withSessionSecret({ databasePath: second })).sessionSecret, undefined);
  } finally {
    await database.stop();
  }
});

test('without PostgreSQL here this file says so (and fails in CI)', { skip: !unavailable }, () => {
  process.stderr.write(`\n*** PostgreSQL cannot be had, so createStore was tested on SQLite only: ${unavailable} ***\n`);
});
