import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import LZString from 'lz-string';
import { sql } from 'kysely';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import type { AwardSearchItem, FacetCounts, JournalSearchItem, SearchFacetsResponse, SearchQuery, SearchResults, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { createTestApp } from '../../../test-support/catalogueApi.ts';
import type { TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
before(async () => {
  // Searches go through the worker pool, as in production.
  t = await createTestApp({ articles: 300, searchPool: { workers: 2 } });
});
after(() => t.close());

const search = async (query: SearchQuery) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<SearchResults<ArticleSummary>>();
};
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

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });
const facetsOf = async (query: SearchQuery, facet?: string, type = 'articles') => {
  const res = await post(`/api/search/${type}/facets`, facet ? { query, facet } : { query });
  assert.equal(res.statusCode, 200, res.body);
  return res.json<SearchFacetsResponse>().facets;
};
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

test('journal search: config, the six sorts, facets, single-character terms and 1000 per page', async () => {
  const config = (await t.app.inject({ method: 'GET', url: '/api/search/journals/config' })).json<SearchTypeConfig>();
  assert.deepEqual(config.facets.map((f) => [f.id, f.label]), [['subjects', 'Subjects'], ['idatabases', 'Indexed By'], ['years', 'Years']]);
  assert.deepEqual(config.sort.map((s) => s.id), ['relevancy', 'impact_factor', 'cite_score', 'total_articles', 'year_asc', 'year_desc']);
  assert.equal(config.sort.find((s) => s.default)?.id, 'total_articles');
  assert.deepEqual(config.resultsPerPage, [1000]);
  const journals = async (query: SearchQuery, includeFacets = false) => {
    const res = await post('/api/search/journals', { query, includeFacets });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<SearchResults<JournalSearchItem>>();
  };
  const all = await journals({});
  assert.ok(all.total >= 38);
  assert.equal(all.resultsPerPage, 1000);
  for (let i = 1; i < all.items.length; i++) assert.ok((all.items[i - 1]?.articleCount ?? 0) >= (all.items[i]?.articleCount ?? 0));
  const byIf = await journals({ sort: 'impact_factor' });
  const ifs = byIf.items.map((j) => j.impactFactor ?? -1);
  assert.deepEqual(ifs, [...ifs].sort((a, b) => b - a));
  const oldest = await journals({ sort: 'year_asc' });
  assert.equal(oldest.items[0]?.yearFounded, Math.min(...all.items.map((j) => j.yearFounded)));
  assert.equal((await journals({ sort: 'year_desc' })).items[0]?.yearFounded, Math.max(...all.items.map((j) => j.yearFounded)));
  const s = await journals({ q: 'S' });
  assert.ok(s.total >= 5 && s.total < all.total, 'a single letter is a prefix of journal names');
  for (const item of s.items) assert.match(`${item.name} ${item.abbreviation}`, /\bs/i);
  const q = await journals({ q: 'q' });
  assert.deepEqual(q.items.map((j) => j.nameSystem), ['quantum-physics-letters']);
  const relevance = await journals({ q: 'neurobiology', sort: 'relevancy' });
  assert.equal(relevance.items[0]?.nameSystem, 'neurobiology-reports');
  assert.match(relevance.items[0]?.snippet ?? '', /<mark>Neurobiology<\/mark>/);
  const withFacets = await journals({ facets: [{ id: 'subjects', value: 'engineering' }] }, true);
  for (const item of withFacets.items) assert.ok(item.subjects.includes('engineering'));
  const subjectFacet = withFacets.facets?.find((f) => f.id === 'subjects');
  assert.equal(subjectFacet?.values.find((v) => v.value === 'engineering')?.count, withFacets.total);
  assert.ok((subjectFacet?.values.length ?? 0) > 5, 'the subject counts ignore the subject filter');
  const years = withFacets.facets?.find((f) => f.id === 'years');
  assert.equal(years?.values.reduce((sum, v) => sum + v.count, 0), withFacets.total);
  const pubmed = await journals({ facets: [{ id: 'idatabases', value: 'PubMed' }] });
  for (const item of pubmed.items) assert.ok(item.indexing.includes('PubMed'));
  assert.deepEqual((await journals({ q: 'zzyzxqqq' })).items, []);
  for (const query of [{ resultsPerPage: 10 }, { sort: 'views' }, { facets: [{ id: 'regions', value: 'Europe' }] }]) {
    assert.equal((await post('/api/search/journals', { query })).statusCode, 400, JSON.stringify(query));
  }
});

test('topic search: config, facets (subjects, journals, status), the three sorts, 12 per page', async () => {
  const config = (await t.app.inject({ method: 'GET', url: '/api/search/topics/config' })).json<SearchTypeConfig>();
  assert.deepEqual(config.facets.map((f) => f.id), ['subjects', 'journals', 'status']);
  assert.deepEqual(config.sort.map((s) => s.id), ['submission_deadline', 'views', 'total_articles']);
  assert.deepEqual(config.resultsPerPage, [12]);
  const topics = async (query: SearchQuery, includeFacets = false) => {
    const res = await post('/api/search/topics', { query, includeFacets });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<SearchResults<TopicSummary>>();
  };
  const all = await topics({}, true);
  assert.ok(all.total >= 20);
  assert.equal(all.items.length, 12);
  const today = new Date().toISOString().slice(0, 10);
  const open = all.items.filter((topic) => topic.status === 'open');
  for (const topic of all.items) assert.equal(topic.status, topic.deadline >= today ? 'open' : 'closed');
  assert.deepEqual(all.items.slice(0, open.length), open, 'open topics first');
  for (let i = 1; i < open.length; i++) assert.ok((open[i - 1]?.deadline ?? '') <= (open[i]?.deadline ?? ''));
  const status = all.facets?.find((f) => f.id === 'status');
  assert.equal(status?.values.reduce((sum, v) => sum + v.count, 0), all.total);
  const openOnly = await topics({ facets: [{ id: 'status', value: 'open' }] });
  assert.equal(openOnly.total, status?.values.find((v) => v.value === 'open')?.count);
  const viewed = await topics({ sort: 'views' });
  for (let i = 1; i < viewed.items.length; i++) assert.ok((viewed.items[i - 1]?.views ?? 0) >= (viewed.items[i]?.views ?? 0));
  const biggest = await topics({ sort: 'total_articles' });
  for (let i = 1; i < biggest.items.length; i++) assert.ok((biggest.items[i - 1]?.articleCount ?? 0) >= (biggest.items[i]?.articleCount ?? 0));
  const journal = all.facets?.find((f) => f.id === 'journals')?.values[0];
  assert.ok(journal);
  const inJournal = await topics({ facets: [{ id: 'journals', value: journal.value }] });
  assert.equal(inJournal.total, journal.count);
  for (const topic of inJournal.items) assert.ok(topic.journals.some((j) => j.nameSystem === journal.value));
  const word = all.items[0]?.keywords[0]?.split(' ')[0] ?? '';
  const found = await topics({ q: word });
  assert.ok(found.total > 0);
  assert.match(found.items[0]?.snippet ?? '', /<mark>/);
  assert.equal((await topics({ q: 'zzyzxqqq' })).total, 0);
  assert.equal((await post('/api/search/topics', { query: { resultsPerPage: 10 } })).statusCode, 400);
  const facets = await facetsOf({ facets: [{ id: 'status', value: 'open' }] }, 'status', 'topics');
  assert.equal(facets[0]?.values.reduce((sum, v) => sum + v.count, 0), all.total, 'status counts ignore the status filter');
});

test('the journal list configs: editors choice and journal sections (spec 9.1)', async () => {
  const choice = (await t.app.inject({ method: 'GET', url: '/api/search/editors-choice/config' })).json<SearchTypeConfig>();
  assert.deepEqual(choice.sort.map((s) => s.id), ['publication_date', 'citations', 'views']);
  const sections = (await t.app.inject({ method: 'GET', url: '/api/search/journal-sections/config' })).json<SearchTypeConfig>();
  assert.deepEqual(sections.sort.map((s) => s.id), ['publication_date', 'relevancy', 'bibliographic', 'citations', 'views']);
  assert.equal((await t.app.inject({ method: 'GET', url: '/api/search/books/config' })).statusCode, 404);
  assert.equal((await post('/api/search/books', { query: {} })).statusCode, 404);
});

test('export: CSV, RIS and BibTeX of the query results; the query as JSON or lz-string', async () => {
  const query: SearchQuery = { q: 'proteorhodopsin' };
  const found = await search(query);
  const exportOf = (format: string, encoded: string) => t.app.inject({ method: 'GET', url: `/api/search/export?type=articles&format=${format}&query=${encodeURIComponent(encoded)}` });
  const csv = await exportOf('csv', JSON.stringify(query));
  assert.equal(csv.statusCode, 200);
  assert.match(csv.headers['content-type'] as string, /^text\/csv/);
  assert.match(csv.headers['content-disposition'] as string, /attachment; filename="articles\.csv"/);
  assert.equal(csv.headers['x-total-count'], String(found.total));
  const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
  assert.match(lines[0] ?? '', /^Title,Authors,Journal,ISSN,Year,Volume,Issue,Article Number,DOI,/);
  assert.equal(lines.length, found.total + 1);
  assert.match(csv.body, /10\.1371\/journal\.pbio\.1000359/);
  assert.match(csv.body, /Béjà/, 'UTF-8 names survive');
  const compressed = LZString.compressToEncodedURIComponent(JSON.stringify(query));
  const ris = await exportOf('ris', compressed);
  assert.equal(ris.statusCode, 200);
  assert.match(ris.body, /^TY {2}- JOUR\r$/m);
  assert.match(ris.body, /^DO {2}- 10\.1371\/journal\.pbio\.1000359\r$/m);
  assert.match(ris.body, /^TI {2}- The Light-Driven Proton Pump Proteorhodopsin Enhances Bacterial Survival during Tough Times\r$/m, 'one line, not wrapped');
  assert.match(ris.body, /^AU {2}- Béjà, Oded\r$/m);
  assert.doesNotMatch(ris.body, /^KW {2}- \r$/m, 'no empty tags');
  assert.equal((ris.body.match(/^ER {2}- ?\r$/gm) ?? []).length, found.total);
  const bibtex = await exportOf('bibtex', JSON.stringify(query));
  assert.equal(bibtex.statusCode, 200);
  assert.match(bibtex.body, /@article\{[A-Za-z]+2010_\d+,/);
  assert.match(bibtex.body, /doi = \{10\.1371\/journal\.pbio\.1000359\}/);
  assert.match(bibtex.body, /journal = \{/);
  const empty = await exportOf('csv', JSON.stringify({ q: 'zzyzxqqq' }));
  assert.equal(empty.statusCode, 200);
  assert.equal(empty.body.replace(/^\uFEFF/, '').trim().split('\r\n').length, 1, 'only the header');
  for (const url of [
    '/api/search/export?type=articles&format=pdf',
    '/api/search/export?type=journals&format=csv',
    '/api/search/export?format=csv',
    '/api/search/export?type=articles&format=csv&query=not%20json',
    `/api/search/export?type=articles&format=csv&query=${encodeURIComponent(JSON.stringify({ sort: 'alphabetical' }))}`,
    '/api/search/export?type=articles&format=csv&limit=5000',
  ]) {
    const res = await t.app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 400, url);
    assert.match(res.json<{ message: string }>().message, /^Invalid export request/);
  }
});

test('export of a selection (ids, in their order) and of one page of the query (scope=page)', async () => {
  const found = await search({ q: 'cell', sort: 'publication_date', resultsPerPage: 10, page: '2' });
  assert.ok(found.items.length >= 3, 'enough results to pick from');
  const picked = [found.items[2], found.items[0]].map((item) => item?.id as number);
  const query = encodeURIComponent(LZString.compressToEncodedURIComponent(JSON.stringify({ q: 'cell' })));
  const selection = await t.app.inject({ method: 'GET', url: `/api/search/export?type=articles&format=csv&query=${query}&ids=${picked[0]}&ids=${picked[1]}` });
  assert.equal(selection.statusCode, 200, selection.body);
  assert.equal(selection.headers['x-exported-count'], '2');
  const lines = selection.body.replace(/^\uFEFF/, '').trim().split('\r\n');
  assert.equal(lines.length, 3);
  assert.ok(lines[1]?.includes(found.items[2]?.doi as string) && lines[2]?.includes(found.items[0]?.doi as string), 'in the order given');
  const pageQuery = encodeURIComponent(LZString.compressToEncodedURIComponent(JSON.stringify({ q: 'cell', sort: 'publication_date', resultsPerPage: 10, page: '2' })));
  const page = await t.app.inject({ method: 'GET', url: `/api/search/export?type=articles&format=ris&query=${pageQuery}&scope=page` });
  assert.equal(page.statusCode, 200, page.body);
  assert.equal(page.headers['x-exported-count'], String(found.items.length));
  assert.ok(page.body.includes(found.items[0]?.doi as string));
  for (const ids of ['abc', '0', '-1', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
    const bad = await t.app.inject({ method: 'GET', url: `/api/search/export?type=articles&format=csv&ids=${ids}` });
    assert.equal(bad.statusCode, 400, ids);
  }
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

test('award search: the awards of every journal, by kind, subject, journal and status; three sorts', async () => {
  const config = (await t.app.inject({ method: 'GET', url: '/api/search/awards/config' })).json<SearchTypeConfig>();
  assert.deepEqual(config.facets.map((f) => f.id), ['kinds', 'subjects', 'journals', 'status']);
  assert.deepEqual(config.sort.map((s) => s.id), ['deadline', 'name', 'journal']);
  const awards = async (query: SearchQuery) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search/awards', payload: { query, includeFacets: true } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<SearchResults<AwardSearchItem>>();
  };
  const all = await awards({});
  assert.ok(all.total > 20, `${all.total} awards`);
  assert.equal(all.items.length, 12);
  const first = all.items[0] as AwardSearchItem;
  assert.match(first.path, /^\/journal\/[a-z-]+\/awards\/\d+$/);
  const kinds = all.facets?.find((f) => f.id === 'kinds');
  assert.ok(kinds && kinds.values.length >= 3);
  const travel = await awards({ facets: [{ id: 'kinds', value: 'travel' }] });
  assert.ok(travel.total > 0 && travel.items.every((item) => item.kind === 'travel'));
  assert.equal(travel.facets?.find((f) => f.id === 'kinds')?.values.reduce((sum, v) => sum + v.count, 0), all.total, 'the kind counts ignore the kind filter');
  const named = await awards({ q: 'young investigator' });
  assert.ok(named.total > 0 && named.items.every((item) => item.kind === 'young-investigator'));
  const described = await awards({ q: 'early career' });
  assert.ok(described.total > 0);
  assert.match(described.items[0]?.snippet ?? '', /<mark>early<\/mark>-<mark>career<\/mark>/i, 'the matching words of the description are marked');
  const byName = await awards({ sort: 'name', resultsPerPage: 48 });
  const names = byName.items.map((item) => item.name);
  assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b)));
  assert.equal((await awards({ q: 'zzyzxqqq' })).total, 0);
});
