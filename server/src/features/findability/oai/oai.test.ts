import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { openCatalogue } from '../../../catalogue/openCatalogue.ts';
import { createFindabilityApp, findabilityContact, findabilityPublicUrl, type FindabilityTestApp } from '../../../../test-support/findability/findabilityTestApp.ts';
import { schemaErrors, wellFormednessErrors } from '../../../../test-support/findability/schemaValidation.ts';
import { elements, texts } from '../../../../test-support/findability/xmlReading.ts';
import { OaiRepository, RECORDS_PER_PAGE } from './oaiRepository.ts';
import { defaultPublisher } from '@oap/contracts/site/publisher.ts';

let t: FindabilityTestApp;
let clock = Date.parse('2026-11-20T10:00:00Z');
/** Every response of the tests, validated against the protocol's schemas at the end in one run. */
const responses: { url: string; body: string }[] = [];

before(async () => {
  t = await createFindabilityApp({ now: () => clock });
});
after(async () => {
  await t.close();
});

async function oai(query: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/oai?${query}` });
  assert.equal(res.statusCode, 200, `${query}: protocol answers are 200, errors included`);
  assert.match(String(res.headers['content-type']), /^text\/xml/);
  responses.push({ url: query, body: res.body });
  return res.body;
}

const errorCodes = (xml: string) => elements(xml, 'error').map((error) => error.attribute('code'));
const publicArticles = () => t.rows.count(sql`SELECT count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id WHERE j.is_public = 1`);
const ns = new URL(findabilityPublicUrl).hostname;

test('Identify names the repository, its base URL, granularity, earliest datestamp and identifier scheme', async () => {
  const xml = await oai('verb=Identify');
  assert.deepEqual(texts(xml, 'repositoryName'), [defaultPublisher.name]);
  assert.deepEqual(texts(xml, 'baseURL'), [`${findabilityPublicUrl}/oai`]);
  assert.deepEqual(texts(xml, 'protocolVersion'), ['2.0']);
  assert.deepEqual(texts(xml, 'adminEmail'), [findabilityContact]);
  assert.deepEqual(texts(xml, 'granularity'), ['YYYY-MM-DD']);
  assert.deepEqual(texts(xml, 'deletedRecord'), ['no']);
  const earliest = (await t.rows.get(sql<{ d: string }>`SELECT min(published_at) AS d FROM articles`))?.d;
  assert.deepEqual(texts(xml, 'earliestDatestamp'), [earliest]);
  assert.deepEqual(texts(xml, 'repositoryIdentifier'), [ns]);
  assert.equal(elements(xml, 'request')[0]?.attribute('verb'), 'Identify');
});

test('ListMetadataFormats offers oai_dc and JATS, for the repository and for one record; an unknown record is idDoesNotExist', async () => {
  const all = await oai('verb=ListMetadataFormats');
  assert.deepEqual(texts(all, 'metadataPrefix'), ['oai_dc', 'jats']);
  const one = await oai(`verb=ListMetadataFormats&identifier=${encodeURIComponent(`oai:${ns}:10.7554/eLife.00013`)}`);
  assert.deepEqual(texts(one, 'metadataPrefix'), ['oai_dc', 'jats']);
  const missing = await oai(`verb=ListMetadataFormats&identifier=${encodeURIComponent(`oai:${ns}:10.9999/none`)}`);
  assert.deepEqual(errorCodes(missing), ['idDoesNotExist']);
  // A request with an error other than badVerb/badArgument repeats its arguments.
  assert.equal(elements(missing, 'request')[0]?.attribute('identifier'), `oai:${ns}:10.9999/none`);
});

test('ListSets has a set per public journal and per subject; it takes no resumption token', async () => {
  const xml = await oai('verb=ListSets');
  const specs = texts(xml, 'setSpec');
  const journals = await t.rows.all(sql<{ name_system: string }>`SELECT name_system FROM journals WHERE is_public = 1`);
  for (const journal of journals) assert.ok(specs.includes(`journal:${journal.name_system}`), journal.name_system);
  assert.ok(specs.includes('subject:biology-life-sciences'));
  assert.ok(specs.includes('journal') && specs.includes('subject'), 'the parents of the hierarchy are sets too');
  assert.deepEqual(errorCodes(await oai('verb=ListSets&resumptionToken=abc')), ['badResumptionToken']);
});

test('GetRecord in oai_dc and JATS carries the article; unknown identifiers and formats are errors', async () => {
  const identifier = encodeURIComponent(`oai:${ns}:10.7554/eLife.00013`);
  const dc = await oai(`verb=GetRecord&identifier=${identifier}&metadataPrefix=oai_dc`);
  assert.deepEqual(texts(dc, 'title'), ['A bacterial sulfonolipid triggers multicellular development in the closest living relatives of animals']);
  assert.equal(texts(dc, 'creator')[0], 'Alegado, Rosanna A');
  assert.ok(texts(dc, 'identifier').includes('https://doi.org/10.7554/eLife.00013'));
  assert.deepEqual(texts(dc, 'datestamp'), ['2012-10-15']);

  const jats = await oai(`verb=GetRecord&identifier=${identifier}&metadataPrefix=jats`);
  const references = await t.rows.count(
    t.rows.engine === 'postgres'
      ? sql`SELECT json_array_length(references_json::json) AS n FROM articles WHERE doi = '10.7554/eLife.00013'`
      : sql`SELECT json_array_length(references_json) AS n FROM articles WHERE doi = '10.7554/eLife.00013'`,
  );
  assert.equal(elements(jats, 'ref').length, references);
  assert.deepEqual(texts(jats, 'article-title'), ['A bacterial sulfonolipid triggers multicellular development in the closest living relatives of animals']);
  assert.equal(elements(jats, 'article')[0]?.attribute('xmlns'), 'https://jats.nlm.nih.gov/ns/archiving/1.3/');
  assert.deepEqual(await wellFormednessErrors([jats]), []);

  assert.deepEqual(errorCodes(await oai(`verb=GetRecord&identifier=${encodeURIComponent(`oai:${ns}:10.9999/none`)}&metadataPrefix=oai_dc`)), ['idDoesNotExist']);
  assert.deepEqual(errorCodes(await oai('verb=GetRecord&identifier=oai:elsewhere.org:10.7554/eLife.00013&metadataPrefix=oai_dc')), ['idDoesNotExist']);
  assert.deepEqual(errorCodes(await oai(`verb=GetRecord&identifier=${identifier}&metadataPrefix=marc21`)), ['cannotDisseminateFormat']);
  assert.deepEqual(errorCodes(await oai(`verb=GetRecord&metadataPrefix=oai_dc`)), ['badArgument']);
});

test('badVerb and badArgument: no verb, an unknown or repeated verb, arguments a verb does not take, repeated or missing ones, bad dates', async () => {
  for (const query of ['', 'verb=Harvest', 'verb=Identify&verb=ListSets']) {
    const xml = await oai(query);
    assert.deepEqual(errorCodes(xml), ['badVerb'], query);
    assert.deepEqual(elements(xml, 'request')[0]?.attribute('verb'), null, 'the request is repeated without its arguments');
  }
  for (const query of [
    'verb=Identify&set=x',
    'verb=ListRecords',
    'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=jats',
    'verb=ListRecords&metadataPrefix=oai_dc&from=2020-13-01',
    'verb=ListRecords&metadataPrefix=oai_dc&from=2020-01-01T00:00:00Z',
    'verb=ListRecords&metadataPrefix=oai_dc&from=2021-01-01&until=2020-01-01',
    'verb=ListIdentifiers&resumptionToken=x&metadataPrefix=oai_dc',
  ]) {
    const xml = await oai(query);
    assert.deepEqual(errorCodes(xml), ['badArgument'], query);
    assert.equal(elements(xml, 'request')[0]?.attribute('verb'), null);
  }
});

test('a set, from and until select the records; an unknown set or an empty range is noRecordsMatch; an unknown format cannotDisseminateFormat', async () => {
  const journal = (await t.rows.get(
    sql<{ id: number; name_system: string; n: number }>`SELECT j.id, j.name_system, count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id GROUP BY j.id ORDER BY n DESC LIMIT 1`,
  ))!;
  const xml = await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=journal:${journal.name_system}`);
  const headers = elements(xml, 'header');
  assert.equal(headers.length, journal.n);
  for (const header of headers) assert.ok(header.children('setSpec').some((spec) => spec.text === `journal:${journal.name_system}`));

  // A wide range (walked in id order) and a narrow one (read through the date index) select alike.
  for (const range of [{ from: '2020-01-01', until: '2026-12-31' }, { from: '2026-10-01', until: '2026-10-31' }]) {
    const expected = await t.rows.count(sql`SELECT count(*) AS n FROM articles WHERE published_at BETWEEN ${range.from} AND ${range.until}`);
    assert.ok(expected > 0);
    const dated = await oai(`verb=ListRecords&metadataPrefix=oai_dc&from=${range.from}&until=${range.until}`);
    const stamps = texts(dated, 'datestamp');
    assert.equal(stamps.length, Math.min(expected, RECORDS_PER_PAGE));
    assert.ok(stamps.every((stamp) => stamp >= range.from && stamp <= range.until));
    const token = elements(dated, 'resumptionToken')[0];
    assert.equal(token ? Number(token.attribute('completeListSize')) : stamps.length, expected);
  }

  assert.deepEqual(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&set=journal:no-such-journal')), ['noRecordsMatch']);
  assert.deepEqual(errorCodes(await oai('verb=ListRecords&metadataPrefix=oai_dc&until=1900-01-01')), ['noRecordsMatch']);
  assert.deepEqual(errorCodes(await oai('verb=ListRecords&metadataPrefix=mods')), ['cannotDisseminateFormat']);
});

test('harvesting the whole catalogue by following resumption tokens returns every article exactly once', async () => {
  const total = await publicArticles();
  for (const verb of ['ListRecords', 'ListIdentifiers'] as const) {
    const seen = new Set<string>();
    let query = `verb=${verb}&metadataPrefix=oai_dc`;
    let pages = 0;
    let cursor = 0;
    for (;;) {
      const xml = await oai(query);
      pages += 1;
      const ids = texts(xml, 'identifier').filter((id) => id.startsWith('oai:'));
      for (const id of ids) {
        assert.ok(!seen.has(id), `${id} once`);
        seen.add(id);
      }
      const token = elements(xml, 'resumptionToken')[0];
      if (!token) break;
      assert.equal(Number(token.attribute('completeListSize')), total);
      assert.equal(Number(token.attribute('cursor')), cursor, 'the cursor counts the records sent before this page');
      cursor += ids.length;
      if (token.text === '') break;
      query = `verb=${verb}&resumptionToken=${encodeURIComponent(token.text)}`;
    }
    assert.equal(seen.size, total, `${verb}: every article`);
    if (verb === 'ListRecords') assert.equal(pages, Math.ceil(total / RECORDS_PER_PAGE));
  }
});

test('resumption tokens: POST works like GET, a token survives a restart, expires, and is refused when altered or used for another verb', async () => {
  const first = await t.app.inject({ method: 'POST', url: '/oai', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'verb=ListRecords&metadataPrefix=oai_dc' });
  assert.equal(first.statusCode, 200);
  const token = elements(first.body, 'resumptionToken')[0]!;
  const expires = Date.parse(token.attribute('expirationDate')!);
  assert.equal(expires, clock + 24 * 60 * 60 * 1000);

  // A new server (same key, nothing in memory, its own connection) continues the list where the token says.
  const reopened = await openCatalogue(t.database.config, { searchWorkers: 0 });
  after(() => reopened.close());
  const restarted = new OaiRepository({ catalogue: reopened.store.findability, publicUrl: findabilityPublicUrl, publisherName: 'Open Access Journals', adminEmail: findabilityContact, tokenKey: 'test-token-key', now: () => clock });
  const next = await restarted.respond([['verb', 'ListRecords'], ['resumptionToken', token.text]]);
  assert.equal(errorCodes(next).length, 0);
  assert.equal(elements(next, 'resumptionToken')[0]?.attribute('cursor'), String(RECORDS_PER_PAGE));
  const otherKey = new OaiRepository({ catalogue: reopened.store.findability, publicUrl: findabilityPublicUrl, publisherName: 'x', adminEmail: findabilityContact, tokenKey: 'another-key' });
  assert.deepEqual(errorCodes(await otherKey.respond([['verb', 'ListRecords'], ['resumptionToken', token.text]])), ['badResumptionToken']);

  const altered = token.text.replace(/^./, (char) => (char === 'e' ? 'f' : 'e'));
  assert.deepEqual(errorCodes(await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(altered)}`)), ['badResumptionToken']);
  assert.deepEqual(errorCodes(await oai(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token.text)}`)), ['badResumptionToken']);
  clock += 25 * 60 * 60 * 1000;
  const expired = await oai(`verb=ListRecords&resumptionToken=${encodeURIComponent(token.text)}`);
  assert.deepEqual(errorCodes(expired), ['badResumptionToken']);
  assert.match(elements(expired, 'error')[0]!.text, /expired/);
  clock -= 25 * 60 * 60 * 1000;

  const json = await t.app.inject({ method: 'POST', url: '/oai', headers: { 'content-type': 'application/json' }, payload: '{"verb":"Identify"}' });
  assert.equal(json.statusCode, 415);
});

test('every response of these tests is valid against the OAI-PMH and oai_dc schemas (and the validator finds a broken one)', async () => {
  // JATS records are checked well-formed above; no JATS 1.3 schema in its namespace is published.
  const checked = responses.filter((response) => !response.url.includes('metadataPrefix=jats'));
  assert.ok(checked.length > 30);
  assert.deepEqual(await schemaErrors('oai-pmh', checked.map((response) => response.body)), []);
  const broken = checked.find((response) => response.url === 'verb=Identify')!.body.replace(/<granularity>[^<]*<\/granularity>/, '<granularity>daily</granularity>');
  assert.notDeepEqual(await schemaErrors('oai-pmh', [broken]), []);
});
