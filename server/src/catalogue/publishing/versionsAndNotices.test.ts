// Versions, corrections and retractions, and what a reader sees of a published article at once: its
// page, its journal's latest, its issue, search with facet counts, and the catalogue's stamp that the
// kept answers (search, payloads, sitemaps, feeds) are keyed by.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { jatsXml, scratchFolder } from '../../../test-support/publishing/jatsPackages.ts';
import { publishingCatalogue, type PublishingCatalogue } from '../../../test-support/publishing/publishingCatalogue.ts';
import type { ImportReportEntry } from './importSession.ts';
import { sql } from 'kysely';

let t: PublishingCatalogue;
const files = scratchFolder();

before(async () => {
  t = await publishingCatalogue('versions', { articles: 60 });
});
after(async () => {
  await t.close();
  files.remove();
});

const publish = async (name: string, xml: string) => (await t.importPaths([files.write(`${name}/main.xml`, xml)], { createJournals: true }))[0] as ImportReportEntry;

const locatorOf = (entry: ImportReportEntry) => {
  const [issn = '', volume = '', issue = '', identifier = ''] = new URL(entry.url ?? '').pathname.slice(1).split('/');
  return { issn, volume, issue, identifier };
};

test('a published article is at once on its page, in its journal\'s latest and issue, in search with its facet counts, and the catalogue stamp moves', async () => {
  const stampBefore = await t.catalogue.store.version.stamp();
  const entry = await publish('downstream', jatsXml({ doi: '10.5555/ds.1', title: 'Quokka burrow microclimates', abstract: 'quokkaburrowword' }));
  assert.equal(entry.status, 'imported');
  const locator = locatorOf(entry);
  const page = await t.catalogue.store.articles.byLocator(locator);
  assert.equal(page?.title, 'Quokka burrow microclimates');
  assert.equal(page?.version, 1);
  const journal = (await t.catalogue.store.journals.summaryByIssn(locator.issn))?.nameSystem ?? '';
  assert.ok((await t.catalogue.store.articles.latestByJournal(journal, 5))?.some((article) => article.doi === '10.5555/ds.1'));
  assert.ok((await t.catalogue.store.articles.issueListing(locator.issn, locator.volume, locator.issue))?.articles.some((article) => article.doi === '10.5555/ds.1'));
  const volume = await t.catalogue.store.articles.issueListing(locator.issn, locator.volume, null);
  assert.ok(JSON.stringify(volume).includes('10.5555/ds.1'), 'its volume lists it');
  const results = await t.catalogue.store.search.articles({ q: 'quokkaburrowword' }, { includeFacets: true });
  assert.deepEqual(results.items.map((item) => item.doi), ['10.5555/ds.1']);
  const journals = results.facets?.find((facet) => facet.id === 'journals');
  assert.deepEqual(journals?.values.map((value) => value.count), [1], 'the journal facet counts it');
  assert.notEqual(await t.catalogue.store.version.stamp(), stampBefore);
});

test('the same content again is unchanged; changed content is the next version, with every version listed and its date', async () => {
  const first = await publish('versions-1', jatsXml({ doi: '10.5555/ver.1', abstract: 'first wording' }));
  assert.equal(first.status, 'imported');
  const again = await publish('versions-1b', jatsXml({ doi: '10.5555/ver.1', abstract: 'first wording' }));
  assert.deepEqual([again.status, again.version, again.url], ['unchanged', 1, first.url]);
  const second = await publish('versions-2', jatsXml({ doi: '10.5555/ver.1', abstract: 'second wording, corrected', date: '2026-11-25' }));
  assert.deepEqual([second.status, second.version, second.url], ['updated', 2, first.url]);
  const page = await t.catalogue.store.articles.byLocator(locatorOf(second));
  assert.equal(page?.version, 2);
  assert.match(page?.abstractHtml ?? '', /second wording/);
  assert.deepEqual(page?.versions?.map((version) => [version.version, version.publishedAt, version.current]), [[2, '2026-11-25', true], [1, '2026-11-20', false]]);
  assert.equal(page?.versions?.[1]?.path, `${new URL(first.url ?? '').pathname}/versions/1`);
  const found = await t.catalogue.store.search.articles({ q: '"second wording"' });
  assert.deepEqual(found.items.map((item) => item.doi), ['10.5555/ver.1'], 'search has the new version');
  assert.equal((await t.catalogue.store.search.articles({ q: '"first wording"' })).total, 0, 'and not the old one');
});

test('a retraction links both ways: the original shows "This article has been retracted" with its date and link, in its page and every list entry', async () => {
  const original = await publish('retract-original', jatsXml({ doi: '10.5555/ret.1', title: 'Wombat cube faeces geometry', abstract: 'wombatcubeword' }));
  const retraction = await publish('retract-notice', jatsXml({ doi: '10.5555/ret.notice', type: 'retraction', about: '10.5555/ret.1', title: 'Retraction: Wombat cube faeces geometry', date: '2026-11-28', authors: false }));
  assert.equal(retraction.status, 'imported', JSON.stringify(retraction.problems));
  const page = await t.catalogue.store.articles.byLocator(locatorOf(original));
  assert.deepEqual(page?.notice, { kind: 'retraction', headline: 'This article has been retracted', date: '2026-11-28', doi: '10.5555/ret.notice', path: new URL(retraction.url ?? '').pathname });
  const listed = await t.catalogue.store.search.articles({ q: 'wombatcubeword' });
  assert.equal(listed.items[0]?.notice?.headline, 'This article has been retracted');
  const notice = await t.catalogue.store.articles.byLocator(locatorOf(retraction));
  assert.deepEqual(notice?.noticeOf, { kind: 'retraction', doi: '10.5555/ret.1', path: new URL(original.url ?? '').pathname, title: 'Wombat cube faeces geometry' });
});

test('a notice published before its original links once the original comes; an expression of concern gives way to a later retraction', async () => {
  await publish('concern-first', jatsXml({ doi: '10.5555/eoc.notice', type: 'expression-of-concern', about: '10.5555/eoc.1', date: '2026-11-21', authors: false }));
  const original = await publish('concern-original', jatsXml({ doi: '10.5555/eoc.1', date: '2026-11-10' }));
  assert.equal((await t.catalogue.store.articles.byLocator(locatorOf(original)))?.notice?.kind, 'expression-of-concern');
  await publish('concern-retraction', jatsXml({ doi: '10.5555/eoc.retraction', type: 'retraction', about: '10.5555/eoc.1', date: '2026-11-29', authors: false }));
  assert.equal((await t.catalogue.store.articles.byLocator(locatorOf(original)))?.notice?.headline, 'This article has been retracted');
});

test('the corpus\'s PLOS retractions and corrections name the article they are about', async () => {
  const { readFileSync } = await import('node:fs');
  const corpus = new URL('../../../corpus/jats/plos/', import.meta.url);
  const entries = await t.importPaths(['journal.pcbi.0030158.xml', 'journal.pone.0097541.xml'].map((name) => files.write(`plos/${name}`, readFileSync(new URL(name, corpus)))), { createJournals: true, allowMissingFiles: true });
  const [retraction, correction] = await Promise.all(entries.map((entry) => t.catalogue.store.articles.byLocator(locatorOf(entry))));
  assert.deepEqual([retraction?.noticeOf?.kind, retraction?.noticeOf?.doi], ['retraction', '10.1371/journal.pcbi.0030051']);
  assert.deepEqual([correction?.noticeOf?.kind, correction?.noticeOf?.doi], ['correction', '10.1371/journal.pone.0086816']);
});

test('after its commit an import purges the shared cache of the article, its journal, its issue and the catalogue\'s lists', async () => {
  const purged: string[][] = [];
  const entry = (await t.importPaths([files.write('purge/main.xml', jatsXml({ doi: '10.5555/purge.1' }))], { createJournals: true, purger: { purge: async (keys) => void purged.push([...keys]) } }))[0];
  assert.equal(entry?.status, 'imported');
  assert.equal(purged.length, 1);
  const keys = purged[0] ?? [];
  assert.ok(keys.some((key) => /^article-\d+$/.test(key)) && keys.some((key) => key.startsWith('journal-')) && keys.some((key) => /^issue-\d+$/.test(key)), keys.join(' '));
  assert.ok(keys.includes('catalogue-lists'));
  const unchanged = (await t.importPaths([files.write('purge-again/main.xml', jatsXml({ doi: '10.5555/purge.1' }))], { purger: { purge: async (keys) => void purged.push([...keys]) } }))[0];
  assert.equal(unchanged?.status, 'unchanged');
  assert.equal(purged.length, 1, 'nothing changed, nothing purged');
});

test("a new version of an article in a topic purges the topic's page; a notice purges what shows its original: its page, journal, issue and topic", async () => {
  // A seeded article put in one of its journal's topics, as the seed puts some.
  const seeded = await t.rows.get<{ id: number; doi: string; topic: string; topicId: number; issueId: number; journal: string }>(sql`
    SELECT a.id, a.doi, tp.identifier AS topic, tp.id AS "topicId", a.issue_id AS "issueId", j.name_system AS journal
    FROM articles a JOIN journals j ON j.id = a.journal_id JOIN topic_journals tj ON tj.journal_id = a.journal_id JOIN topics tp ON tp.id = tj.topic_id
    WHERE a.notice IS NULL ORDER BY a.id, tp.id LIMIT 1`);
  assert.ok(seeded, 'a seeded article whose journal has a topic');
  await t.rows.run(sql`UPDATE articles SET topic_id = ${seeded.topicId} WHERE id = ${seeded.id}`);
  const purged: string[][] = [];
  const purger = { purge: async (keys: readonly string[]) => void purged.push([...keys]) };
  const expected = [`article-${Number(seeded.id)}`, `journal-${seeded.journal}`, `issue-${Number(seeded.issueId)}`, `topic-${seeded.topic}`];

  const corrected = (await t.importPaths([files.write('topic-version/main.xml', jatsXml({ doi: seeded.doi, title: 'A corrected title' }))], { purger }))[0];
  assert.equal(corrected?.status, 'updated', JSON.stringify(corrected?.problems));
  assert.deepEqual(purged[0]?.filter((key) => key !== 'catalogue-lists'), expected);

  const notice = (await t.importPaths([files.write('topic-notice/main.xml', jatsXml({ doi: '10.5555/topic.retraction', type: 'retraction', about: seeded.doi, authors: false }))], { createJournals: true, purger }))[0];
  assert.equal(notice?.status, 'imported', JSON.stringify(notice?.problems));
  const keys = purged[1] ?? [];
  for (const key of expected) assert.ok(keys.includes(key), `${key} in ${keys.join(' ')}`);
  assert.ok(keys.some((key) => key !== expected[0] && /^article-\d+$/.test(key)), 'and the notice itself');
});

test('a back-dated article is harvested by an OAI-PMH "from" of the day it was imported, with that day as its datestamp', async () => {
  const now = new Date().toISOString().slice(0, 10);
  await publish('backdated', jatsXml({ doi: '10.5555/back.1', date: '2015-03-04' }));
  const headers = await t.catalogue.store.findability.articleHeaders({ from: now }, 0, 1000);
  const header = headers.find((candidate) => candidate.doi === '10.5555/back.1');
  assert.deepEqual([header?.publishedAt, header?.changedAt], ['2015-03-04', now]);
  const before = await t.catalogue.store.findability.articleHeaders({ until: '2015-12-31' }, 0, 1000);
  assert.equal(before.some((candidate) => candidate.doi === '10.5555/back.1'), false, 'it was not in the repository then');
});

test('an article published later is among the related articles of one already read, whose kept list is found again', async () => {
  const first = await publish('related-first', jatsXml({ doi: '10.5555/rel.1', title: 'Pangolin scale keratin' }));
  const before = await t.catalogue.store.articles.byLocator(locatorOf(first));
  assert.ok(!before?.related.some((article) => article.doi === '10.5555/rel.2'));
  await publish('related-second', jatsXml({ doi: '10.5555/rel.2', title: 'Pangolin scale keratin under strain' }));
  const after = await t.catalogue.store.articles.byLocator(locatorOf(first));
  assert.equal(after?.related[0]?.doi, '10.5555/rel.2', 'the most alike article comes first');
});

test('the version the XML declares and its publication history reach the page, each event with where it can be read', async () => {
  const history = `<pub-history>
    <event event-type="preprint"><event-desc>Preprint posted</event-desc><date date-type="preprint"><day>02</day><month>06</month><year>2026</year></date><self-uri xlink:href="https://www.biorxiv.org/content/10.1101/2026.06.01.1"/></event>
    <event event-type="reviewed-preprint"><date><day>15</day><month>08</month><year>2026</year></date><article-id pub-id-type="doi">10.7554/eLife.90001.1</article-id></event>
  </pub-history>`;
  const xml = jatsXml({ doi: '10.5555/hist.1', version: '2.1' }).replace('<permissions>', `${history}<permissions>`);
  const entry = await publish('history', xml);
  assert.equal(entry.status, 'imported', JSON.stringify(entry.problems));
  const page = await t.catalogue.store.articles.byLocator(locatorOf(entry));
  assert.equal(page?.declaredVersion, '2.1');
  assert.deepEqual(page?.publicationHistory, [
    { description: 'Preprint posted', date: '2026-06-02', url: 'https://www.biorxiv.org/content/10.1101/2026.06.01.1' },
    { description: 'Reviewed preprint', date: '2026-08-15', url: 'https://doi.org/10.7554/eLife.90001.1' },
  ]);
});

test("a publish from a host whose clock is behind the last publish's still takes a later time (search tells what changed by these times)", async () => {
  const ahead = new Date(Date.now() + 3_600_000).toISOString();
  await t.rows.run(sql`UPDATE catalogue_info SET value = ${`${ahead} 10.5555/elsewhere`} WHERE key = 'publishedAt'`);
  await publish('clock-behind', jatsXml({ doi: '10.5555/clock.1' }));
  const row = await t.rows.get(sql<{ imported_at: string }>`SELECT imported_at FROM articles WHERE doi = '10.5555/clock.1'`);
  assert.ok((row?.imported_at ?? '') > ahead, `${row?.imported_at} after ${ahead}`);
  const stamp = await t.rows.get(sql<{ value: string }>`SELECT value FROM catalogue_info WHERE key = 'publishedAt'`);
  assert.equal(stamp?.value, `${row?.imported_at} 10.5555/clock.1`);
});

test('a published article joins its month\'s issue; a month without one gets the volume\'s next number, as the seed numbers issues', async () => {
  const inJournal = { journalId: 'isj', journalTitle: 'Issue Numbering Journal', issn: '2049-3657' };
  const july = await publish('issue-july', jatsXml({ ...inJournal, doi: '10.5555/iss.1', date: '2026-07-14' }));
  const september = await publish('issue-september', jatsXml({ ...inJournal, doi: '10.5555/iss.2', date: '2026-09-02' }));
  const julyAgain = await publish('issue-july-2', jatsXml({ ...inJournal, doi: '10.5555/iss.3', date: '2026-07-30' }));
  assert.deepEqual([july, september, julyAgain].map((entry) => locatorOf(entry).issue), ['1', '2', '1'], 'issues 1 and 2, not 7 and 9');
  const listing = await t.catalogue.store.articles.issueListing('2049-3657', locatorOf(july).volume, '1');
  assert.deepEqual(listing?.articles.map((article) => article.doi).sort(), ['10.5555/iss.1', '10.5555/iss.3']);
});
