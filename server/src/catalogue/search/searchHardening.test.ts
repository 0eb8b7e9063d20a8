// Search: bounded work, searches in workers, types that are not inherited properties,
// export links from PUBLIC_URL, per-client limits, and answers while another process writes.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { holdWriteLock } from '../../../test-support/heldLock.ts';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { createTestApp, testPublicUrl } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';

const FUNCTION_WORDS = 'a an and are as at be but by for from has have in into is it its of on or that the their this to was were which with';
const rows = (count: number, value: string, operator: 'AND' | 'OR') => Array.from({ length: count }, (_, i) => ({ id: 'all', value, ...(i ? { operator } : {}) }));

let t: TestApp;
before(async () => {
  t = await createTestApp({ articles: 300, searchPool: { workers: 2 } });
});
after(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

test('search types are own names only: __proto__, constructor and toString are 404, never 500', async () => {
  for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
    for (const url of [`/api/search/${type}`, `/api/search/${type}/facets`]) {
      const res = await post(url, { query: {} });
      assert.equal(res.statusCode, 404, `${url}: ${res.body}`);
      assert.match(res.json<{ message: string }>().message, /^Unknown search type/);
    }
    const config = await t.app.inject({ method: 'GET', url: `/api/search/${type}/config` });
    assert.equal(config.statusCode, 404, `${type}/config: ${config.body}`);
  }
});

test('the function-word attack runs bounded: the words past the cap are dropped and named in the answer', async () => {
  for (const operator of ['OR', 'AND'] as const) {
    const started = performance.now();
    const res = await post('/api/search/articles', { query: { advanced: rows(6, FUNCTION_WORDS, operator) } });
    console.log(`# six rows of function words (${operator}): ${res.statusCode} in ${(performance.now() - started).toFixed(1)} ms`);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json<SearchResults<ArticleSummary>>();
    assert.ok((body.droppedWords?.length ?? 0) > 100, 'most words were not looked for');
  }
  const facets = await post('/api/search/articles/facets', { query: { advanced: rows(20, FUNCTION_WORDS, 'OR') } });
  assert.equal(facets.statusCode, 200, 'facet counts too');
  const exported = await t.app.inject({ method: 'GET', url: `/api/search/export?type=articles&format=csv&query=${encodeURIComponent(JSON.stringify({ advanced: rows(6, FUNCTION_WORDS, 'OR') }))}` });
  assert.equal(exported.statusCode, 200, 'and exports');
});

test('searches of function words within the cap answer, from the metadata (the long texts are not read for them)', async () => {
  for (const query of [{ q: 'the of and in to' }, { advanced: rows(6, 'and are as', 'OR') }, { advanced: rows(20, 'the', 'AND') }, { q: '"of the" "in the" cell' }]) {
    const started = performance.now();
    const res = await post('/api/search/articles', { query, includeFacets: true });
    console.log(`# ${JSON.stringify(query).slice(0, 60)}: ${res.statusCode} in ${(performance.now() - started).toFixed(1)} ms`);
    assert.equal(res.statusCode, 200, res.body);
  }
  // A long-text row of only function words looks for nothing: the same as no row.
  const fulltext = (await post('/api/search/articles', { query: { advanced: [{ id: 'fulltext', value: 'of the' }] } })).json<SearchResults<ArticleSummary>>();
  const all = (await post('/api/search/articles', { query: {} })).json<SearchResults<ArticleSummary>>();
  assert.equal(fulltext.total, all.total);
});

test('exports link to PUBLIC_URL, never to the Host header', async () => {
  const url = `/api/search/export?type=articles&format=FORMAT&query=${encodeURIComponent(JSON.stringify({ q: 'proteorhodopsin' }))}`;
  for (const format of ['ris', 'csv', 'bibtex']) {
    const res = await t.app.inject({ method: 'GET', url: url.replace('FORMAT', format), headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.doesNotMatch(res.body, /evil\.example/, format);
    if (format !== 'bibtex') assert.ok(res.body.includes(`${testPublicUrl}/`), `${format} links to ${testPublicUrl}`);
  }
});

test('searches answer while another connection holds the write lock of the database', async () => {
  const writer = await holdWriteLock(t.database, { statement: "INSERT INTO catalogue_info (key, value) VALUES ('lock-test', 'held')" });
  try {
    for (const payload of [{ query: { q: 'cell' }, includeFacets: true }, { query: { q: 'the of and in to' } }, { query: { advanced: [{ id: 'references', value: 'cohort' }] } }]) {
      const started = performance.now();
      const res = await post('/api/search/articles', payload);
      console.log(`# while locked, ${JSON.stringify(payload.query)}: ${res.statusCode} in ${(performance.now() - started).toFixed(1)} ms`);
      assert.equal(res.statusCode, 200, res.body);
    }
    const journals = await post('/api/search/journals', { query: { q: 'cells' } });
    assert.equal(journals.statusCode, 200, journals.body);
  } finally {
    await writer.release();
  }
});

test('rate limits: searches and facet counts share the search limit, exports have their own; over it is a 429 with Retry-After', async () => {
  const limited = await createTestApp({ articles: 20, rateLimitScale: 1 });
  try {
    let last = 0;
    for (let i = 0; i < 300; i++) {
      const url = i % 2 ? '/api/search/topics' : '/api/search/topics/facets';
      last = (await limited.app.inject({ method: 'POST', url, payload: { query: {} } })).statusCode;
      assert.equal(last, 200, `search ${i + 1} of the 300 allowed`);
    }
    const over = await limited.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: 'cell' } } });
    assert.equal(over.statusCode, 429, over.body);
    assert.ok(Number(over.headers['retry-after']) > 0, 'Retry-After');
    assert.match(over.json<{ message: string }>().message, /Too many requests/);
    const exportUrl = '/api/search/export?type=articles&format=csv&limit=1';
    for (let i = 0; i < 20; i++) assert.equal((await limited.app.inject({ method: 'GET', url: exportUrl })).statusCode, 200, `export ${i + 1}`);
    const overExport = await limited.app.inject({ method: 'GET', url: exportUrl });
    assert.equal(overExport.statusCode, 429);
    assert.ok(Number(overExport.headers['retry-after']) > 0);
  } finally {
    await limited.close();
  }
});
