// The journal calls keep their answers as JSON text (journalsCache.ts): a change to a journal, made
// on the server's own connection or by another one (another process, the seed), is in the next answer.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { JournalDetail, JournalSummary, PublicJournalItem } from '@oap/contracts/api/journals.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { CHANGES_CHECK_MS, createJsonCache } from './journalsCache.ts';
import { createTestApp } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const JOURNAL = 'cells-and-development';
/** A committed change is in every answer that starts CHANGES_CHECK_MS after it (the counters are not read on every call). */
const changesChecked = () => new Promise((resolve) => setTimeout(resolve, CHANGES_CHECK_MS + 5));

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
  await t.rows.run(sql`UPDATE journals SET name = 'Cells and Development Renamed' WHERE name_system = ${JOURNAL}`);
  await changesChecked();
  try {
    assert.equal((await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>().name, 'Cells and Development Renamed');
    assert.equal((await get(`/api/journals/${JOURNAL}/single/base`)).json<JournalSummary>().name, 'Cells and Development Renamed');
    const listed = (await get('/api/journals/public')).json<PublicJournalItem[]>().find((item) => item.value === JOURNAL);
    assert.equal(listed?.label, 'Cells and Development Renamed');
  } finally {
    await t.rows.run(sql`UPDATE journals SET name = ${before.name} WHERE name_system = ${JOURNAL}`);
  }
  await changesChecked();
  assert.equal((await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>().name, before.name);
});

test('a change by another connection to the file (another process, a new seeding) is in the next answer', async () => {
  const other = await t.database.open();
  try {
    assert.ok((await get('/api/journals/public')).json<PublicJournalItem[]>().some((item) => item.value === JOURNAL));
    await get(`/api/journals/${JOURNAL}/single`);
    await sql`UPDATE journals SET is_public = 0, aims_and_scope = 'Changed elsewhere.' WHERE name_system = ${JOURNAL}`.execute(other.db);
    await changesChecked();
    assert.equal((await get('/api/journals/public')).json<PublicJournalItem[]>().some((item) => item.value === JOURNAL), false);
    assert.equal((await get(`/api/journals/${JOURNAL}/single`)).json<JournalDetail>().aimsAndScope, 'Changed elsewhere.');
  } finally {
    await other.close();
  }
});

test('answers that depend on the date are made again when the date changes', async () => {
  let time = Date.parse('2030-01-01T23:59:59.990Z');
  let made = 0;
  const cache = createJsonCache(t.store.version, () => time);
  const make = async () => ({ made: ++made });
  const text = async (key: string, maker: () => Promise<unknown>) => (await cache.get(key, maker))?.identity.toString() ?? null;
  assert.equal(await text('open', make), '{"made":1}');
  time += 5;
  assert.equal(await text('open', make), '{"made":1}', 'kept while nothing changes');
  time += 20;
  assert.equal(await text('open', make), '{"made":2}', 'made again on the next day (UTC, as the store counts)');
  time += 1;
  assert.equal(await text('open', make), '{"made":2}');
  await t.rows.run(sql`UPDATE journals SET apc_chf = apc_chf WHERE name_system = ${JOURNAL}`);
  assert.equal(await text('open', make), '{"made":2}', 'a change is not read sooner than CHANGES_CHECK_MS after the last check');
  time += CHANGES_CHECK_MS;
  assert.equal(await text('open', make), '{"made":3}', 'and is read then');
  assert.equal(await text('missing', async () => null), null);
  assert.equal(await text('missing', async () => ({ found: true })), '{"found":true}', 'a miss is not kept');
});

test('a kept answer goes compressed as the reader accepts it, the same JSON whatever the encoding', async () => {
  const plain = await get(`/api/journals/${JOURNAL}/single`);
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'accept-encoding');
  for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', undefined]] as const) {
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'GET', url: `/api/journals/${JOURNAL}/single`, headers: { 'accept-encoding': accept } });
      assert.equal(response.headers['content-encoding'], encoding, accept);
      assert.equal(response.headers.vary, 'accept-encoding', accept);
      const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
      assert.equal(body.toString(), plain.body, accept);
      assert.equal(Number(response.headers['content-length']), response.rawPayload.length, accept);
    }
  }
});
