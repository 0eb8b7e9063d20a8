import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Journal, JournalIssnName, JournalSummary, PublicJournalItem, ArticleSummary } from '@oap/shared/api/types.ts';
import { createTestApp } from './testSupport.ts';
import type { TestApp } from './testSupport.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 800 });
});
after(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

test('GET /api/journals/biggest: 10 by default, largest first; count is honoured and validated', async () => {
  const res = await get('/api/journals/biggest');
  assert.equal(res.statusCode, 200);
  const journals = res.json<JournalSummary[]>();
  assert.equal(journals.length, 10);
  for (let i = 1; i < journals.length; i++) assert.ok((journals[i - 1]?.articleCount ?? 0) >= (journals[i]?.articleCount ?? 0));
  assert.equal((await get('/api/journals/biggest?count=3')).json<JournalSummary[]>().length, 3);
  for (const bad of ['0', '101', 'abc', '2.5']) {
    const response = await get(`/api/journals/biggest?count=${bad}`);
    assert.equal(response.statusCode, 400, bad);
    assert.match(response.json<{ message: string }>().message, /count/);
  }
});

test('GET /api/journals/public lists every journal as id/label/value', async () => {
  const items = (await get('/api/journals/public')).json<PublicJournalItem[]>();
  assert.ok(items.length >= 38);
  const cells = items.find((item) => item.value === 'cells-and-development');
  assert.deepEqual(Object.keys(cells ?? {}).sort(), ['id', 'label', 'value']);
  assert.equal(cells?.label, 'Cells and Development');
});

test('GET /api/journals/subject/:id returns the journals of that subject; bad ids are 400', async () => {
  const journals = (await get('/api/journals/subject/7')).json<JournalSummary[]>();
  assert.ok(journals.length >= 3);
  for (const journal of journals) assert.ok(journal.subjects.includes('medicine-pharmacology'));
  for (const bad of ['0', '11', 'medicine']) assert.equal((await get(`/api/journals/subject/${bad}`)).statusCode, 400, bad);
});

test('GET /api/journals/:name/single and /single/base; unknown is 404 with the spec message', async () => {
  const res = await get('/api/journals/cells-and-development/single');
  assert.equal(res.statusCode, 200);
  const journal = res.json<Journal>();
  assert.equal(journal.name, 'Cells and Development');
  assert.ok(journal.sections.length >= 4);
  assert.ok(journal.editorsInChief.length >= 1);
  assert.ok(journal.aimsAndScope.includes(journal.issn));
  assert.ok((journal.currentVolume ?? 0) >= 30);
  const base = (await get('/api/journals/cells-and-development/single/base')).json<JournalSummary>();
  assert.equal(base.issn, journal.issn);
  assert.equal('aimsAndScope' in base, false);
  for (const url of ['/api/journals/no-such-journal/single', '/api/journals/no-such-journal/single/base', '/api/journals/no-such-journal/articles']) {
    const missing = await get(url);
    assert.equal(missing.statusCode, 404, url);
    assert.equal(missing.json<{ message: string }>().message, 'Journal not found: no-such-journal');
  }
});

test('GET /api/journals/issn/:issn/name and /base; malformed ISSN is 400, unknown 404', async () => {
  const journal = (await get('/api/journals/cells-and-development/single/base')).json<JournalSummary>();
  const name = (await get(`/api/journals/issn/${journal.issn}/name`)).json<JournalIssnName>();
  assert.deepEqual(name, { issn: journal.issn, name: journal.name, nameSystem: journal.nameSystem });
  assert.equal((await get(`/api/journals/issn/${journal.issn}/base`)).json<JournalSummary>().id, journal.id);
  assert.equal((await get('/api/journals/issn/12345/name')).statusCode, 400);
  assert.equal((await get('/api/journals/issn/0000-0000/base')).statusCode, 404);
});

test('GET /api/journals/:name/articles returns the 20 latest articles of the journal', async () => {
  const [biggest] = (await get('/api/journals/biggest?count=1')).json<JournalSummary[]>();
  assert.ok((biggest?.articleCount ?? 0) > 20);
  const articles = (await get(`/api/journals/${biggest?.nameSystem}/articles`)).json<ArticleSummary[]>();
  assert.equal(articles.length, 20);
  for (const article of articles) assert.equal(article.journal.nameSystem, biggest?.nameSystem);
  for (let i = 1; i < articles.length; i++) assert.ok((articles[i - 1]?.publishedAt ?? '') >= (articles[i]?.publishedAt ?? ''));
});
