// The JournalStore answers the same on PostgreSQL as on SQLite (one code over both engines' SQL, and
// each engine's own journal figures): one seed written to both engines,
// then every method asked the same questions on both (every journal, section, subpage part, special
// issue, topic, collection, news item, conference, event, announcement and award group, and things
// that do not exist), the answers compared whole.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { JournalStore } from '../store.ts';
import { createSqliteStore } from '../sqlite/sqliteStore.ts';
import { closePreparationPool } from '../articlePreparationPool.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { JournalSubpagePart } from '@oap/contracts/api/journalSubpages.ts';
import { comparisonUnavailable, seededPair, type SeededPair } from '../../../test-support/catalogue/postgres/seededPair.ts';
import { createPostgresCatalogue } from './postgresCatalogue.ts';
import { createSubpageBuilders } from '../journals/subpages.ts';
import { createJournalContext } from '../journals/context.ts';
import { journalStatistics } from './journalStatistics.ts';

const unavailable = comparisonUnavailable();
let pair: SeededPair | null = null;
let lite: JournalStore;
let pg: JournalStore;

before(async () => {
  if (unavailable) return;
  pair = await seededPair({ articles: 600, seed: 11, referenceDate: '2026-10-31' });
  lite = createSqliteStore(pair.sqlite).journals;
  pg = createPostgresCatalogue(pair.postgres).journals;
});

after(async () => {
  await pair?.close();
  await closePreparationPool();
});

/**
 * Both engines' answers to one question, compared whole. Structured clones: node:sqlite's rows have
 * no prototype, which is no difference to a reader (what remains is every value and its type).
 */
async function same<T>(ask: (store: JournalStore) => Promise<T>, what: string): Promise<T> {
  const expected = await ask(lite);
  assert.deepEqual(structuredClone(await ask(pg)), structuredClone(expected), what);
  return expected;
}

function ready(t: { skip(reason: string): void }): SeededPair | null {
  if (unavailable) t.skip(unavailable);
  return pair;
}

const rowsOf = <Row>(query: string) => (pair?.sqlite.prepare(query).all() ?? []) as Row[];

test('journal lists and every journal: summaries, details, sections, boards, news, editors\u2019 choice, collections, open calls', async (t) => {
  if (!ready(t)) return;
  const biggest = await same((s) => s.biggest(100), 'biggest');
  assert.ok(biggest.length >= 38);
  await same((s) => s.biggest(5), 'biggest five');
  await same((s) => s.publicList(), 'publicList');
  for (const subject of subjects) await same((s) => s.bySubject(subject.id), `bySubject ${subject.id}`);
  await same((s) => s.bySubject(999), 'an unknown subject');
  let editorsChoice = 0;
  for (const journal of biggest) {
    const name = journal.nameSystem;
    await same((s) => s.byNameSystem(name), `byNameSystem ${name}`);
    await same((s) => s.summaryByNameSystem(name), `summaryByNameSystem ${name}`);
    await same((s) => s.summaryByIssn(journal.issn.toLowerCase()), `summaryByIssn ${journal.issn}`);
    const sections = await same((s) => s.sections(name), `sections ${name}`);
    for (const section of sections ?? []) await same((s) => s.section(name, section.nameSystem), `section ${name}/${section.nameSystem}`);
    await same((s) => s.section(name, 'no-such-section'), 'an unknown section');
    await same((s) => s.newsAndConferences(name, true), `latest news and conferences ${name}`);
    await same((s) => s.newsAndConferences(name, false), `news and conferences ${name}`);
    editorsChoice += (await same((s) => s.editorsChoice(name, 6), `editorsChoice ${name}`))?.length ?? 0;
    await same((s) => s.editorsChoice(name, 100), `all editorsChoice ${name}`);
    const collections = await same((s) => s.collections(name), `collections ${name}`);
    for (const collection of collections ?? []) await same((s) => s.collection(name, collection.identifier), `collection ${name}/${collection.identifier}`);
    await same((s) => s.collection(name, 'no-such-collection'), 'an unknown collection');
    await same((s) => s.openForSubmission(name), `openForSubmission ${name}`);
  }
  assert.ok(editorsChoice > biggest.length * 3, 'journals have their editors\u2019 choices');
  const unknown: ((s: JournalStore) => Promise<unknown>)[] = [
    (s: JournalStore) => s.byNameSystem('no-such-journal'),
    (s: JournalStore) => s.summaryByIssn('0000-0000'),
    (s: JournalStore) => s.sections('no-such-journal'),
    (s: JournalStore) => s.collections('no-such-journal'),
    (s: JournalStore) => s.openForSubmission('no-such-journal'),
    (s: JournalStore) => s.newsAndConferences('no-such-journal', true),
    (s: JournalStore) => s.editorsChoice('no-such-journal', 6),
  ];
  for (const ask of unknown) assert.equal(await same(ask, 'an unknown journal'), null);
});

test('every subpage part of every journal', async (t) => {
  const seeded = ready(t);
  if (!seeded) return;
  const parts = Object.keys(createSubpageBuilders(createJournalContext(seeded.postgres, (id) => journalStatistics(seeded.postgres.db, id)))) as JournalSubpagePart[];
  assert.ok(parts.length >= 29, `${parts.length} parts`);
  const journals = rowsOf<{ name_system: string }>('SELECT name_system FROM journals ORDER BY id');
  let graphs = 0;
  for (const { name_system: name } of journals) {
    for (const part of parts) {
      const answer = await same((s) => s.subpage(name, part), `${name} ${part}`);
      if (part === 'stats/graphs' && answer && 'articleTypes' in answer && answer.articleTypes.length) graphs += 1;
    }
  }
  assert.ok(graphs > journals.length / 2, 'the statistics count articles');
  assert.equal(await same((s) => s.subpage('no-such-journal', 'imprint'), 'an unknown journal'), null);
});

test('records named by id or identifier: news, conferences, events, announcements, award groups, special issues, topics', async (t) => {
  if (!ready(t)) return;
  const ids = (table: string) => rowsOf<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`).map((row) => row.id);
  const each = async (table: string, ask: (s: JournalStore, id: number) => Promise<unknown>) => {
    const all = ids(table);
    assert.ok(all.length > 0, table);
    for (const id of [...all, 0, (all.at(-1) ?? 0) + 1, 2 ** 60, -1]) await same((s) => ask(s, id), `${table} ${id}`);
  };
  await each('news', (s, id) => s.newsItem(id));
  await each('conferences', (s, id) => s.conference(id));
  await each('events', (s, id) => s.event(id));
  await each('announcements', (s, id) => s.announcement(id));
  await each('award_groups', (s, id) => s.awardGroup(id));
  const specialIssues = rowsOf<{ id: number; identifier: string }>('SELECT id, identifier FROM special_issues ORDER BY id');
  assert.ok(specialIssues.length > 50);
  let withArticles = 0;
  for (const { id, identifier } of specialIssues) {
    const detail = await same((s) => s.specialIssue(String(id)), `special issue ${id}`);
    if (detail?.articles.length) withArticles += 1;
    await same((s) => s.specialIssue(identifier), `special issue ${identifier}`);
    await same((s) => s.specialIssueAbstracts(String(id)), `special issue abstracts ${id}`);
  }
  assert.ok(withArticles > 10);
  for (const key of ['0', '99999999', '123456789012345678901234567890', 'no-such-issue']) {
    assert.equal(await same((s) => s.specialIssue(key), `special issue ${key}`), null);
    assert.equal(await same((s) => s.specialIssueAbstracts(key), `special issue abstracts ${key}`), null);
  }
  for (const { identifier } of rowsOf<{ identifier: string }>('SELECT identifier FROM topics ORDER BY id')) await same((s) => s.topic(identifier), `topic ${identifier}`);
  assert.equal(await same((s) => s.topic('no-such-topic'), 'an unknown topic'), null);
});
