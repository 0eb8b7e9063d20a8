import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFindabilityApp, findabilityContact, findabilityPublicUrl, type FindabilityTestApp } from '../../../../test-support/findability/findabilityTestApp.ts';
import { schemaErrors } from '../../../../test-support/findability/schemaValidation.ts';
import { elements, texts } from '../../../../test-support/findability/xmlReading.ts';

let t: FindabilityTestApp;
before(async () => {
  t = await createFindabilityApp();
});
after(async () => {
  await t.close();
});

interface Located {
  issn: string;
  volume: number;
  issue: string;
  identifier: string;
  doi: string;
  journal_id: number;
}

const locate = async (doi: string) =>
  (await t.rows.get(
    sql<Located>`SELECT j.issn, v.volume, i.issue, a.identifier, a.doi, a.journal_id FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id JOIN journals j ON j.id = a.journal_id WHERE a.doi = ${doi}`,
  ))!;
/** How many references an article's stored list holds (JSON text on both engines). */
const referenceCount = (doi: string) =>
  t.rows.count(
    t.rows.engine === 'postgres'
      ? sql`SELECT json_array_length(references_json::json) AS n FROM articles WHERE doi = ${doi}`
      : sql`SELECT json_array_length(references_json) AS n FROM articles WHERE doi = ${doi}`,
  );

async function deposit(url: string): Promise<string> {
  const res = await t.app.inject({ url });
  assert.equal(res.statusCode, 200, url);
  assert.match(String(res.headers['content-type']), /^application\/xml/);
  // Shown inline, named for saving, in ASCII: no filename* needed.
  assert.match(String(res.headers['content-disposition']), /^inline; filename="(crossref|doaj)-[A-Za-z0-9_.-]+\.xml"$/);
  return res.body;
}

test('the Crossref deposit of an article carries its metadata, licence and reference list, valid against Crossref 5.3.1', async () => {
  const article = await locate('10.7554/eLife.00013');
  const xml = await deposit(`/api/deposits/crossref/${article.issn}/${article.volume}/${article.issue}/${article.identifier}`);
  assert.deepEqual(texts(xml, 'doi').slice(0, 1), ['10.7554/eLife.00013']);
  assert.deepEqual(texts(xml, 'resource'), [`${findabilityPublicUrl}/${article.issn}/${article.volume}/${article.issue}/${article.identifier}`]);
  assert.deepEqual(texts(xml, 'email_address'), [findabilityContact]);
  assert.equal(texts(xml, 'surname')[0], 'Alegado');
  assert.deepEqual(texts(xml, 'license_ref'), ['https://creativecommons.org/licenses/by/3.0/']);
  const references = await referenceCount('10.7554/eLife.00013');
  assert.ok(references > 50);
  assert.equal(elements(xml, 'citation').length, references);
  assert.ok(texts(xml, 'ORCID').every((orcid) => /^https:\/\/orcid\.org\//.test(orcid)));
  assert.deepEqual(await schemaErrors('crossref', [xml]), []);
  assert.notDeepEqual(await schemaErrors('crossref', [xml.replace(/<titles>[\s\S]*?<\/titles>/, '')]), [], 'the validator finds a broken one');
});

test('the Crossref deposits of an issue and of a whole volume hold each of their articles once, one <journal> per issue', async () => {
  const volume = (await t.rows.get(
    sql<{ issn: string; volume: number; id: number; issues: number; n: number }>`SELECT j.issn, v.volume, v.id, count(DISTINCT i.id) AS issues, count(a.id) AS n FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id JOIN journals j ON j.id = a.journal_id GROUP BY v.id, j.issn HAVING count(DISTINCT i.id) > 1 ORDER BY n DESC, v.id LIMIT 1`,
  ))!;
  const whole = await deposit(`/api/deposits/crossref/${volume.issn}/${volume.volume}`);
  assert.equal(elements(whole, 'journal_article').length, volume.n);
  assert.equal(elements(whole, 'journal').length, volume.issues);
  const issue = (await t.rows.get(sql<{ issue: string; n: number }>`SELECT i.issue, count(a.id) AS n FROM articles a JOIN issues i ON i.id = a.issue_id WHERE i.volume_id = ${volume.id} GROUP BY i.id ORDER BY i.id LIMIT 1`))!;
  const one = await deposit(`/api/deposits/crossref/${volume.issn}/${volume.volume}/${issue.issue}`);
  assert.equal(elements(one, 'journal_article').length, issue.n);
  assert.deepEqual(texts(one, 'issue'), [issue.issue]);
  assert.deepEqual(await schemaErrors('crossref', [whole, one]), []);
});

test('the DOAJ article XML of an issue is valid against DOAJ\'s schema', async () => {
  const article = await locate('10.1371/journal.pbio.1000359');
  const xml = await deposit(`/api/deposits/doaj/${article.issn}/${article.volume}/${article.issue}`);
  const records = elements(xml, 'record');
  const inIssue = await t.rows.count(
    sql`SELECT count(*) AS n FROM articles a JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id JOIN journals j ON j.id = a.journal_id WHERE j.issn = ${article.issn} AND v.volume = ${article.volume} AND i.issue = ${article.issue}`,
  );
  assert.equal(records.length, inIssue);
  const record = records.find((candidate) => candidate.children('doi')[0]?.text === '10.1371/journal.pbio.1000359')!;
  assert.equal(record.children('eissn')[0]?.text, article.issn);
  assert.equal(record.children('authors')[0]?.children('author')[1]?.children('name')[0]?.text, 'Oded Béjà');
  assert.deepEqual(await schemaErrors('doaj', [xml]), []);
  assert.notDeepEqual(await schemaErrors('doaj', [xml.replace('<publicationDate>', '<publicationDate>on ')]), []);
});

test('a deposit of something that does not exist is a 404, a malformed address a 400, each with a message', async () => {
  const article = await locate('10.7554/eLife.00013');
  const cases: [string, number, RegExp][] = [
    ['/api/deposits/crossref/0000-0000/1', 404, /No journal of ours has the ISSN 0000-0000/],
    [`/api/deposits/crossref/${article.issn}/999`, 404, /has no articles in volume 999/],
    [`/api/deposits/doaj/${article.issn}/${article.volume}/${article.issue}/99999`, 404, /has no article 99999/],
    ['/api/deposits/crossref/not-an-issn/1', 400, /is not an ISSN/],
    [`/api/deposits/crossref/${article.issn}`, 400, /Name a volume/],
    [`/api/deposits/crossref/${article.issn}/v1`, 400, /is not a volume number/],
    [`/api/deposits/marc/${article.issn}/1`, 404, /no deposit format "marc"/],
  ];
  for (const [url, status, message] of cases) {
    const res = await t.app.inject({ url });
    assert.equal(res.statusCode, status, url);
    assert.match(res.json<{ message: string }>().message, message, url);
  }
});

test('npm run deposit writes the same documents from the command line', async () => {
  const article = await locate('10.7554/eLife.00013');
  const dir = mkdtempSync(join(tmpdir(), 'oap-deposit-'));
  const cli = fileURLToPath(new URL('../../../../tools/cli/deposit.ts', import.meta.url));
  const env = { ...process.env, ...t.database.env, PUBLIC_URL: findabilityPublicUrl, EDITORIAL_OFFICE_EMAIL: findabilityContact };
  const out = join(dir, 'deposit.xml');
  const written = spawnSync(process.execPath, [cli, 'crossref', `${article.issn}/${article.volume}/${article.issue}/${article.identifier}`, '--out', out], { env, encoding: 'utf8' });
  assert.equal(written.status, 0, written.stderr);
  assert.match(written.stderr, /crossref deposit of 1 article written to/);
  assert.deepEqual(texts(readFileSync(out, 'utf8'), 'doi').slice(0, 1), ['10.7554/eLife.00013']);
  const printed = spawnSync(process.execPath, [cli, 'doaj', `${article.issn}/${article.volume}/${article.issue}/${article.identifier}`], { env, encoding: 'utf8' });
  assert.equal(printed.status, 0, printed.stderr);
  assert.match(printed.stdout, /<doi>10\.7554\/eLife\.00013<\/doi>/);
  const wrong = spawnSync(process.execPath, [cli, 'crossref', '0000-0000/1'], { env, encoding: 'utf8' });
  assert.equal(wrong.status, 2);
  assert.match(wrong.stderr, /No journal of ours has the ISSN 0000-0000/);
  rmSync(dir, { recursive: true, force: true });
});
