// A journal's own cover and accent (migration 220) reach every journal summary the API gives; a
// journal without them has nulls (the site then draws its face from the record); a malformed colour
// is refused by the database itself, on either engine.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { CHANGES_CHECK_MS } from './journalsCache.ts';
import { createTestApp } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const JOURNAL = 'cells-and-development';
const changesChecked = () => new Promise((resolve) => setTimeout(resolve, CHANGES_CHECK_MS + 5));

test('a generated journal has no cover or accent of its own', async () => {
  const journal = (await get(`/api/journals/${JOURNAL}/single/base`)).json<JournalSummary>();
  assert.equal(journal.coverImageUrl, null);
  assert.equal(journal.accentColor, null);
});

test("a journal's own cover and accent are in its summary, its detail and the lists", async () => {
  await t.rows.run(sql`UPDATE journals SET accent_color = '#7a1f5c', cover_image_url = '/covers/cells.webp' WHERE name_system = ${JOURNAL}`);
  await changesChecked();
  try {
    for (const url of [`/api/journals/${JOURNAL}/single/base`, `/api/journals/${JOURNAL}/single`]) {
      const journal = (await get(url)).json<JournalSummary>();
      assert.deepEqual([journal.accentColor, journal.coverImageUrl], ['#7a1f5c', '/covers/cells.webp'], url);
    }
    const listed = (await get('/api/journals/subject/1')).json<JournalSummary[]>().find((journal) => journal.nameSystem === JOURNAL);
    assert.equal(listed?.accentColor, '#7a1f5c');
  } finally {
    await t.rows.run(sql`UPDATE journals SET accent_color = NULL, cover_image_url = NULL WHERE name_system = ${JOURNAL}`);
  }
});

test('an accent that is not a #rrggbb colour is refused by the database', async () => {
  await assert.rejects(t.rows.run(sql`UPDATE journals SET accent_color = 'red' WHERE name_system = ${JOURNAL}`));
  await assert.rejects(t.rows.run(sql`UPDATE journals SET accent_color = '#12345' WHERE name_system = ${JOURNAL}`));
});
