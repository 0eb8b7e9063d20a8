// The article search (POST /api/search/articles) on the suite's engine: its config, accent folding and
// prefix matching, relevance (also when filters or long-text parts narrow the search), function words
// and single-character terms, sorting and paging, the facet, date and advanced-row filters (DOIs,
// references, affiliations), no match, a long title, and a 400 for a bad request.
// And its facet counts (POST /api/search/articles/facets, and includeFacets): what each
// value counts, a category's counts without its own filter but with the others', a selected value
// without matches, and 400 or 404 for a bad request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { FacetCounts, SearchQuery, SearchResults, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { searchTestApp } from '../../../test-support/searchTestApp.ts';

const { t, search, post, facetsOf } = searchTestApp();
const TOTAL = 300 + 4;

test('GET /api/search/articles/config: the spec 9.1 facets, sorts, page sizes and fields', async () => {
  const config = (await t.app.inject({ method: 'GET', url: '/api/search/articles/config' })).json<SearchTypeConfig>();
  assert.deepEqual(config.facets.map((f) => f.id), ['subjects', 'journals', 'article_types', 'regions']);
  assert.deepEqual(config.sort.map((s) => s.label), ['Relevancy', 'Most recent', 'Bibliographic order', 'Most cited', 'Most viewed']);
  assert.equal(config.sort.find((s) => s.default)?.id, 'relevancy');
  assert.deepEqual(config.resultsPerPage, [10, 20, 30]);
  assert.equal(config.defaultResultsPerPage, 10);
  assert.equal(config.advancedFields.find((f) => f.default)?.id, 'all');
  assert.deepEqual(config.basicFields.map((f) => f.id), ['date_from', 'date_to']);
});

test('accent folding: "beja" and "pena" find the authors Béjà and Peña; the snippet marks the match', async () => {
  const beja = await search({ q: 'beja' });
  assert.ok(beja.items.some((item) => item.doi === '10.1371/journal.pbio.1000359'));
  assert.match(beja.items[0]?.snippet ?? '', /<mark>Béjà<\/mark>/);
  const withAccent = await search({ q: 'Béjà' });
  assert.equal(withAccent.total, beja.total);
  const pena = await search({ q: 'pena' });
  assert.ok(pena.items.some((item) => item.doi === '10.1371/journal.pmed.1001300'));
});

test('prefix matching, relevance order and the snippet is escaped HTML with <mark>', async () => {
  const results = await search({ q: 'proteorhodop' });
  assert.equal(results.items[0]?.doi, '10.1371/journal.pbio.1000359');
  assert.match(results.items[0]?.snippet ?? '', /<mark>proteorhodopsin<\/mark>/i);
  assert.doesNotMatch(results.items[0]?.snippet ?? '', /<(?!\/?mark>)/, 'no tag other than mark');
  const sulfonolipid = await search({ q: 'sulfonolipid choanoflagellate' });
  assert.equal(sulfonolipid.items[0]?.doi, '10.7554/eLife.00013');
});

test('relevance when filters or long-text parts narrow the search: the results come in bm25 order of their short fields', async () => {
  const { BM25_WEIGHTS } = await import('../../catalogue/articleSearch.ts');
  // Each engine's own score of the short fields: FTS5's bm25 (lower is better), PostgreSQL's ts_rank
  // with the same column weights (higher is better: negated here).
  const score = async (id: number) =>
    t.rows.engine === 'sqlite'
      ? (await t.rows.get(
          sql<{ s: number }>`SELECT bm25(article_search, ${sql.raw(BM25_WEIGHTS.join(', '))}) AS s FROM article_search WHERE article_search MATCH '{title abstract keywords authors doi} : ("evidence")' AND rowid = ${id}`,
        ))?.s ?? Infinity
      : -((await t.rows.get(
          sql<{ s: number }>`SELECT ts_rank('{0.4, 0.5, 0.6, 1.0}'::float4[], meta_vector, to_tsquery('oap_search', 'evidence'), 1) AS s FROM article_search WHERE id = ${id} AND meta_vector @@ to_tsquery('oap_search', 'evidence')`,
        ))?.s ?? -Infinity);
  const assertRanked = async (results: SearchResults<ArticleSummary>) => {
    assert.ok(results.items.length > 5, `enough results to order (${results.items.length})`);
    const scores: number[] = [];
    for (const item of results.items) scores.push(await score(item.id));
    for (let i = 1; i < scores.length; i++) assert.ok((scores[i - 1] as number) <= (scores[i] as number), `result ${i} is not less relevant than result ${i + 1}: ${scores.join(', ')}`);
  };
  const all = await search({ q: 'evidence', resultsPerPage: 30 });
  // A long-text part: the scoring query sees only the short fields and would find more articles.
  const withReferences = await search({ advanced: [{ id: 'all', value: 'evidence' }, { id: 'references', value: 'research', operator: 'AND' }], resultsPerPage: 30 });
  assert.ok(withReferences.total > 0 && withReferences.total < all.total, `${withReferences.total} of ${all.total}`);
  await assertRanked(withReferences);
  // A facet filter keeping a fraction of the matches.
  const journals = [...new Set(all.items.map((item) => item.journal.nameSystem))].slice(0, 3);
  const journal = await search({ q: 'evidence', facets: journals.map((value) => ({ id: 'journals', value })), resultsPerPage: 30 });
  assert.ok(journal.total < all.total, `the filter narrows (${journal.total} of ${all.total})`);
  await assertRanked(journal);
});

test('function words in a search with other words narrow nothing: "effects of" finds what "effects" finds', async () => {
  const plain = await search({ q: 'effects' });
  assert.ok(plain.total > 0);
  assert.equal((await search({ q: 'effects of' })).total, plain.total);
  assert.equal((await search({ q: 'The effects of' })).total, plain.total);
  assert.ok((await search({ q: 'of the' })).total > 0, 'a search of only function words still looks for them');
});

test('a single-character term is ignored: everything is returned, most recent first', async () => {
  const results = await search({ q: 'x' });
  assert.equal(results.total, TOTAL);
  assert.equal(results.items.length, 10);
  for (let i = 1; i < results.items.length; i++) assert.ok((results.items[i - 1]?.publishedAt ?? '') >= (results.items[i]?.publishedAt ?? ''));
  assert.equal(results.items[0]?.snippet, undefined);
});

test('sorting, paging and page size', async () => {
  const cited = await search({ sort: 'citations', resultsPerPage: 30 });
  assert.equal(cited.items.length, 30);
  assert.equal(cited.resultsPerPage, 30);
  for (let i = 1; i < cited.items.length; i++) assert.ok((cited.items[i - 1]?.citations ?? 0) >= (cited.items[i]?.citations ?? 0));
  const viewed = await search({ sort: 'views' });
  for (let i = 1; i < viewed.items.length; i++) assert.ok((viewed.items[i - 1]?.views ?? 0) >= (viewed.items[i]?.views ?? 0));
  const page1 = await search({ sort: 'publication_date', resultsPerPage: 20 });
  const page2 = await search({ sort: 'publication_date', resultsPerPage: 20, page: '2' });
  assert.equal(page2.page, 2);
  assert.equal(page2.items.length, 20);
  assert.equal(page1.items.some((a) => page2.items.some((b) => b.id === a.id)), false);
  assert.equal((await search({ page: 'abc' })).page, 1, 'spec 5: a bad page resets to 1');
});

test('filters: facets, journal and advanced field rows', async () => {
  const reviews = await search({ facets: [{ id: 'article_types', value: 'review-article' }], resultsPerPage: 30 });
  assert.ok(reviews.total > 0 && reviews.total < TOTAL);
  for (const item of reviews.items) assert.equal(item.articleType, 'Review');
  const journal = await search({ nameSystem: 'cells-and-development', resultsPerPage: 30 });
  assert.ok(journal.total > 0);
  for (const item of journal.items) assert.equal(item.journal.nameSystem, 'cells-and-development');
  const byTitle = await search({ advanced: [{ id: 'title', value: 'sulfonolipid' }], resultsPerPage: 30 });
  assert.ok(byTitle.items.some((item) => item.doi === '10.7554/eLife.00013'));
  for (const item of byTitle.items) assert.match(item.title, /sulfonolipid/i);
  const notInTitle = await search({ q: 'sulfonolipid', advanced: [{ id: 'title', value: 'sulfonolipid', operator: 'NOT' }], resultsPerPage: 30 });
  for (const item of notInTitle.items) assert.doesNotMatch(item.title, /sulfonolipid/i);
  assert.ok(notInTitle.total < (await search({ q: 'sulfonolipid' })).total);
  const fromDate = await search({ basic: [{ id: 'date_from', value: '2026-01-01' }], sort: 'publication_date', resultsPerPage: 30 });
  for (const item of fromDate.items) assert.ok(item.publishedAt >= '2026-01-01');
});

test('no match gives an empty result, not an error', async () => {
  const results = await search({ q: 'zzyzxqqq nonexistentword' });
  assert.deepEqual(results, { total: 0, page: 1, resultsPerPage: 10, items: [] });
});

test('a bad request body is a 400 with a readable message', async () => {
  const bodies: unknown[] = [
    {},
    { query: 'beja' },
    { query: { q: 42 } },
    { query: { resultsPerPage: 15 } },
    { query: { sort: 'alphabetical' } },
    { query: { facets: [{ id: 'colour', value: 'red' }] } },
    { query: { advanced: [{ id: 'title', value: 'x', operator: 'XOR' }] } },
    { query: { basic: [{ id: 'date_from', value: '2024-13' }] } },
    { query: { basic: [{ id: 'date_to', value: 'yesterday' }] } },
    { query: { basic: [{ id: 'date_to', value: '2023-02-29' }] } },
  ];
  for (const payload of bodies) {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: payload as object });
    assert.equal(res.statusCode, 400, JSON.stringify(payload));
    assert.match(res.json<{ message: string }>().message, /^Invalid search request/);
  }
});

test('regions and date range filter; advanced OR widens and NOT narrows', async () => {
  const europe = await search({ facets: [{ id: 'regions', value: 'Europe' }], resultsPerPage: 30 });
  assert.ok(europe.total > 0 && europe.total < TOTAL);
  for (const item of europe.items) assert.equal(item.region, 'Europe');
  const window = await search({ basic: [{ id: 'date_from', value: '2020-01' }, { id: 'date_to', value: '2020' }], resultsPerPage: 30, sort: 'citations' });
  assert.ok(window.total > 0);
  for (const item of window.items) assert.ok(item.publishedAt >= '2020-01-01' && item.publishedAt <= '2020-12-31', item.publishedAt);
  const title = await search({ advanced: [{ id: 'title', value: 'proteorhodopsin' }] });
  const either = await search({ advanced: [{ id: 'title', value: 'proteorhodopsin' }, { id: 'title', value: 'sulfonolipid', operator: 'OR' }] });
  assert.equal(either.total, title.total + (await search({ advanced: [{ id: 'title', value: 'sulfonolipid' }] })).total);
  const doi = await search({ advanced: [{ id: 'doi', value: '10.7554/eLife.00013' }] });
  assert.equal(doi.total, 1);
  assert.equal(doi.items[0]?.doi, '10.7554/eLife.00013');
  // A generated DOI, whole in the search box, whole or in part in the DOI row.
  const generated = (await t.rows.get(sql<{ id: number; doi: string }>`SELECT id, doi FROM articles WHERE doi LIKE '10.5555/%' ORDER BY id LIMIT 1`))!;
  const suffix = generated.doi.slice('10.5555/'.length);
  for (const query of [{ q: generated.doi }, { q: `https://doi.org/${generated.doi}` }, { advanced: [{ id: 'doi', value: generated.doi }] }, { advanced: [{ id: 'doi', value: suffix }] }] as SearchQuery[]) {
    const found = await search(query);
    assert.equal(found.total, 1, JSON.stringify(query));
    assert.equal(found.items[0]?.doi, generated.doi);
    assert.ok((found.items[0]?.snippet ?? '').replace(/<\/?mark>/g, '').includes(generated.doi), `the snippet shows the DOI as it is written: ${found.items[0]?.snippet}`);
    assert.ok((found.items[0]?.snippet ?? '').includes(`${suffix}</mark>`), `the DOI is marked: ${found.items[0]?.snippet}`);
    assert.ok(!(found.items[0]?.snippet ?? '').includes('</mark><mark>'), 'marks that touch are one');
  }
  // The index holds the DOI's letters and digits as separate words: no word per article.
  if (t.rows.engine === 'sqlite') {
    await t.rows.run(sql`CREATE VIRTUAL TABLE IF NOT EXISTS temp.head_words USING fts5vocab(main, article_search, 'row')`);
    assert.equal(await t.rows.count(sql`SELECT count(*) AS n FROM temp.head_words WHERE term = ${suffix.toLowerCase()}`), 0);
  } else {
    assert.equal(await t.rows.count(sql`SELECT count(*) AS n FROM ts_stat('SELECT meta_vector FROM article_search') WHERE word = ${suffix.toLowerCase()}`), 0);
  }
  const references = await search({ advanced: [{ id: 'references', value: 'Flavobacteriaceae' }] });
  assert.ok(references.items.some((item) => item.doi === '10.7554/eLife.00013'), 'found by a word only its references have');
  // A narrow left side (one article) is looked up on the right for its own id only.
  const doiRow = { id: 'doi', value: '10.7554/eLife.00013' } as const;
  assert.equal((await search({ advanced: [doiRow, { id: 'references', value: 'Flavobacteriaceae', operator: 'AND' }] })).total, 1);
  assert.equal((await search({ advanced: [doiRow, { id: 'references', value: 'Flavobacteriaceae', operator: 'NOT' }] })).total, 0);
  assert.equal((await search({ advanced: [doiRow, { id: 'references', value: 'proteorhodopsin', operator: 'NOT' }] })).total, 1);
  assert.equal((await search({ advanced: [doiRow, { id: 'fulltext', value: 'proteorhodopsin', operator: 'AND' }] })).total, 0);
  const affiliations = await search({ advanced: [{ id: 'affiliations', value: 'Berkeley' }] });
  assert.ok(affiliations.items.some((item) => item.doi === '10.7554/eLife.00013'));
});

test('accent folding the other way: "Müller" and "muller" find the same authors', async () => {
  const plain = await search({ advanced: [{ id: 'authors', value: 'muller' }] });
  const accented = await search({ advanced: [{ id: 'authors', value: 'Müller' }] });
  assert.ok(plain.total > 0);
  assert.equal(accented.total, plain.total);
  assert.ok(plain.items.every((item) => item.authors.some((a) => /Müller/.test(a))));
});

test('a long title is found by its title: the words past the cap are dropped and named, not refused', async () => {
  const title = 'The Light-Driven Proton Pump Proteorhodopsin Enhances Bacterial Survival during Tough Times';
  const long = `${title} ${Array.from({ length: 25 }, (_, i) => `extra${i}`).join(' ')}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: long } } });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json<SearchResults<ArticleSummary>>();
  assert.ok((body.droppedWords?.length ?? 0) > 0, 'words were dropped');
  assert.equal(body.droppedWords?.at(-1), 'extra24');
  // The words looked for are the title's and the first extras: nothing matches all of those, so try the title alone.
  const exact = await search({ q: title });
  assert.equal(exact.items[0]?.title, title, 'the known title first');
  assert.equal(exact.droppedWords, undefined);
});
const countOf = (facets: FacetCounts[], id: string, value: string) => facets.find((f) => f.id === id)?.values.find((v) => v.value === value)?.count ?? 0;

test('facet counts: each value counts the articles the query would find with it; includeFacets gives the same', async () => {
  const facets = await facetsOf({ q: 'cell' });
  assert.deepEqual(facets.map((f) => f.id), ['subjects', 'journals', 'article_types', 'regions']);
  const total = (await search({ q: 'cell' })).total;
  const journals = facets.find((f) => f.id === 'journals')?.values ?? [];
  assert.ok(journals.length >= 3);
  assert.equal(journals.reduce((sum, v) => sum + v.count, 0), total, 'every article is in exactly one journal');
  for (let i = 1; i < journals.length; i++) assert.ok((journals[i - 1]?.count ?? 0) >= (journals[i]?.count ?? 0), 'largest first');
  for (const value of journals.slice(0, 3)) {
    const filtered = await search({ q: 'cell', facets: [{ id: 'journals', value: value.value }] });
    assert.equal(filtered.total, value.count, value.value);
  }
  const types = facets.find((f) => f.id === 'article_types')?.values ?? [];
  assert.equal(types.find((v) => v.value === 'research-article')?.label, 'Article');
  const res = await post('/api/search/articles', { query: { q: 'cell' }, includeFacets: true });
  assert.deepEqual(res.json<SearchResults<ArticleSummary>>().facets, facets);
});

test('facet semantics: ticking a second journal widens the list, the journal counts ignore the journal filter, other categories still filter', async () => {
  const base = await facetsOf({ q: 'cell' }, 'journals');
  const [first, second] = base[0]?.values ?? [];
  assert.ok(first && second);
  const one = await search({ q: 'cell', facets: [{ id: 'journals', value: first.value }] });
  const two = await search({ q: 'cell', facets: [{ id: 'journals', value: first.value }, { id: 'journals', value: second.value }] });
  assert.equal(two.total, one.total + second.count, 'a second journal adds its articles');
  const withFilter = await facetsOf({ q: 'cell', facets: [{ id: 'journals', value: first.value }] }, 'journals');
  assert.deepEqual(withFilter[0]?.values.map((v) => [v.value, v.count]), base[0]?.values.map((v) => [v.value, v.count]), 'the own filter is not applied');
  assert.equal(withFilter[0]?.values.find((v) => v.value === first.value)?.selected, true);
  // Another category filters the journal counts.
  const reviewsOnly = await facetsOf({ q: 'cell', facets: [{ id: 'article_types', value: 'review-article' }] }, 'journals');
  const reviews = await search({ q: 'cell', facets: [{ id: 'article_types', value: 'review-article' }] });
  assert.equal(reviewsOnly[0]?.values.reduce((sum, v) => sum + v.count, 0), reviews.total);
  assert.ok(reviews.total < one.total + (base[0]?.values.slice(1).reduce((sum, v) => sum + v.count, 0) ?? 0));
  // All categories at once: each without its own filter.
  const all = await facetsOf({ q: 'cell', facets: [{ id: 'journals', value: first.value }, { id: 'article_types', value: 'review-article' }] });
  assert.equal(countOf(all, 'journals', second.value), countOf(reviewsOnly, 'journals', second.value));
  const typesInFirst = await facetsOf({ q: 'cell', facets: [{ id: 'journals', value: first.value }] }, 'article_types');
  assert.equal(countOf(all, 'article_types', 'review-article'), countOf(typesInFirst, 'article_types', 'review-article'));
  // Subjects: a journal's articles count under each of its subjects.
  const subjects = await facetsOf({ q: 'cell' }, 'subjects');
  const biology = subjects[0]?.values.find((v) => v.value === 'biology-life-sciences');
  assert.ok(biology && biology.count > 0);
  assert.equal((await search({ q: 'cell', facets: [{ id: 'subjects', value: 'biology-life-sciences' }] })).total, biology.count);
});

test('facets: a selected value without matches still shows with zero; empty query results give no values', async () => {
  const facets = await facetsOf({ q: 'zzyzxqqq', facets: [{ id: 'regions', value: 'Oceania' }] });
  for (const facet of facets) {
    for (const value of facet.values) assert.equal(value.count, 0);
  }
  assert.deepEqual(facets.find((f) => f.id === 'regions')?.values, [{ value: 'Oceania', label: 'Oceania', count: 0, selected: true }]);
  for (const payload of [{ query: {}, facet: 'colour' }, { query: { facets: [{ id: 'colour', value: 'x' }] } }, {}]) {
    assert.equal((await post('/api/search/articles/facets', payload)).statusCode, 400, JSON.stringify(payload));
  }
  assert.equal((await post('/api/search/books/facets', { query: {} })).statusCode, 404);
});
