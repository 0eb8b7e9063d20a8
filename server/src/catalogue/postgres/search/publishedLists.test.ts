// Word lists on PostgreSQL through publishing (the import command's and a deposit's path): a new
// article keeps the lists in use and is found beside them, and a new version's publish brings the lists
// up to date with its text in its own transaction; either way a search answers what the walk through
// the indexes answers. A server's upkeep makes the lists again once they have fallen behind.
import { getEventListeners } from 'node:events';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { comparisonUnavailable } from '../../../../test-support/catalogue/postgres/seededPair.ts';
import { seededPostgresCatalogue } from '../../../../test-support/catalogue/postgres/seededCatalogue.ts';
import { jatsXml, scratchFolder } from '../../../../test-support/publishing/jatsPackages.ts';
import { noPurger } from '../../../platform/cache/purge.ts';
import { packagesOfPath } from '../../publishing/articlePackages.ts';
import { importPackages, type ImportReportEntry } from '../../publishing/importSession.ts';
import { postgresImportSession } from '../seed/postgresImportTransaction.ts';
import { createPostgresSearchStore } from './index.ts';
import { catalogueStamp, currentCatalogue, hasWordLists } from './catalogue.ts';
import { planSearch } from './plan.ts';
import { selection } from './selection.ts';
import { buildWordLists, keepWordLists, LISTS_BEHIND_SHARE, seededWordLists, unpackIds } from './wordLists.ts';

const DOI = '10.5555/lists.1';
// 'model' selects more than RANK_ALL (300) of these 800 articles: relevance ranks its title tier.
const queries: SearchQuery[] = ['cell', 'cells', 'model', 'regeneration', 'zebrafish'].flatMap((q) => [
  { q },
  { q, facets: [{ id: 'regions', value: 'Africa' }] },
  { q, basic: [{ id: 'date_from', value: '2026' }] },
]);

describe('word lists on PostgreSQL through publishing', { skip: comparisonUnavailable() ?? undefined }, () => {
  // Enough articles that common words select more than RANK_ALL, which relevance ranks by title tier.
  const seeded = seededPostgresCatalogue({ articles: 800, seed: 11, referenceDate: '2026-10-31' });
  const files = scratchFolder();

  const publish = async (name: string, xml: string): Promise<ImportReportEntry> => {
    const [entry] = await importPackages(postgresImportSession(seeded.database.pool), packagesOfPath(files.write(`${name}/main.xml`, xml)), {
      createJournals: true, allowMissingFiles: false, publicUrl: 'https://www.example.org', purger: noPurger,
    });
    assert.ok(entry);
    return entry;
  };

  /** Each query's first page by relevance and newest first, with facet counts, from a new store (nothing kept). */
  async function answers(): Promise<unknown[]> {
    const store = createPostgresSearchStore(seeded.database);
    const out: unknown[] = [];
    for (const query of queries) {
      for (const sort of ['relevancy', 'publication_date']) out.push([query, sort, await store.articles({ ...query, sort, resultsPerPage: 50 }, { includeFacets: true })]);
    }
    return out;
  }

  /** The same, walked through the indexes: the lists taken for another seeding's while it runs. */
  async function byIndexes(): Promise<unknown[]> {
    const { rows } = await sql<{ value: string }>`SELECT value FROM catalogue_info WHERE key = 'wordListsOf'`.execute(seeded.database.db);
    const made = rows[0]?.value ?? '';
    await sql`UPDATE catalogue_info SET value = 'another seeding' WHERE key = 'wordListsOf'`.execute(seeded.database.db);
    try {
      return await answers();
    } finally {
      await sql`UPDATE catalogue_info SET value = ${made} WHERE key = 'wordListsOf'`.execute(seeded.database.db);
    }
  }

  /** How many of the queries' selections came from a list, as the catalogue is now. */
  async function listed(): Promise<number> {
    const cat = await currentCatalogue(seeded.database.db, { current: null });
    let count = 0;
    for (const query of queries) {
      const p = await planSearch(seeded.database.db, query, undefined, cat);
      if (p && (await selection(seeded.database.db, p, cat)).list) count++;
    }
    return count;
  }

  const articleId = async () => Number((await sql<{ id: number }>`SELECT id FROM articles WHERE doi = ${DOI}`.execute(seeded.database.db)).rows[0]?.id);
  const cellList = async () => unpackIds((await sql<{ ids: Buffer }>`SELECT ids FROM article_word_lists WHERE term = 'cell'`.execute(seeded.database.db)).rows[0]?.ids ?? Buffer.alloc(0));
  const cellTotal = async () => (await createPostgresSearchStore(seeded.database).articles({ q: 'cell' })).total;

  test('a new article: the lists stay in use, and it is found beside them', async () => {
    assert.ok((await buildWordLists(seeded.database.db, { minDocs: 20 })) > 5, 'lists for the common words');
    const lists = await listed();
    assert.ok(lists >= 3, `selections from lists (${lists})`);
    const before = await cellTotal();
    const entry = await publish('new', jatsXml({ doi: DOI, title: 'A cell fate model for regenerating zebrafish fins', abstract: 'Blastema cell proliferation and cell cycle entry.' }));
    assert.equal(entry.status, 'imported', JSON.stringify(entry.problems));
    assert.equal(await listed(), lists, 'the lists of the seeding still answer after a publish');
    assert.equal(await cellTotal(), before + 1);
    assert.deepEqual(await answers(), await byIndexes());
  });

  test('a new version: the lists follow its text in the publish, whichever way the word goes', async () => {
    // Made again, the lists hold the article: it is no longer newer than them.
    await buildWordLists(seeded.database.db, { minDocs: 20 });
    const id = await articleId();
    assert.ok((await cellList()).includes(id), 'the list of "cell" has the article');
    const withWord = await cellTotal();

    const without = await publish('without', jatsXml({ doi: DOI, title: 'Fate in regenerating zebrafish fins', abstract: 'Blastema proliferation under constant light.', date: '2026-11-24' }));
    assert.deepEqual([without.status, without.version], ['updated', 2], JSON.stringify(without.problems));
    assert.ok(!(await cellList()).includes(id), 'out of the list of "cell"');
    assert.ok((await listed()) >= 3, 'the lists still answer');
    assert.equal(await cellTotal(), withWord - 1);
    assert.deepEqual(await answers(), await byIndexes());

    const again = await publish('again', jatsXml({ doi: DOI, title: 'Cell fate in regenerating zebrafish fins', abstract: 'Blastema cell proliferation, corrected.', date: '2026-11-26' }));
    assert.deepEqual([again.status, again.version], ['updated', 3], JSON.stringify(again.problems));
    assert.ok((await cellList()).includes(id), 'back in the list of "cell"');
    assert.equal(await cellTotal(), withWord);
    assert.deepEqual(await answers(), await byIndexes());
    files.remove();
  });

  test("a server's upkeep makes the lists again when none serve the catalogue or it has outgrown them, and only then", async () => {
    const db = seeded.database.db;
    assert.ok((await buildWordLists(db)) > 0, 'lists as the seed makes them');
    const maxId = Number((await sql<{ n: number }>`SELECT max(id)::int8 AS n FROM articles`.execute(db)).rows[0]?.n);
    const listedTo = async () => Number((await sql<{ n: number }>`SELECT min(listed_to)::int8 AS n FROM article_word_lists`.execute(db)).rows[0]?.n);
    const madeAt = (id: number) => sql`UPDATE article_word_lists SET listed_to = ${id}`.execute(db);
    assert.equal(await keepWordLists(db), null, 'current');
    // Made when the newest LISTS_BEHIND_SHARE of the catalogue was not in it yet: still current enough.
    const share = Math.floor(LISTS_BEHIND_SHARE * maxId);
    await madeAt(maxId - share);
    assert.equal(await keepWordLists(db), null, 'as far behind as allowed');
    // One more article behind: made again, by one of two copies looking at once (the other leaves it to that one).
    await madeAt(maxId - share - 1);
    const built = await Promise.all([keepWordLists(db), keepWordLists(db)]);
    assert.deepEqual(built.map((written) => written === null).sort(), [false, true], JSON.stringify(built));
    assert.equal(await listedTo(), maxId);
    // Lists of another seeding: made.
    await sql`UPDATE catalogue_info SET value = 'another seeding' WHERE key = 'wordListsOf'`.execute(db);
    assert.ok(((await keepWordLists(db)) ?? 0) > 0, 'of another seeding');
    assert.ok(await hasWordLists(db, await catalogueStamp(db)), 'and they serve the catalogue');
    // No lists, made at this stamp: no stem was common enough, and nothing changed since (every look
    // would otherwise build them again). Made at another: made.
    await sql`DELETE FROM article_word_lists`.execute(db);
    assert.equal(await keepWordLists(db), null, 'none, made at this stamp');
    await sql`UPDATE catalogue_info SET value = 'an earlier stamp' WHERE key = 'wordListsOf'`.execute(db);
    assert.ok(((await keepWordLists(db)) ?? 0) > 0, 'none, made at another stamp');
    assert.equal(await keepWordLists(db), null);
    // Lists made before publishing kept them current (no 'wordListsFollowed'; versions published since
    // may have left them behind) serve the stamp they were made at only, until the upkeep makes them again.
    await sql`DELETE FROM catalogue_info WHERE key = 'wordListsFollowed'`.execute(db);
    const serving = async () => hasWordLists(db, await catalogueStamp(db));
    assert.ok(await serving(), 'at the stamp they were made at');
    await publish('after-older-lists', jatsXml({ doi: '10.5555/lists.2' }));
    assert.ok(!(await serving()), 'not after a publish');
    assert.ok(((await keepWordLists(db)) ?? 0) > 0, 'made again by the upkeep');
    assert.ok(await serving());
    // A seed's lists, made under the build lock from before its statistics on: a server's look
    // meanwhile leaves them to the seed, and lists a server made first are kept.
    await sql`UPDATE catalogue_info SET value = 'another seeding' WHERE key = 'wordListsOf'`.execute(db);
    let looked: number | null | undefined;
    const bySeed = await seededWordLists(db, async () => {
      looked = await keepWordLists(db);
    });
    assert.ok((bySeed ?? 0) > 0, 'made by the seed');
    assert.equal(looked, null, "a server's look during the seed's statistics");
    assert.equal(await seededWordLists(db, async () => undefined), null, 'made already: kept');
  });

  test('a build under way holds up no publish, leaves another copy free, and a server that stops stops it', async () => {
    const db = seeded.database.db;
    const listedTo = async () => Number((await sql<{ n: number }>`SELECT min(listed_to)::int8 AS n FROM article_word_lists`.execute(db)).rows[0]?.n);
    const waiting = async (lock: number) =>
      (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = ${lock} AND NOT granted`.execute(db)).rows[0]?.n ?? 0;
    // Looks that find nothing to make leave nothing waiting on the server's stop.
    const idle = new AbortController();
    assert.equal(await keepWordLists(db, idle.signal), null);
    assert.equal(await keepWordLists(db, idle.signal), null);
    assert.equal(getEventListeners(idle.signal, 'abort').length, 0, 'no listener left on the signal');
    const made = await listedTo();
    const other = await seeded.database.pool.connect();
    try {
      // Another copy's build under way (it holds the build lock): a new version publishes meanwhile, and
      // this copy's look leaves the build to that one at once, however far behind the lists are.
      await other.query('SELECT pg_advisory_lock(240025)');
      const version = await publish('during-build', jatsXml({ doi: DOI, title: 'A cell fate model for regenerating zebrafish fins', abstract: 'Published while the lists were made.', date: '2026-11-30' }));
      assert.equal(version.status, 'updated', 'a new version publishes meanwhile');
      await sql`UPDATE article_word_lists SET listed_to = 1`.execute(db);
      assert.equal(await keepWordLists(db), null, 'left to the copy building');
      await other.query('SELECT pg_advisory_unlock(240025)');
      // This copy's build, held where it puts its lists in place (a reindex holds their lock); the
      // server stops: it is cancelled, and nothing changed.
      await other.query('SELECT pg_advisory_lock(240024)');
      const controller = new AbortController();
      let settled = false;
      const building = keepWordLists(db, controller.signal).finally(() => {
        settled = true;
      });
      const deadline = Date.now() + 10_000;
      while ((await waiting(240024)) === 0 && !settled && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      assert.ok(!settled && (await waiting(240024)) > 0, 'the build waits where it puts its lists in place');
      controller.abort();
      await assert.rejects(building, /cancel/);
      assert.equal(await listedTo(), 1, 'the lists as they were');
      await sql`UPDATE article_word_lists SET listed_to = ${made}`.execute(db);
    } finally {
      await other.query('SELECT pg_advisory_unlock_all()');
      other.release();
    }
    assert.deepEqual(await answers(), await byIndexes());
  });
});
