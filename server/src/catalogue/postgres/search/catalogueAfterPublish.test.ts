// What PostgreSQL's search keeps of the catalogue, after each publish (catalogue.ts currentCatalogue):
// extended by the new articles when they are all new, read afresh otherwise, and in either case the
// same as a catalogue read afresh (journals, highest id, date order, histogram, facet index); the
// matches a search walked whole stay through publishes that extend it, with the new articles' added;
// and once ids no longer follow the dates, newest first is the dates' order, sorted in the process.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { comparisonUnavailable } from '../../../../test-support/catalogue/postgres/seededPair.ts';
import { seededPostgresCatalogue } from '../../../../test-support/catalogue/postgres/seededCatalogue.ts';
import { jatsXml, scratchFolder } from '../../../../test-support/publishing/jatsPackages.ts';
import { noPurger } from '../../../platform/cache/purge.ts';
import { packagesOfPath } from '../../publishing/articlePackages.ts';
import { importPackages, type ImportReportEntry } from '../../publishing/importSession.ts';
import { postgresImportSession } from '../seed/postgresImportTransaction.ts';
import { currentCatalogue, facetIndexOf, type CatalogueCache, type PgCatalogue } from './catalogue.ts';
import { extendedFacetIndex, loadFacetIndex, PUBLICATION_DAY } from './facetIndex.ts';
import { pageIds } from './paging.ts';
import { planSearch } from './plan.ts';
import { selection } from './selection.ts';
import { createPostgresSearchStore } from './index.ts';
import { buildWordLists } from './wordLists.ts';

describe('the catalogue search keeps, after each publish', { skip: comparisonUnavailable() ?? undefined }, () => {
  const seeded = seededPostgresCatalogue({ articles: 200, seed: 11, referenceDate: '2026-10-31' });
  const files = scratchFolder();
  const cache: CatalogueCache = { current: null };
  let n = 0;

  const publish = async (xml: string): Promise<ImportReportEntry> => {
    const [entry] = await importPackages(postgresImportSession(seeded.database.pool), packagesOfPath(files.write(`${++n}/main.xml`, xml)), {
      createJournals: true, allowMissingFiles: false, publicUrl: 'https://www.example.org', purger: noPurger,
    });
    assert.ok(entry && (entry.status === 'imported' || entry.status === 'updated'), JSON.stringify(entry));
    return entry;
  };

  /** What a catalogue holds, its facet index included, comparable with another's. */
  async function contents(cat: PgCatalogue) {
    const index = await facetIndexOf(seeded.database.db, cat);
    assert.ok(index, 'a facet index (the catalogue has its lists)');
    return {
      journals: cat.journals,
      maxId: cat.maxId,
      dateOrdered: cat.dateOrdered,
      histogram: cat.histogram.map((row) => JSON.stringify([row.journal_id, row.article_type, row.region, row.n])).sort(),
      types: [...cat.types].sort(),
      regions: [...cat.regions].sort(),
      index: { keys: [...index.keys], days: [...index.days], citations: [...index.citations], shelves: [...index.shelves], types: index.types, regions: index.regions },
    };
  }

  /** The kept catalogue after a publish; whether it came with its facet index (extended) or not (read afresh); and that it holds what one read afresh holds. */
  async function afterPublish(): Promise<{ extended: boolean }> {
    const kept = await currentCatalogue(seeded.database.db, cache);
    const extended = kept.facets !== null;
    assert.deepEqual(await contents(kept), await contents(await currentCatalogue(seeded.database.db, { current: null })));
    return { extended };
  }

  test('new articles extend it; a new version, or a type it has no code for, has it read afresh; it always equals a fresh read', async () => {
    await buildWordLists(seeded.database.db, { minDocs: 20 });
    await contents(await currentCatalogue(seeded.database.db, cache));
    // The first publish after the seeding: nothing in the stamp says what came before it.
    await publish(jatsXml({ doi: '10.5555/kept.1' }));
    assert.deepEqual(await afterPublish(), { extended: false });
    // New articles, in the new journal and in one of the seed's; one dated before the newest.
    await publish(jatsXml({ doi: '10.5555/kept.2', date: '2026-11-28' }));
    assert.deepEqual(await afterPublish(), { extended: true });
    await publish(jatsXml({ doi: '10.5555/kept.3', date: '2019-03-04', issn: '2049-3631', journalTitle: 'Kept Journal Two', journalId: 'kjt' }));
    const older = await currentCatalogue(seeded.database.db, cache);
    assert.equal(older.dateOrdered, false, 'an article dated before the newest');
    assert.deepEqual(await afterPublish(), { extended: true });
    // A new version of an article it knew: read afresh.
    await publish(jatsXml({ doi: '10.5555/kept.2', abstract: 'A corrected abstract.', date: '2026-11-29' }));
    assert.deepEqual(await afterPublish(), { extended: false });
    // A type no article had: its facet index is read afresh, the rest extended.
    await publish(jatsXml({ doi: '10.5555/kept.4', type: 'case-report' }));
    assert.deepEqual(await afterPublish(), { extended: false });
    await publish(jatsXml({ doi: '10.5555/kept.5', type: 'case-report' }));
    assert.deepEqual(await afterPublish(), { extended: true });
    // A day past its month's end, as a JATS file can give it: the month's last day.
    await publish(jatsXml({ doi: '10.5555/kept.7', date: '2023-02-31' }));
    assert.deepEqual(await afterPublish(), { extended: true });
    const { rows } = await sql<{ published_at: string }>`SELECT published_at FROM articles WHERE doi = '10.5555/kept.7'`.execute(seeded.database.db);
    assert.equal(rows[0]?.published_at, '2023-02-28');
  });

  test('the matches a search walked whole stay through a publish that extends it, with the new articles among them', async () => {
    const db = seeded.database.db;
    // "discussion" is in most full texts and no metadata (no list): behind the test journal, whose
    // articles never say it, a walk reads the newest 4, then 10, then every match, and keeps them.
    const rule = { passing: 3, walked: 10, floor: 1_000_000 };
    const behindJournal = async () => {
      const cat = await currentCatalogue(db, cache);
      const journal = cat.journals.find((candidate) => candidate.name === 'Test Publishing Journal');
      assert.ok(journal);
      const p = await planSearch(db, { q: 'discussion', facets: [{ id: 'journals', value: journal.nameSystem }] }, undefined, cat);
      assert.ok(p);
      const inSql: PgCatalogue = { ...cat, facets: { checkedAt: Date.now(), index: Promise.resolve(null) } };
      const walked = await selection(db, p, cat, 4, rule);
      const walkedInSql = await selection(db, p, inSql, 4, rule);
      return { cat, walked: [walked.passing, walked.count], inSql: [walkedInSql.passing, walkedInSql.count] };
    };
    const before = await behindJournal();
    assert.deepEqual(before.walked, [[], 0]);
    assert.deepEqual(before.walked, before.inSql);
    const [key] = [...before.cat.matchSets.keys()];
    assert.ok(key && before.cat.matchSets.size === 1, 'its matches kept');
    const { ids, upTo } = before.cat.matchSets.get(key)!;
    assert.ok(ids.length > 10);
    // A mark: the newest match (not in the journal) taken out of the kept ones. Read again, they would hold it.
    before.cat.matchSets.set(key, { ids: ids.subarray(1), upTo });
    await publish(jatsXml({ doi: '10.5555/kept.6', extraBody: '<p>Discussion of the slower regeneration.</p>' }));
    const after = await behindJournal();
    assert.notEqual(after.cat, before.cat, 'the catalogue after the publish');
    assert.ok(after.cat.facets, 'extended');
    const extended = after.cat.matchSets.get(key)?.ids;
    assert.ok(extended && !extended.includes(ids[0] as number), 'the kept matches, not read again');
    assert.equal(extended.length, ids.length, 'and the new article');
    assert.equal(after.walked[1], 1, 'the new article found');
    assert.deepEqual(after.walked, after.inSql, 'as the walk in SQL finds it');
    // What is kept is what answers: without the new article's match, it is not found.
    after.cat.matchSets.set(key, { ids, upTo: after.cat.maxId });
    assert.deepEqual((await behindJournal()).walked, [[], 0]);
  });

  test('where ids no longer follow the dates, newest first is by publication day then id, sorted by the facet index', async () => {
    const db = seeded.database.db;
    const cat = await currentCatalogue(db, cache);
    assert.equal(cat.dateOrdered, false, 'kept.3 is dated 2019, after articles of 2026');
    const p = await planSearch(db, { q: 'zebrafish' }, undefined, cat);
    assert.ok(p);
    const sel = await selection(db, p, cat);
    const passing = sel.passing ?? [];
    assert.ok(passing.length >= 5, 'the published articles');
    const { rows } = await sql<{ id: string }>`SELECT id FROM articles WHERE id = ANY(${passing}::bigint[]) ORDER BY published_at DESC, id DESC`.execute(db);
    const byDate = rows.map((row) => Number(row.id));
    assert.notDeepEqual(byDate, [...passing].reverse(), 'the dates do not follow the ids here');
    for (const offset of [0, 2]) assert.deepEqual(await pageIds(db, p, cat, 'publication_date', sel, offset, 3), byDate.slice(offset, offset + 3), `from ${offset}`);
    assert.deepEqual(sel.newest, byDate, 'sorted in the process, and kept for the next page');
  });

  test("where ids no longer follow the dates, the facet index tests each match's day, as the walk in SQL does", async () => {
    const db = seeded.database.db;
    const cat = await currentCatalogue(db, cache);
    const index = await facetIndexOf(db, cat);
    assert.ok(index && !cat.dateOrdered);
    const inSql: PgCatalogue = { ...cat, facets: { checkedAt: Date.now(), index: Promise.resolve(null) } };
    const answer = async (c: PgCatalogue, ...dates: [string, string][]) => {
      const p = await planSearch(db, { q: 'zebrafish', basic: dates.map(([id, value]) => ({ id, value })) }, undefined, c);
      assert.ok(p);
      const made = await selection(db, p, c);
      return { passing: made.passing, count: made.count, histogram: made.histogram.map((row) => JSON.stringify(row)).sort() };
    };
    const ranges: [string, string][][] = [[['date_from', '2020']], [['date_to', '2020']], [['date_from', '2026-11-28'], ['date_to', '2026-11-28']]];
    for (const dates of ranges) assert.deepEqual(await answer(cat, ...dates), await answer(inSql, ...dates), JSON.stringify(dates));
    const idOf = async (doi: string) => Number((await sql<{ id: string }>`SELECT id FROM articles WHERE doi = ${doi}`.execute(db)).rows[0]?.id);
    const older = await idOf('10.5555/kept.3');
    const before2021 = (await answer(cat, ['date_to', '2020'])).passing ?? [];
    assert.ok(before2021.includes(older) && !before2021.includes(await idOf('10.5555/kept.1')), 'kept.3 (2019), not kept.1 (2026)');
    // What the index holds is what answers: kept.3 moved to 28 November 2026 in a copy of it.
    const marked = { ...index, days: Int32Array.from(index.days) };
    marked.days[older] = Date.UTC(2026, 10, 28) / 86_400_000;
    const withMarked: PgCatalogue = { ...cat, facets: { checkedAt: Date.now(), index: Promise.resolve(marked) } };
    assert.ok((await answer(withMarked, ['date_from', '2026-11-28'])).passing?.includes(older));
    assert.ok(!(await answer(inSql, ['date_from', '2026-11-28'])).passing?.includes(older));
  });

  test('by citations or in bibliographic order, a selection is sorted once by the facet index and kept for its next pages; by views, each page is read afresh', async () => {
    const db = seeded.database.db;
    const cat = await currentCatalogue(db, cache);
    const p = await planSearch(db, { q: 'cell' }, undefined, cat);
    assert.ok(p);
    const sel = await selection(db, p, cat);
    const passing = sel.passing ?? [];
    assert.ok(passing.length >= 8, `matches to page through: ${passing.length}`);
    const { rows } = await sql<{ id: string }>`SELECT id FROM articles WHERE id = ANY(${passing}::bigint[]) ORDER BY citations DESC, id DESC`.execute(db);
    const byCitations = rows.map((row) => Number(row.id));
    for (const offset of [0, 3, 6]) assert.deepEqual(await pageIds(db, p, cat, 'citations', sel, offset, 3), byCitations.slice(offset, offset + 3), `from ${offset}`);
    assert.deepEqual(sel.orders?.citations, byCitations, 'the whole order, kept');
    const { rows: shelved } = await sql<{ id: string }>`
      SELECT a.id FROM articles a JOIN journals j ON j.id = a.journal_id JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id
      WHERE a.id = ANY(${passing}::bigint[])
      ORDER BY j.name COLLATE "C", j.id, v.volume DESC, CASE WHEN i.issue ~ '^[0-9]{1,9}$' THEN least(15, i.issue::int % 256) ELSE 0 END DESC, a.id`.execute(db);
    const bibliographic = shelved.map((row) => Number(row.id));
    for (const offset of [0, 4]) assert.deepEqual(await pageIds(db, p, cat, 'bibliographic', sel, offset, 4), bibliographic.slice(offset, offset + 4), `from ${offset}`);
    assert.deepEqual(sel.orders?.bibliographic, bibliographic, 'the whole order, kept');
    // What is kept is what answers: a count changed in the database (as a new seeding would) does not reorder it.
    const last = byCitations[byCitations.length - 1] as number;
    const { rows: before } = await sql<{ citations: number; views: number }>`SELECT citations, views FROM articles WHERE id = ${last}`.execute(db);
    try {
      await sql`UPDATE articles SET citations = 10000000, views = 10000000 WHERE id = ${last}`.execute(db);
      assert.deepEqual(await pageIds(db, p, cat, 'citations', sel, 0, 3), byCitations.slice(0, 3));
      // Views change as articles are read: the page by views sees the new count at once.
      assert.deepEqual(await pageIds(db, p, cat, 'views', sel, 0, 1), [last]);
      // A catalogue read afresh sorts by the new count (past what packs into one key with an id), as SQL does.
      const fresh = await currentCatalogue(db, { current: null });
      const freshPlan = await planSearch(db, { q: 'cell' }, undefined, fresh);
      assert.ok(freshPlan);
      const freshSel = await selection(db, freshPlan, fresh);
      const { rows: now } = await sql<{ id: string }>`SELECT id FROM articles WHERE id = ANY(${passing}::bigint[]) ORDER BY citations DESC, id DESC`.execute(db);
      assert.equal(Number(now[0]?.id), last);
      assert.deepEqual(await pageIds(db, freshPlan, fresh, 'citations', freshSel, 0, passing.length), now.map((row) => Number(row.id)));
    } finally {
      await sql`UPDATE articles SET citations = ${before[0]?.citations}, views = ${before[0]?.views} WHERE id = ${last}`.execute(db);
    }
  });

  test('a volume or a count past what the index holds fails no read: each is kept to its bound', async () => {
    const db = seeded.database.db;
    const cat = await currentCatalogue(db, cache);
    const { rows } = await sql<{ id: string; issue_id: string; volume_id: string; volume: number; citations: string }>`
      SELECT a.id, a.issue_id, i.volume_id, v.volume, a.citations FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id
      WHERE a.doi = '10.5555/kept.7'`.execute(db);
    const row = rows[0];
    assert.ok(row);
    const id = Number(row.id);
    try {
      await sql`UPDATE volumes SET volume = 2000000000 WHERE id = ${row.volume_id}`.execute(db);
      await sql`UPDATE articles SET citations = 10000000000 WHERE id = ${id}`.execute(db);
      const read = await loadFacetIndex(db, cat.maxId, cat.histogram);
      assert.ok(read);
      assert.equal(read.citations[id], 2147483647);
      assert.equal(read.shelves[id], 134217727 * 16 + (read.shelves[id] ?? 0) % 16);
    } finally {
      await sql`UPDATE volumes SET volume = ${row.volume} WHERE id = ${row.volume_id}`.execute(db);
      await sql`UPDATE articles SET citations = ${row.citations} WHERE id = ${id}`.execute(db);
    }
  });

  test("a snippet from the body: its head alone when that holds the text, the whole body when the head is mostly markup", async () => {
    // Before the words: over 80,000 characters of markup with a tenth of that in text, or 90 KB of text.
    const markup = `<p>${'<bold>x</bold>'.repeat(8000)}</p>`;
    await publish(jatsXml({ doi: '10.5555/kept.markup', extraBody: `${markup}<p>Quixotic fins regrew.</p>` }));
    await publish(jatsXml({ doi: '10.5555/kept.text', extraBody: `<p>Zymotic fins regrew.</p>${'<p>Fins regrew steadily.</p>'.repeat(4000)}` }));
    const store = createPostgresSearchStore(seeded.database);
    for (const word of ['quixotic', 'zymotic']) {
      const { items } = await store.articles({ q: word });
      assert.equal(items.length, 1, word);
      assert.match(items[0]?.snippet ?? '', new RegExp(`<mark>${word}</mark>`, 'i'), word);
    }
  });

  test('a stored date that is no day of the calendar (written before imports kept to real days) fails no read, and reads as SQLite reads it', async () => {
    const db = seeded.database.db;
    const cat = await currentCatalogue(db, cache);
    const { rows } = await sql<{ id: string; journal_id: string; article_type: string; region: string | null }>`
      SELECT id, journal_id, article_type, region FROM articles WHERE doi = '10.5555/kept.7'`.execute(db);
    const row = rows[0];
    assert.ok(row);
    const id = Number(row.id);
    const day = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
    // julianday's days: the 31st of February is the 3rd of March; a day 00 or a 13th month is none. (A
    // year 0, which PostgreSQL's dates lack, is none here too; julianday counts it.)
    for (const [stored, expected] of [['2023-02-31', day('2023-03-03')], ['2023-02-00', 0], ['2023-13-01', 0], ['0000-01-01', 0], ['2023-02-15T10:00:00Z', day('2023-02-15')]] as const) {
      await sql`UPDATE articles SET published_at = ${stored} WHERE id = ${id}`.execute(db);
      const read = await loadFacetIndex(db, cat.maxId, cat.histogram);
      assert.ok(read, stored);
      assert.equal(read.days[id], expected, `${stored}, read`);
      const before = { ...read, keys: read.keys.subarray(0, id), days: read.days.subarray(0, id) };
      // As a publish reads the articles it adds (catalogue.ts extendedCatalogue).
      const added = (await sql<{ day: number }>`SELECT ${PUBLICATION_DAY} AS day FROM articles WHERE id = ${id}`.execute(db)).rows[0];
      assert.ok(added, stored);
      const extended = extendedFacetIndex(before, [{ id, journal_id: Number(row.journal_id), article_type: row.article_type, region: row.region, day: added.day, citations: 0, shelf: 0 }], cat.maxId);
      assert.equal(extended?.days[id], expected, `${stored}, extended`);
    }
    await sql`UPDATE articles SET published_at = '2023-02-28' WHERE id = ${id}`.execute(db);
    files.remove();
  });
});
