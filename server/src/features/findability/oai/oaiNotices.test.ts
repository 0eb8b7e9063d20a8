// Corrections, retractions and expressions of concern as harvesters read them over OAI-PMH: the notice
// and the article it is about name each other in both formats, a JATS record's relation is the one
// the JATS import reads back, and an article nobody wrote a notice about has none of it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { jatsXml, scratchFolder } from '../../../../test-support/publishing/jatsPackages.ts';
import { publishingCatalogue, type PublishingCatalogue } from '../../../../test-support/publishing/publishingCatalogue.ts';
import { schemaErrors, wellFormednessErrors } from '../../../../test-support/findability/schemaValidation.ts';
import { elements, texts } from '../../../../test-support/findability/xmlReading.ts';
import { installErrorHandling } from '../../../app/errorPolicy.ts';
import { parseWellFormed } from '../../../catalogue/publishing/articleChecks.ts';
import { publishingMeta } from '../../../catalogue/jats/publishingMeta.ts';
import type { ImportReportEntry } from '../../../catalogue/publishing/importSession.ts';
import { oaiPlugin } from './oaiPlugin.ts';

const publicUrl = 'https://journals.example.org';
const ns = new URL(publicUrl).hostname;

let t: PublishingCatalogue;
let app: FastifyInstance;
let issn: string;
const files = scratchFolder();

before(async () => {
  t = await publishingCatalogue('oai-notices', { articles: 20 });
  // Into a seeded public journal: only public journals' articles are records.
  issn = (await t.rows.get(sql<{ issn: string }>`SELECT issn FROM journals WHERE is_public = 1 ORDER BY id LIMIT 1`))!.issn;
  app = Fastify();
  installErrorHandling(app);
  await app.register(oaiPlugin, { catalogue: t.catalogue.store.findability, publicUrl, publisherName: 'Open Access Journals', adminEmail: 'office@journals.example.org', tokenKey: 'test-token-key' });
  await app.ready();
});
after(async () => {
  await app?.close();
  await t?.close();
  files.remove();
});

const publish = async (name: string, xml: string) => {
  const entry = (await t.importPaths([files.write(`${name}/main.xml`, xml)]))[0] as ImportReportEntry;
  assert.equal(entry.status, 'imported', `${name}: ${JSON.stringify(entry.problems)}`);
  return entry;
};

async function record(doi: string, prefix: 'oai_dc' | 'jats'): Promise<string> {
  const identifier = encodeURIComponent(`oai:${ns}:${doi}`);
  const res = await app.inject({ method: 'GET', url: `/oai?verb=GetRecord&identifier=${identifier}&metadataPrefix=${prefix}` });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(texts(res.body, 'error'), [], `${doi} is a record`);
  return res.body;
}

const relatedArticles = (xml: string) =>
  elements(xml, 'related-article').map((el) => [el.attribute('related-article-type'), el.attribute('ext-link-type'), el.attribute('xlink:href')]);

/** The JATS article of a record, read as the import reads an incoming one. */
function importedMeta(xml: string) {
  const parsed = parseWellFormed(xml.slice(xml.indexOf('<article '), xml.indexOf('</article>') + '</article>'.length));
  assert.ok('root' in parsed, 'the JATS record parses');
  return publishingMeta(parsed.root);
}

// DOIs with characters XML must escape: old SICI DOIs hold < and >, and any DOI may hold &.
const cases = [
  { kind: 'retraction', original: '10.5555/oai.ret<1>&a', notice: '10.5555/oai.ret.notice', date: '2026-11-28', headline: 'This article has been retracted', forward: 'retraction-forward', back: 'retracted-article' },
  { kind: 'correction', original: '10.5555/oai.cor.1', notice: '10.5555/oai.cor.notice', date: '2026-11-24', headline: 'This article has been corrected', forward: 'correction-forward', back: 'corrected-article' },
  { kind: 'expression-of-concern', original: '10.5555/oai.eoc.1', notice: '10.5555/oai.eoc.notice', date: '2026-11-26', headline: 'An expression of concern has been published about this article', forward: 'concern-forward', back: 'object-of-concern' },
] as const;

const escaped = (doi: string) => doi.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('a notice and its article name each other: dc:relation and a first dc:description in oai_dc, related-article in JATS, for each kind of notice', async () => {
  const dcRecords: string[] = [];
  for (const entry of cases) {
    await publish(`${entry.kind}-original`, jatsXml({ doi: escaped(entry.original), issn, title: `The ${entry.kind} original`, date: '2026-11-12' }));
    await publish(`${entry.kind}-notice`, jatsXml({ doi: entry.notice, issn, type: entry.kind, about: escaped(entry.original), title: `Notice: the ${entry.kind} original`, date: entry.date, authors: false }));

    const originalDc = await record(entry.original, 'oai_dc');
    dcRecords.push(originalDc);
    assert.ok(texts(originalDc, 'relation').includes(`https://doi.org/${entry.notice}`), `${entry.kind}: the original names its notice`);
    // The page's own words, first: a harvester that shows one description shows that one.
    assert.equal(texts(originalDc, 'description')[0], `${entry.headline} (${entry.date}): https://doi.org/${entry.notice}`);
    assert.match(texts(originalDc, 'description')[1] ?? '', /^We describe fin regeneration/, 'the abstract follows');

    const noticeDc = await record(entry.notice, 'oai_dc');
    dcRecords.push(noticeDc);
    assert.ok(texts(noticeDc, 'relation').includes(`https://doi.org/${entry.original}`), `${entry.kind}: the notice names its article`);
    assert.ok(!texts(noticeDc, 'description').some((text) => text.startsWith(entry.headline)), 'the notice itself is not what was retracted or corrected');

    const originalJats = await record(entry.original, 'jats');
    assert.deepEqual(relatedArticles(originalJats), [[entry.forward, 'doi', entry.notice]]);
    const noticeJats = await record(entry.notice, 'jats');
    assert.deepEqual(relatedArticles(noticeJats), [[entry.back, 'doi', entry.original]]);
    assert.deepEqual(await wellFormednessErrors([originalJats, noticeJats]), []);
    // The relation a JATS record carries is one the import recognises: re-imported, the notice is the same notice.
    assert.deepEqual(importedMeta(noticeJats).notice, { kind: entry.kind, originalDoi: entry.original });
    assert.equal(importedMeta(originalJats).notice, null, 'the original is no notice');
  }
  // Escaped once, not twice: the DOI with < > & is written as entities and read back as itself.
  const raw = await record(cases[0].notice, 'oai_dc');
  assert.ok(raw.includes(`<dc:relation>https://doi.org/${escaped(cases[0].original)}</dc:relation>`), 'the relation is escaped XML text');
  assert.deepEqual(await schemaErrors('oai-pmh', dcRecords), [], 'valid against the OAI-PMH and oai_dc schemas');
});

test('an article nobody wrote a notice about carries no notice relation or description', async () => {
  const doi = (await t.rows.get(sql<{ doi: string }>`SELECT a.doi FROM articles a JOIN journals j ON j.id = a.journal_id WHERE j.is_public = 1 AND a.notice IS NULL AND NOT EXISTS (SELECT 1 FROM article_notices n WHERE n.notice_id = a.id) ORDER BY a.id LIMIT 1`))!.doi;
  const dc = await record(doi, 'oai_dc');
  assert.deepEqual(texts(dc, 'relation').filter((relation) => relation.startsWith('https://doi.org/')), []);
  assert.ok(!texts(dc, 'description').some((text) => cases.some((entry) => text.startsWith(entry.headline))));
  assert.equal(elements(await record(doi, 'jats'), 'related-article').length, 0);
});

/** The datestamp of each record a ListIdentifiers harvest of `range` returns, following its resumption tokens. */
async function harvest(range: string): Promise<Map<string, string>> {
  const stamps = new Map<string, string>();
  let query = `verb=ListIdentifiers&metadataPrefix=oai_dc&${range}`;
  for (;;) {
    const xml = (await app.inject({ method: 'GET', url: `/oai?${query}` })).body;
    for (const header of elements(xml, 'header')) stamps.set(header.children('identifier')[0]!.text, header.children('datestamp')[0]!.text);
    const token = elements(xml, 'resumptionToken')[0]?.text;
    if (!token) return stamps;
    query = `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`;
  }
}

test("a notice that comes in later changes its article's record: a harvest from that day picks the article up again, one until the day before leaves it as it was", async () => {
  const original = '10.5555/oai.later.1';
  const id = `oai:${ns}:${original}`;
  const at = (time: string) => ({ now: () => time });
  const [first] = await t.importPaths([files.write('later-original/main.xml', jatsXml({ doi: original, issn, title: 'An article retracted months later', date: '2026-10-01' }))], at('2026-10-02T09:00:00.000Z'));
  assert.equal(first?.status, 'imported');
  assert.equal((await harvest('from=2026-10-02&until=2026-10-02')).get(id), '2026-10-02', 'dated by its import, a day after its publication');
  assert.equal((await harvest('from=2026-12-01')).has(id), false);

  // A retraction published (back-dated) in November, put online on 1 December.
  const [notice] = await t.importPaths([files.write('later-notice/main.xml', jatsXml({ doi: '10.5555/oai.later.notice', issn, type: 'retraction', about: original, title: 'Retraction: An article retracted months later', date: '2026-11-20', authors: false }))], at('2026-12-01T10:00:00.000Z'));
  assert.equal(notice?.status, 'imported');
  assert.equal((await harvest('from=2026-12-01')).get(id), '2026-12-01', 'a harvest from the day the notice came in has the original, which now names it');
  assert.equal((await harvest('from=2026-10-01&until=2026-11-30')).has(id), false, 'its record is no longer what it was until 30 November');
  const header = elements(await record(original, 'oai_dc'), 'header')[0]!;
  assert.equal(header.children('datestamp')[0]!.text, '2026-12-01');

  // The sitemap's lastmod of the original's page moves with it (the page now shows the notice).
  const journal = (await t.rows.get(sql<{ id: number }>`SELECT journal_id AS id FROM articles WHERE doi = ${original}`))!;
  const paths: { path: string; changedAt: string }[] = [];
  for await (const entry of t.catalogue.store.findability.articlePaths(journal.id, 0, 100_000)) paths.push(entry);
  assert.equal(paths.find((entry) => entry.path === first.url?.replace(/^https?:\/\/[^/]+/, ''))?.changedAt, '2026-12-01');
});

test('an article with a correction and then a retraction names both, oldest first; its description is the retraction its page shows', async () => {
  const original = '10.5555/oai.two.1';
  await publish('two-original', jatsXml({ doi: original, issn, title: 'An article corrected, then retracted', date: '2026-09-01' }));
  await publish('two-correction', jatsXml({ doi: '10.5555/oai.two.correction', issn, type: 'correction', about: original, title: 'Correction: An article corrected, then retracted', date: '2026-09-15', authors: false }));
  await publish('two-retraction', jatsXml({ doi: '10.5555/oai.two.retraction', issn, type: 'retraction', about: original, title: 'Retraction: An article corrected, then retracted', date: '2026-10-20', authors: false }));

  assert.deepEqual(relatedArticles(await record(original, 'jats')), [
    ['correction-forward', 'doi', '10.5555/oai.two.correction'],
    ['retraction-forward', 'doi', '10.5555/oai.two.retraction'],
  ]);
  const dc = await record(original, 'oai_dc');
  assert.deepEqual(texts(dc, 'relation').filter((relation) => relation.includes('oai.two.')), ['https://doi.org/10.5555/oai.two.correction', 'https://doi.org/10.5555/oai.two.retraction']);
  assert.equal(texts(dc, 'description')[0], 'This article has been retracted (2026-10-20): https://doi.org/10.5555/oai.two.retraction');
});
