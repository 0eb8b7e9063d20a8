// `npm run import` as a production team runs it: a child process on a database of the test's own, with
// the site's settings in its environment. What is checked is what a person or a script reads of it:
// one line per article (one JSON object with --json), the page address of each, and the exit status
// a script decides by.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { jatsXml, scratchFolder } from '../../test-support/publishing/jatsPackages.ts';
import { PUBLIC_URL, publishingCatalogue, type PublishingCatalogue } from '../../test-support/publishing/publishingCatalogue.ts';
import type { ImportReportEntry } from '../../src/catalogue/publishing/importSession.ts';
import { runCommand } from '../../test-support/publishing/commandRun.ts';

const command = fileURLToPath(new URL('./import.ts', import.meta.url));

let t: PublishingCatalogue;
const files = scratchFolder();

before(async () => {
  t = await publishingCatalogue('cli-import');
});
after(async () => {
  await t.close();
  files.remove();
});

const runImport = (args: string[]) => runCommand(command, t, args);

const articlesWithDoi = (doi: string) => t.rows.count(sql`SELECT count(*) AS n FROM articles WHERE doi = ${doi}`);

/** The article at a report's url, as its page is read. */
async function pageAt(url: string) {
  const [issn = '', volume = '', issue = '', identifier = ''] = new URL(url).pathname.slice(1).split('/');
  return t.catalogue.store.articles.byLocator({ issn, volume, issue, identifier });
}

test('one line per article with its status, path, DOI, version and page; a refusal is named under its article, and the run exits 1', async () => {
  const good = files.write('plain/good/main.xml', jatsXml({ doi: '10.5555/cli.plain', title: 'Tidal pools of the Skagerrak' }));
  const bad = files.write('plain/bad/main.xml', jatsXml({ doi: '10.5555/cli.nolicence', licence: false }));
  const run = await runImport(['--create-journals', good, bad]);
  assert.equal(run.code, 1, 'a refused article makes the run fail, though the other was published');
  const lines = run.stdout.trimEnd().split('\n');
  assert.equal(lines.length, 3, run.stdout);
  const [head = '', refusedHead = '', reason = ''] = lines;
  const imported = /^imported {2}(\S+) {2}10\.5555\/cli\.plain {2}v1 {2}(\S+)$/.exec(head);
  assert.ok(imported, head);
  assert.equal(imported[1], good);
  assert.equal((await pageAt(imported[2] ?? ''))?.title, 'Tidal pools of the Skagerrak', 'the address on the line is the article’s page');
  assert.equal(refusedHead, `rejected  ${bad}`);
  assert.match(reason, /^ {10}refused: No licence: the article needs <permissions><license>/);
  assert.match(run.stderr, /^1 imported, 1 rejected in \d+\.\d s\n$/);
  assert.equal(await articlesWithDoi('10.5555/cli.nolicence'), 0);
});

test('--json: one object per line with path, status, DOI, page url, version and problems; imported, unchanged and updated exit 0', async () => {
  const first = files.write('json/v1/main.xml', jatsXml({ doi: '10.5555/cli.json', title: 'Lichen on basalt', abstract: 'first wording' }));
  const same = files.write('json/v1-again/main.xml', jatsXml({ doi: '10.5555/cli.json', title: 'Lichen on basalt', abstract: 'first wording' }));
  const second = files.write('json/v2/main.xml', jatsXml({ doi: '10.5555/cli.json', title: 'Lichen on basalt', abstract: 'second wording' }));
  const run = await runImport(['--json', '--create-journals', first, same, second]);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stderr, '', 'with --json the terminal gets nothing but the objects');
  const entries = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as ImportReportEntry);
  for (const entry of entries) assert.deepEqual(Object.keys(entry).sort(), ['doi', 'path', 'problems', 'status', 'url', 'version']);
  assert.deepEqual(entries.map((entry) => [entry.path, entry.status, entry.doi, entry.version]), [
    [first, 'imported', '10.5555/cli.json', 1],
    [same, 'unchanged', '10.5555/cli.json', 1],
    [second, 'updated', '10.5555/cli.json', 2],
  ]);
  const url = entries[0]?.url ?? '';
  assert.match(url, new RegExp(`^${PUBLIC_URL.replace(/\./g, '\\.')}/\\d{4}-\\d{3}[\\dX]/\\d+/\\d+/\\d+$`), 'an address on the site, PUBLIC_URL’s');
  assert.deepEqual(entries.map((entry) => entry.url), [url, url, url], 'a new version stays at its address');
  const page = await pageAt(url);
  assert.deepEqual([page?.doi, page?.version], ['10.5555/cli.json', 2]);
  assert.deepEqual(entries.map((entry) => entry.problems), [[], [], []]);
});

test('--json names a refusal with its code and message, with no DOI, page or version, and the run exits 1', async () => {
  const bad = files.write('json-bad/main.xml', jatsXml({ doi: '10.5555/cli.noauthor', authors: false }));
  const run = await runImport(['--json', bad]);
  assert.equal(run.code, 1);
  const entries = run.stdout.trimEnd().split('\n').map((line) => JSON.parse(line) as ImportReportEntry);
  assert.equal(entries.length, 1);
  const [entry] = entries;
  assert.deepEqual({ ...entry, problems: entry?.problems.map((problem) => [problem.severity, problem.code]) }, {
    path: bad, status: 'rejected', doi: null, url: null, version: null, problems: [['refusal', 'missing-metadata']],
  });
  assert.match(entry?.problems[0]?.message ?? '', /^No author: /);
});

test('a usage error exits 2 with the usage on stderr and publishes nothing', async () => {
  const article = files.write('usage/main.xml', jatsXml({ doi: '10.5555/cli.usage' }));
  const none = await runImport(['--json']);
  assert.equal(none.code, 2);
  assert.equal(none.stdout, '');
  assert.match(none.stderr, /^usage: npm run import -- \[--json\] \[--create-journals\] \[--allow-missing-files\] PATH\.\.\.\n$/);
  const misspelt = await runImport(['--jsno', '--create-journals', article]);
  assert.equal(misspelt.code, 2);
  assert.equal(misspelt.stdout, '');
  assert.match(misspelt.stderr, /^unknown option --jsno\nusage: npm run import/);
  assert.equal(await articlesWithDoi('10.5555/cli.usage'), 0, 'a mistyped option publishes nothing');
});
