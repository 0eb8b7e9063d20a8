// What a server keeps up to date for its catalogue's engine once it is up (catalogueApi.ts onReady,
// publishing.upkeep): on PostgreSQL, the word lists, which publishing leaves to the servers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { buildApp } from './buildApp.ts';
import { createApi } from './catalogueApi.ts';
import { startSsrApp } from '../../test-support/ssrFixture.ts';
import { onPostgres } from '../../test-support/testEngine.ts';
import { catalogueStamp, hasWordLists } from '../catalogue/postgres/search/catalogue.ts';

test('a server that is up makes the word lists its catalogue lacks', { skip: onPostgres ? undefined : "the word lists servers keep are PostgreSQL's" }, async () => {
  const fixture = await startSsrApp();
  try {
    // That server stops (and its upkeep with it); its catalogue's lists become another seeding's.
    await fixture.app.close();
    const rows = await fixture.database.rows();
    const listsOf = async () => (await rows.get<{ value: string }>(sql`SELECT value FROM catalogue_info WHERE key = 'wordListsOf'`))?.value;
    await rows.run(sql`UPDATE catalogue_info SET value = 'another seeding' WHERE key = 'wordListsOf'`);
    // A server started on them makes them again once it is up, not at its first interval (a minute).
    const api = await createApi(fixture.config, { log: () => {} });
    const app = await buildApp({ config: fixture.config, registerApi: api.registerApi, searchPool: api.searchPool, searchWarmUp: api.searchWarmUp, countArticleView: api.countArticleView });
    try {
      await app.ready();
      const deadline = Date.now() + 10_000;
      while ((await listsOf()) === 'another seeding' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      assert.notEqual(await listsOf(), 'another seeding');
      assert.ok(await hasWordLists(rows.database.db, await catalogueStamp(rows.database.db)), 'made again for the catalogue as it is');
    } finally {
      await app.close();
      await api.close();
    }
  } finally {
    await fixture.close();
  }
});
