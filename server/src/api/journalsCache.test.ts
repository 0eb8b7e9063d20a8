// The journal calls keep their answers as JSON text (journalsCache.ts): a change to a journal, made
// on the server's own connection or by another one (another process, the seed), is in the next answer.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { JournalDetail, JournalSummary, PublicJournalItem } from '@oap/contracts/api/journals.ts';
import { openDatabase } from '../store/database.ts';
import { createJsonCache } from './journalsCache.ts';
import { createTestApp } from './testSupport.ts';
import type { TestApp } from './testSupport.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const JOURNAL = 'cells-and-development';

test('the kept answers are JSON with the type and bytes the store gives', async () => {
  for (const url of ['/api/journals/public', `/api/journals/${JOURNAL}/single`]) {
    const first = await get(url);
    const second = await get(url);
    assert.equal(first.statusCode, 200, url);
    assert.equal(second.headers['content-type'], 'application/json; charset=utf-8', url);
    assert.equal(second.body, first.body, url);
  }
  const detail = (await t.store.journals.byNameSystem(JOURNAL)) as JournalDetail;
  assert.equal((await get(`/api/journals/${JOURNAL}/single`)).body, JSON.stringify(detail));
  assert.equal((await get('/api/journals/no-such-journal/single')).statusCode, 404, 'a miss is still a 404');
});

test("a change on the server's own connection is in the next answer", async () => {
  const before = (await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>();
  t.db.prepare('UPDATE journals SET name = ? WHERE name_system = ?').run('Cells and Development Renamed', JOURNAL);
  try {
    assert.equal((await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>().name, 'Cells and Development Renamed');
    assert.equal((await get(`/api/journals/${JOURNAL}/single/base`)).json<JournalSummary>().name, 'Cells and Development Renamed');
    const listed = (await get('/api/journals/public')).json<PublicJournalItem[]>().find((item) => item.value === JOURNAL);
    assert.equal(listed?.label, 'Cells and Development Renamed');
  } finally {
    t.db.prepare('UPDATE journals SET name = ? WHERE name_system = ?').run(before.name, JOURNAL);
  }
  assert.equal((await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>().name, before.name);
});

test('a change by another connection to the file (another process, a new seeding) is in the next answer', async () => {
  const other = openDatabase(t.db.location() ?? '');
  try {
    assert.ok((await get('/api/journals/public')).json<PublicJournalItem[]>().some((item) => item.value === JOURNAL));
    await get(`/api/journals/${JOURNAL}/single`);
    other.prepare('UPDATE journals SET is_public = 0, aims_and_scope = ? WHERE name_system = ?').run('Changed elsewhere.', JOURNAL);
    assert.equal((await get('/api/journals/public')).json<PublicJournalItem[]>().some((item) => item.value === JOURNAL), false);
    assert.equal((await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>().aimsAndScope, 'Changed elsewhere.');
  } finally {
    other.close();
  }
});

test('answers that depend on the date are made again when the date changes', async () => {
  let day = '2030-01-01';
  let made = 0;
  const cache = createJsonCache(t.db, () => day);
  const make = async () => ({ made: ++made });
  assert.equal(await cache.get('open', make), '{"made":1}');
  assert.equal(await cache.get('open', make), '{"made":1}', 'kept while nothing changes');
  day = '2030-01-02';
  assert.equal(await cache.get('open', make), '{"made":2}', 'made again on the next day');
  assert.equal(await cache.get('missing', async () => null), null);
  assert.equal(await cache.get('missing', async () => ({ found: true })), '{"found":true}', 'a miss is not kept');
});
