// Per-word match lists on PostgreSQL: a one-word search walked from its list answers exactly what the
// walk through the GIN indexes in SQL answers (totals, facet counts, pages newest first and by
// relevance), whole or cut short, within dates and behind filters, and so does a search no list
// answers, walked in the process with the facet index; lists of another seeding are not used; and
// the lists are what answers: a list with its newest id left out, or its ranked title tier reversed,
// changes the answer.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { buildQueryTree, RANK_ALL } from '../../articleSearch.ts';
import { sql } from 'kysely';
import type { Db } from '../../../data/sqlDatabase.ts';
import { comparisonUnavailable } from '../../../../test-support/catalogue/postgres/seededPair.ts';
import { seededPostgresCatalogue } from '../../../../test-support/catalogue/postgres/seededCatalogue.ts';
import { createPostgresSearchStore } from './index.ts';
import { catalogueStamp, currentCatalogue, facetIndexOf, type PgCatalogue } from './catalogue.ts';
import { planSearch } from './plan.ts';
import { selection, type PgSelection } from './selection.ts';
import { POSTGRES_WORD_LIST_MIN_DOCS, buildWordLists, keepWordLists, reindexArticleWords, restOfList, unpackIds, wordListOf } from './wordLists.ts';
import { listsWidened, WIDENED } from './wordListStems.ts';
import { postgresCatalogueDatabase } from '../postgresCatalogue.ts';

// 'combination': its stem (combin) is whole in no title of this seed, and begins a word in a few:
// relevance's title tier is then the prefix's (ranking.ts).
// 'topology', 'flexibly' and 'assembly': stems that migration 290 widens ('topologi' to 'topolog', 'flexibli' to 'flexibl').
const WORDS = ['cell', 'cells', 'study', 'analysis', 'patients', 'climate', 'disease', 'diseases', 'combination', 'topology', 'flexibly', 'assembly', 'xyzzy'];

const queries: SearchQuery[] = WORDS.flatMap((q) => [
  { q },
  { q, basic: [{ id: 'date_from', value: '2021' }, { id: 'date_to', value: '2023' }] },
  { q, facets: [{ id: 'regions', value: 'Europe' }] },
  { q, facets: [{ id: 'journals', value: 'cells-and-development' }] },
  { q, nameSystem: 'cells-and-development' },
]);
// Not one listed word: through the indexes, with lists or without.
queries.push({ advanced: [{ id: 'title', value: 'cell' }] }, { q: 'cell study' }, { q: 'gut' });

/** Whether there are lists, made before migration 290 (without the stems it widens). */
async function listsToWiden(db: Db): Promise<boolean> {
  const { rows } = await sql<{ lists: boolean }>`SELECT EXISTS (SELECT FROM article_word_lists) AS lists`.execute(db);
  return Boolean(rows[0]?.lists) && !(await listsWidened(db));
}

describe('word lists on PostgreSQL', { skip: comparisonUnavailable() ?? undefined }, () => {
  // Enough articles that common words select more than RANK_ALL, which relevance ranks by title tier.
  const seeded = seededPostgresCatalogue({ articles: 800, seed: 11, referenceDate: '2026-10-31' });

  /** Every query's first two pages newest first and by relevance, with facet counts, from a new store (nothing kept). */
  async function answers(asked: SearchQuery[] = queries): Promise<unknown[]> {
    const store = createPostgresSearchStore(seeded.database);
    const out: unknown[] = [];
    for (const query of asked) {
      for (const sort of ['relevancy', 'publication_date']) {
        for (const page of ['1', '2']) out.push([query, sort, page, await store.articles({ ...query, sort, page, resultsPerPage: 20 }, { includeFacets: true })]);
      }
    }
    return out;
  }

  /** What the lists are made from: the stamp they serve, and the texts of the search tables. */
  async function listSources(): Promise<string> {
    const { rows } = await sql<{ texts: string }>`
      SELECT (SELECT md5(string_agg(md5(concat_ws(' ', title, abstract, keywords, authors, affiliations, doi)), '' ORDER BY id)) FROM article_search)
        || (SELECT md5(string_agg(md5(concat_ws(' ', fulltext, "references")), '' ORDER BY id)) FROM article_search_text) AS texts`.execute(seeded.database.db);
    return `${await catalogueStamp(seeded.database.db)} ${rows[0]?.texts ?? ''}`;
  }

  /**
   * The lists of { minDocs: 20 } in place, as a build makes them: the first time built and copied
   * aside, then put back from the copy while the articles are the same (the tests after the build's
   * own need the lists, not the build again, which is seconds of PostgreSQL's work each time).
   */
  let commonListsOf: string | null = null;
  async function commonLists(): Promise<void> {
    const { db } = seeded.database;
    const sources = await listSources();
    if (commonListsOf !== sources) {
      await buildWordLists(db, { minDocs: 20 });
      await sql`DROP TABLE IF EXISTS common_word_lists, common_word_list_marks`.execute(db);
      await sql`CREATE TABLE common_word_lists AS SELECT * FROM article_word_lists`.execute(db);
      await sql`CREATE TABLE common_word_list_marks AS SELECT * FROM catalogue_info WHERE key IN ('wordListsOf', 'wordListsFollowed', ${WIDENED.key})`.execute(db);
      commonListsOf = sources;
      return;
    }
    await sql`DELETE FROM article_word_lists`.execute(db);
    await sql`INSERT INTO article_word_lists SELECT * FROM common_word_lists`.execute(db);
    await sql`INSERT INTO catalogue_info SELECT * FROM common_word_list_marks ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(db);
  }

  /** How many of the queries' selections came from a list. */
  async function listed(): Promise<number> {
    const cache = { current: null };
    const cat = await currentCatalogue(seeded.database.db, cache);
    let count = 0;
    for (const query of queries) {
      const p = await planSearch(seeded.database.db, query, undefined, cat);
      if (p && (await selection(seeded.database.db, p, cat)).list) count++;
    }
    return count;
  }

  const setInfo = (value: string) => sql`UPDATE catalogue_info SET value = ${value} WHERE key = 'wordListsOf'`.execute(seeded.database.db);

  test('a listed word answers as the indexes do: whole lists, lists cut short, title lists cut short', async () => {
    const { rows } = await sql<{ n: number; rare: number }>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE term IN (SELECT word FROM ts_stat('SELECT meta_vector FROM article_search') WHERE ndoc < ${POSTGRES_WORD_LIST_MIN_DOCS}))::int AS rare
      FROM article_word_lists`.execute(seeded.database.db);
    assert.ok((rows[0]?.n ?? 0) > 0, 'the seed lists its common words');
    assert.equal(rows[0]?.rare, 0, `the seed lists no word of fewer than ${POSTGRES_WORD_LIST_MIN_DOCS} articles`);
    // The lists below are built here, each way; the indexes answer first.
    await sql`DELETE FROM article_word_lists`.execute(seeded.database.db);
    // Without lists of this seeding there is no facet index either: the walk in SQL.
    const stamp = await catalogueStamp(seeded.database.db);
    await setInfo('another seeding');
    const byIndexes = await answers();
    await setInfo(stamp);
    assert.equal(await listed(), 0);
    for (const options of [{ minDocs: 20 }, { minDocs: 20, keep: 40 }, { minDocs: 20, keepTitles: 3 }]) {
      assert.ok((await buildWordLists(seeded.database.db, options)) > 5, 'lists for the common words');
      // Lists of 40 ids end before most walks stop: those walk the indexes.
      if (!('keep' in options)) assert.ok((await listed()) > 20, `selections walked from lists (${JSON.stringify(options)})`);
      assert.deepEqual(await answers(), byIndexes, JSON.stringify(options));
    }
    // Lists made before the prefix's title ids were kept (migration 270) find that tier through the indexes.
    await sql`UPDATE article_word_lists SET prefix_title_ids = NULL, prefix_titles_complete = NULL, prefix_title_ranked = NULL`.execute(seeded.database.db);
    assert.deepEqual(await answers(), byIndexes, 'lists without prefix titles');
    // Lists of another seeding are not read.
    await setInfo('another seeding');
    assert.equal(await listed(), 0);
  });

  test('lists made before their stems were widened: the widened ones are made again, alone', async () => {
    const options = { minDocs: 10 };
    // The generated text says "assembly" and rarely "assembled": one article says only the latter.
    const { rows: chosen } = await sql<{ id: number; abstract: string }>`
      SELECT id::int AS id, abstract FROM article_search WHERE NOT meta_vector @@ 'assembli | assembl'::tsquery ORDER BY id DESC LIMIT 1`.execute(seeded.database.db);
    const { id, abstract } = chosen[0]!;
    await sql`UPDATE article_search SET abstract = ${`${abstract} The cells assembled.`} WHERE id = ${id}`.execute(seeded.database.db);
    await sql`UPDATE article_search_text SET fulltext = fulltext || ' The cells assembled.' WHERE id = ${id}`.execute(seeded.database.db);
    try {
      const stamp = await catalogueStamp(seeded.database.db);
      await setInfo('another seeding');
      const byIndexes = await answers();
      await setInfo(stamp);
      await buildWordLists(seeded.database.db, options);
      const lists = async () =>
        (await sql<{ term: string; listed_to: string; ids: Buffer; widened: boolean }>`
          SELECT term, listed_to, ids, cardinality(oap_stem_variants(term)) > 1 AS widened FROM article_word_lists ORDER BY term`.execute(seeded.database.db)).rows;
      const made = await lists();
      const widened = made.filter((row) => row.widened).map((row) => row.term);
      assert.ok(widened.includes('assembli') && widened.includes('topolog'), `lists of widened stems (${widened.join(', ')})`);
      assert.ok(unpackIds(made.find((row) => row.term === 'assembli')!.ids).includes(id), 'the list of "assembly" holds the article that says "assembled"');
      // "topology" ('topologi', in too few articles for a list of its own) reads the list of 'topolog', which holds the same matches.
      const topology = buildQueryTree({ q: 'topology' });
      assert.ok(topology && !made.some((row) => row.term === 'topologi'));
      assert.equal((await wordListOf(seeded.database.db, topology))?.term, 'topolog');
      assert.deepEqual(await answers(), byIndexes, 'widened lists answer as the widened walks do');
      assert.equal(await listsToWiden(seeded.database.db), false, 'a build widens them');
      // As migration 290 leaves lists made before it: without the widened stems' lists or the mark.
      const asBefore290 = async () => {
        await sql`DELETE FROM article_word_lists WHERE cardinality(oap_stem_variants(term)) > 1`.execute(seeded.database.db);
        await sql`DELETE FROM catalogue_info WHERE key = 'wordListsStems'`.execute(seeded.database.db);
        assert.equal((await lists()).length, made.length - widened.length);
        assert.equal(await listsToWiden(seeded.database.db), true);
      };
      // A server's upkeep makes those alone (keepWordLists).
      await asBefore290();
      assert.deepEqual(await answers(), byIndexes, 'those words through the indexes meanwhile');
      assert.equal(await keepWordLists(seeded.database.db, undefined, options), widened.length, 'the widened stems alone');
      assert.deepEqual(await lists(), made, 'the same lists as a whole build');
      assert.equal(await listsToWiden(seeded.database.db), false);
      assert.equal(await keepWordLists(seeded.database.db, undefined, options), null, 'nothing more to make');
      assert.deepEqual(await answers(), byIndexes);
      // What a server runs once it is up (publishing.upkeep): nothing once it is stopping; otherwise
      // a look now, then one at each interval.
      const upkeepSeconds = 0.05;
      const server = () => postgresCatalogueDatabase(seeded.database, createPostgresSearchStore(seeded.database), { upkeepSeconds, wordListOptions: options });
      await asBefore290();
      const stopping = server();
      stopping.publishing.stopUpkeep?.();
      await stopping.publishing.upkeep?.();
      await new Promise((resolve) => setTimeout(resolve, upkeepSeconds * 4000));
      assert.equal(await listsToWiden(seeded.database.db), true, 'a stopping server starts no widening');
      const failures: unknown[] = [];
      const reported: string[] = [];
      const catalogue = server();
      try {
        await catalogue.publishing.upkeep?.({ made: (what) => reported.push(what), failed: (error) => failures.push(error) });
        assert.deepEqual(await lists(), made, 'a server that is up widens the lists');
        assert.equal(reported.length, 1);
        assert.match(reported[0] ?? '', new RegExp(`^${widened.length} word lists made again in [\\d.]+ s$`), 'and says so');
        // As before 290 again, while another copy's build holds the lock (its looks leave the lists to that one).
        const other = await seeded.database.pool.connect();
        try {
          await other.query('SELECT pg_advisory_lock(240025)');
          await asBefore290();
        } finally {
          await other.query('SELECT pg_advisory_unlock(240025)');
          other.release();
        }
        const deadline = Date.now() + 10_000;
        while ((await listsToWiden(seeded.database.db)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        assert.deepEqual(await lists(), made, 'and again at the next interval');
        assert.deepEqual(failures, []);
      } finally {
        catalogue.publishing.stopUpkeep?.();
      }
      await buildWordLists(seeded.database.db, options);
      assert.deepEqual(await lists(), made);
      // Lists an earlier server made again (a new stamp in wordListsOf) are not taken for widened ones.
      await sql`UPDATE catalogue_info SET value = value || ' again' WHERE key = 'wordListsOf'`.execute(seeded.database.db);
      assert.equal(await listsToWiden(seeded.database.db), true);
      await sql`UPDATE catalogue_info SET value = left(value, -6) WHERE key = 'wordListsOf'`.execute(seeded.database.db);
      // A correction that says "assembled" and no longer any other word of the list: reindexed into the list of "assembly".
      const { rows: other } = await sql<{ id: number }>`
        SELECT id::int AS id FROM article_search WHERE NOT meta_vector @@ 'assembli | assembl'::tsquery AND id <> ${id} ORDER BY id DESC LIMIT 1`.execute(seeded.database.db);
      const corrected = other[0]!.id;
      await sql`UPDATE article_search_text SET fulltext = fulltext || ' Assembled.' WHERE id = ${corrected}`.execute(seeded.database.db);
      try {
        assert.ok((await seeded.database.db.transaction().execute((tx) => reindexArticleWords(tx, corrected))) > 0);
        assert.ok(unpackIds((await lists()).find((row) => row.term === 'assembli')!.ids).includes(corrected));
        await setInfo('another seeding');
        const afterCorrection = await answers();
        await setInfo(stamp);
        assert.deepEqual(await answers(), afterCorrection);
      } finally {
        await sql`UPDATE article_search_text SET fulltext = left(fulltext, -length(' Assembled.')) WHERE id = ${corrected}`.execute(seeded.database.db);
        await seeded.database.db.transaction().execute((tx) => reindexArticleWords(tx, corrected));
      }
    } finally {
      await sql`UPDATE article_search SET abstract = ${abstract} WHERE id = ${id}`.execute(seeded.database.db);
      await sql`UPDATE article_search_text SET fulltext = left(fulltext, -length(' The cells assembled.')) WHERE id = ${id}`.execute(seeded.database.db);
    }
  });

  test('stems common in the full texts get lists however few metadata have them, and answer as the indexes do', async () => {
    const stamp = await catalogueStamp(seeded.database.db);
    await setInfo('another seeding');
    const byIndexes = await answers();
    await setInfo(stamp);
    // No stem is in a million articles' metadata: every list is one of the full texts (all 800 sampled here).
    assert.ok((await buildWordLists(seeded.database.db, { minDocs: 1_000_000, fullTextMinDocs: 300 })) > 5);
    const { rows } = await sql<{ listed: string[]; common: string[] }>`
      SELECT (SELECT array_agg(term ORDER BY term) FROM article_word_lists) AS listed,
        (SELECT array_agg(word ORDER BY word) FROM ts_stat('SELECT fulltext_vector FROM article_search_text') WHERE ndoc >= 300 AND word ~ '^[a-z]+$') AS common`.execute(seeded.database.db);
    assert.deepEqual(rows[0]?.listed, rows[0]?.common, 'the stems in 300 full texts or more');
    assert.ok((await listed()) > 10, 'selections walked from them');
    assert.deepEqual(await answers(), byIndexes);
    // Counted in the newest 200 full texts of the 800 with one, each counts for four.
    await buildWordLists(seeded.database.db, { minDocs: 1_000_000, fullTextMinDocs: 300, fullTextSample: 200 });
    const { rows: sampled } = await sql<{ listed: string[]; common: string[] }>`
      SELECT (SELECT array_agg(term ORDER BY term) FROM article_word_lists) AS listed,
        (SELECT array_agg(word ORDER BY word) FROM ts_stat('SELECT fulltext_vector FROM article_search_text ORDER BY id DESC LIMIT 200')
          WHERE ndoc * (SELECT count(*) FROM article_search_text) / 200.0 >= 300 AND word ~ '^[a-z]+$') AS common`.execute(seeded.database.db);
    assert.deepEqual(sampled[0]?.listed, sampled[0]?.common, 'the stems in 75 of the sample or more');
    assert.notDeepEqual(sampled[0]?.listed, rows[0]?.listed);
    assert.deepEqual(await answers(), byIndexes);
  });

  test('one word without a list finds its title tier through the index, and answers as the indexes do', async () => {
    const stamp = await catalogueStamp(seeded.database.db);
    await setInfo('another seeding');
    const byIndexes = await answers();
    await setInfo(stamp);
    // No word has a list: each is one few articles' metadata hold, as far as the search can tell.
    assert.equal(await buildWordLists(seeded.database.db, { minDocs: 1_000_000 }), 0);
    const cat = await currentCatalogue(seeded.database.db, { current: null });
    assert.ok(await facetIndexOf(seeded.database.db, cat), 'lists of this seeding (none), so the facet index');
    for (const [q, few] of [['study', true], ['cell study', false]] as const) {
      const p = await planSearch(seeded.database.db, { q }, undefined, cat);
      assert.ok(p);
      const walked = await selection(seeded.database.db, p, cat);
      assert.equal(walked.fewInMetadata === true, few, q);
      if (few) assert.ok((walked.passing?.length ?? 0) > RANK_ALL, `"${q}" is ranked by its title tier`);
    }
    assert.deepEqual(await answers(), byIndexes);
    // With its list, the word is no longer taken for a rare one.
    await commonLists();
    const p = await planSearch(seeded.database.db, { q: 'cell' }, undefined, cat);
    assert.equal((await selection(seeded.database.db, p!, cat)).fewInMetadata, undefined);
  });

  test('the lists are what answers: a wrong list gives another answer', async () => {
    await commonLists();
    const right = await answers();
    // The seed's ranked first title tiers (the word whole, and as a prefix) order an unfiltered
    // relevance search: reversed, they reverse it.
    const { rows } = await sql<{ term: string; title_ranked: Buffer; prefix_title_ranked: Buffer; whole: number }>`
      SELECT term, title_ranked, prefix_title_ranked, length(title_ids) AS whole FROM article_word_lists`.execute(seeded.database.db);
    const reversed = (ids: Buffer) => {
      const out = Buffer.alloc(ids.length);
      for (let at = 0; at < out.length; at += 4) ids.copy(out, out.length - at - 4, at, at + 4);
      return out;
    };
    for (const row of rows) {
      await sql`UPDATE article_word_lists SET title_ranked = ${reversed(row.title_ranked)}, prefix_title_ranked = ${reversed(row.prefix_title_ranked)} WHERE term = ${row.term}`.execute(seeded.database.db);
    }
    const wrong = await answers();
    assert.notDeepEqual(wrong, right, 'reversed title tiers');
    // "combination" (stem combin) is whole in no title: only its prefix's tier can change its answer.
    const combin = rows.find((row) => row.term === 'combin');
    assert.ok(combin && Number(combin.whole) === 0 && combin.prefix_title_ranked.length > 4, 'combin begins words in titles and is whole in none');
    const combination = (all: unknown[]) => all.filter((entry) => JSON.stringify((entry as [SearchQuery])[0]) === JSON.stringify({ q: 'combination' }));
    assert.notDeepEqual(combination(wrong), combination(right), 'reversed prefix title tier');
    // Each list without its newest match: newest first, the first page starts one later.
    await commonLists();
    // The newest match of "cell" in any field, text included: the list's first id.
    const { rows: listedCell } = await sql<{ ids: Buffer }>`SELECT ids FROM article_word_lists WHERE term = 'cell'`.execute(seeded.database.db);
    const newest = unpackIds(listedCell[0]?.ids ?? Buffer.alloc(0))[0];
    assert.ok(newest, 'a list for "cell"');
    await sql`UPDATE article_word_lists SET ids = substring(ids from 5)`.execute(seeded.database.db);
    const cat = await currentCatalogue(seeded.database.db, { current: null });
    const p = await planSearch(seeded.database.db, { q: 'cell' }, undefined, cat);
    assert.ok(p);
    const walked = await selection(seeded.database.db, p, cat);
    assert.ok(walked.list, 'walked from the list');
    assert.ok(!walked.passing?.includes(newest), 'the newest match is not selected');
    assert.notDeepEqual(await answers(), right, 'lists without their newest match');
  });

  test('a search walked in the process selects, counts and samples as the walk in SQL does', async () => {
    await commonLists();
    const cat = await currentCatalogue(seeded.database.db, { current: null });
    assert.ok(await facetIndexOf(seeded.database.db, cat), 'the facet index');
    // The same catalogue with no facet index: every selection is walked in SQL.
    const inSql: PgCatalogue = { ...cat, facets: { checkedAt: Date.now(), index: Promise.resolve(null) } };
    const journal = cat.journals[0]?.nameSystem ?? '';
    const kept = (sel: PgSelection) => ({ ...sel, list: undefined, walkedAll: undefined, fewInMetadata: undefined, histogram: sel.histogram.map((row) => JSON.stringify(row)).sort() });
    let inProcess = 0;
    for (const q of ['gut', 'climate', 'cell', 'xyzzy']) {
      const asked: SearchQuery[] = [
        { q },
        { q, basic: [{ id: 'date_from', value: '2021' }, { id: 'date_to', value: '2023' }] },
        { q, facets: [{ id: 'journals', value: journal }] },
        { q, facets: [{ id: 'article_types', value: 'review' }] },
        { q, nameSystem: journal },
      ];
      for (const query of asked) {
        const p = await planSearch(seeded.database.db, query, undefined, cat);
        assert.ok(p);
        // Caps and samples small enough to stop these walks (and to read past the first limit).
        for (const cap of [4, 50, 10_000]) {
          for (const rule of [null, { passing: 3, walked: 10, floor: 20 }]) {
            const walked = await selection(seeded.database.db, p, cat, cap, rule);
            if (walked.walkedAll !== undefined || walked.capped) inProcess++;
            assert.deepEqual(kept(walked), kept(await selection(seeded.database.db, p, inSql, cap, rule)), JSON.stringify([query, cap, rule]));
          }
        }
      }
    }
    assert.ok(inProcess > 50, `selections walked in the process (${inProcess})`);
  });

  test("a list's head is read first and its rest only for a walk that goes on, as long as the head is unchanged", async () => {
    await commonLists();
    const tree = buildQueryTree({ q: 'cell' });
    assert.ok(tree);
    const whole = await wordListOf(seeded.database.db, tree);
    assert.ok(whole && whole.ids.length > 20 && whole.idCount === whole.ids.length, 'the whole list of "cell"');
    const head = await wordListOf(seeded.database.db, tree, 8);
    assert.deepEqual([head?.ids.length, head?.idCount, head?.term], [8, whole.idCount, 'cell']);
    assert.deepEqual([...head!.ids], [...whole.ids.subarray(0, 8)]);
    assert.deepEqual([...((await restOfList(seeded.database.db, head!)) ?? [])], [...whole.ids.subarray(8)]);
    // A correction past the head (the list's oldest id taken out): the rest as it is now.
    await sql`UPDATE article_word_lists SET ids = substring(ids FROM 1 FOR length(ids) - 4) WHERE term = 'cell'`.execute(seeded.database.db);
    assert.deepEqual([...((await restOfList(seeded.database.db, head!)) ?? [])], [...whole.ids.subarray(8, -1)]);
    // One within the head (its newest id taken out): the head read no longer begins the list.
    await sql`UPDATE article_word_lists SET ids = substring(ids FROM 5) WHERE term = 'cell'`.execute(seeded.database.db);
    assert.equal(await restOfList(seeded.database.db, head!), null);
  });

  test("a search walked whole through the indexes keeps its matches with the catalogue, for the same words behind other filters", async () => {
    await commonLists();
    const cat = await currentCatalogue(seeded.database.db, { current: null });
    const inSql: PgCatalogue = { ...cat, facets: { checkedAt: Date.now(), index: Promise.resolve(null) } };
    const kept = (sel: PgSelection) => ({ ...sel, list: undefined, walkedAll: undefined, fewInMetadata: undefined, histogram: sel.histogram.map((row) => JSON.stringify(row)).sort() });
    // "gut" has no list. A sample that cannot stop and a cap of 4 read its newest 10 matches, then
    // all of them when fewer than 5 of those 10 are in the journal.
    const rule = { passing: 3, walked: 10, floor: 1_000_000 };
    const [first, second] = cat.journals;
    const behind = async (journal: string) => {
      const p = await planSearch(seeded.database.db, { q: 'gut', facets: [{ id: 'journals', value: journal }] }, undefined, cat);
      assert.ok(p);
      return [await selection(seeded.database.db, p, cat, 4, rule), await selection(seeded.database.db, p, inSql, 4, rule)] as const;
    };
    const [walked, sqlWalk] = await behind(first!.nameSystem);
    assert.deepEqual(kept(walked), kept(sqlWalk));
    assert.equal(cat.matchSets.size, 1, 'the matches of "gut" kept');
    const [again, sqlAgain] = await behind(second!.nameSystem);
    assert.deepEqual(kept(again), kept(sqlAgain), 'another journal, from the kept matches');
    assert.equal(cat.matchSets.size, 1, 'the same matches');
    // What is kept is what answers: emptied, the next walk finds nothing.
    for (const [key, set] of [...cat.matchSets.entries()]) cat.matchSets.set(key, { ...set, ids: new Int32Array(0) });
    assert.equal((await behind(first!.nameSystem))[0].count, 0);
  });

  test('a corrected article: the lists follow it once it is reindexed', async () => {
    await commonLists();
    const cell: SearchQuery[] = [{ q: 'cell' }, { q: 'cells', facets: [{ id: 'regions', value: 'Europe' }] }];
    const { rows } = await sql<{ id: number }>`SELECT max(id)::int AS id FROM article_search WHERE meta_vector @@ 'cell:A'::tsquery`.execute(seeded.database.db);
    const id = rows[0]?.id as number;
    // The newest article with "cell" in its title no longer has the word anywhere (its DOI may: the journal Cells).
    await sql`UPDATE article_search SET title = 'A corrected title', abstract = '', keywords = '', authors = '', affiliations = '', doi = '' WHERE id = ${id}`.execute(seeded.database.db);
    await sql`UPDATE article_search_text SET fulltext = '' WHERE id = ${id}`.execute(seeded.database.db);
    const stamp = await catalogueStamp(seeded.database.db);
    await setInfo('another seeding');
    const byIndexes = await answers(cell);
    await setInfo(stamp);
    assert.notDeepEqual(await answers(cell), byIndexes, 'the lists still hold the article');
    const prefixTitlesOfCell = async () =>
      unpackIds((await sql<{ ids: Buffer }>`SELECT prefix_title_ids AS ids FROM article_word_lists WHERE term = 'cell'`.execute(seeded.database.db)).rows[0]?.ids ?? Buffer.alloc(0));
    assert.ok((await prefixTitlesOfCell()).includes(id));
    assert.ok((await seeded.database.db.transaction().execute((tx) => reindexArticleWords(tx, id))) > 0, 'lists changed');
    assert.deepEqual(await answers(cell), byIndexes);
    assert.ok(!(await prefixTitlesOfCell()).includes(id), 'out of the prefix titles as well');
    assert.equal(await seeded.database.db.transaction().execute((tx) => reindexArticleWords(tx, id)), 0, 'nothing more to change');
  });
});
