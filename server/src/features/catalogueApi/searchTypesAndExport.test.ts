// The search types beside articles: journals, topics and awards (each its config, sorts, facets and
// page size), and the configs of the journal lists (editors' choice, journal sections); an unknown
// type is a 404.
// And the export of article search results (GET /api/search/export): CSV, RIS and BibTeX of the query's
// results, of a selection of ids or of one page, the query as JSON or lz-string, and a 400 for a bad
// request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import LZString from 'lz-string';
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import type { AwardSearchItem, JournalSearchItem, SearchQuery, SearchResults, SearchTypeConfig } from '@oap/contracts/api/search.ts';
import { searchTestApp } from '../../../test-support/searchTestApp.ts';

const { t, search, post, facetsOf } = searchTestApp();

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

test('export: CSV, RIS and BibTeX of the query results; the query as JSON or lz-string', async () => {
  const query: SearchQuery = { q: 'proteorhodopsin' };
  const found = await search(query);
  const exportOf = (format: string, encoded: string) => t.app.inject({ method: 'GET', url: `/api/search/export?type=articles&format=${format}&query=${encodeURIComponent(encoded)}` });
  const csv = await exportOf('csv', JSON.stringify(query));
  assert.equal(csv.statusCode, 200);
  assert.match(csv.headers['content-type'] as string, /^text\/csv/);
  assert.equal(csv.headers['content-disposition'], 'attachment; filename="articles.csv"');
  assert.equal(csv.headers['x-total-count'], String(found.total));
  const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
  assert.match(lines[0] ?? '', /^Title,Authors,Journal,ISSN,Year,Volume,Issue,Article Number,DOI,/);
  assert.equal(lines.length, found.total + 1);
  assert.match(csv.body, /10\.1371\/journal\.pbio\.1000359/);
  assert.match(csv.body, /Béjà/, 'UTF-8 names survive');
  const compressed = LZString.compressToEncodedURIComponent(JSON.stringify(query));
  const ris = await exportOf('ris', compressed);
  assert.equal(ris.statusCode, 200);
  assert.equal(ris.headers['content-disposition'], 'attachment; filename="articles.ris"');
  assert.match(ris.body, /^TY {2}- JOUR\r$/m);
  assert.match(ris.body, /^DO {2}- 10\.1371\/journal\.pbio\.1000359\r$/m);
  assert.match(ris.body, /^TI {2}- The Light-Driven Proton Pump Proteorhodopsin Enhances Bacterial Survival during Tough Times\r$/m, 'one line, not wrapped');
  assert.match(ris.body, /^AU {2}- Béjà, Oded\r$/m);
  assert.doesNotMatch(ris.body, /^KW {2}- \r$/m, 'no empty tags');
  // Dates as RIS writes them, YYYY/MM/DD/ (the article of 2010 was published in a month before October).
  const dates = ris.body.match(/^DA {2}- .*$/gm) ?? [];
  const unpadded = dates.filter((line) => !/^DA {2}- \d{4}\/\d{2}\/\d{2}\/$/.test(line));
  assert.ok(dates.length > 0 && unpadded.length === 0, unpadded.join(' | '));
  assert.ok(dates.some((line) => /\/0\d\//.test(line)), 'a month or day below 10 has its leading zero');
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
