// The registration queue as a production editor works it: `npm run deposit -- crossref --pending`
// writes the deposit of every article imported since the last marked deposit, `--mark` empties the
// queue up to them, and what is imported next (a new article, a new version) is owed again. Each
// service keeps its own mark. A child process on a database of the test's own.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jatsXml, scratchFolder } from '../../test-support/publishing/jatsPackages.ts';
import { publishingCatalogue, type PublishingCatalogue } from '../../test-support/publishing/publishingCatalogue.ts';
import { runCommand } from '../../test-support/publishing/commandRun.ts';

const command = fileURLToPath(new URL('./deposit.ts', import.meta.url));

let t: PublishingCatalogue;
const files = scratchFolder();

before(async () => {
  t = await publishingCatalogue('cli-deposit');
});
after(async () => {
  await t.close();
  files.remove();
});

const runDeposit = (args: string[]) => runCommand(command, t, args);

const publish = async (name: string, doi: string, abstract = '') => {
  const [entry] = await t.importPaths([files.write(`${name}/main.xml`, jatsXml({ doi, title: `Queue article ${name}`, abstract }))], { createJournals: true });
  assert.ok(entry?.status === 'imported' || entry?.status === 'updated', JSON.stringify(entry));
};

const doisIn = (xml: string) => [...xml.matchAll(/<doi>([^<]+)<\/doi>/g)].map((match) => match[1]).filter((doi) => doi?.startsWith('10.5555/queue')).sort();

test('the queue holds what was imported since the last marked deposit; --mark empties it; a new article or version is owed again; each service has its own', async () => {
  const before = await runDeposit(['crossref', '--pending']);
  assert.equal(before.code, 0, before.stderr);
  assert.match(before.stderr, /^crossref: nothing to deposit: no article was imported yet\./);

  await publish('one', '10.5555/queue.1');
  await publish('two', '10.5555/queue.2');
  const out = join(files.dir, 'batch.xml');
  const look = await runDeposit(['crossref', '--pending', '--out', out]);
  assert.equal(look.code, 0, look.stderr);
  assert.deepEqual(doisIn(readFileSync(out, 'utf8')), ['10.5555/queue.1', '10.5555/queue.2']);
  assert.match(look.stderr, /crossref deposit of 2 articles imported so far written to /);

  const sent = await runDeposit(['crossref', '--pending', '--out', out, '--mark']);
  assert.equal(sent.code, 0, sent.stderr);
  assert.match(sent.stderr, /crossref: marked as deposited up to \d{4}-\d{2}-\d{2}T/);
  assert.match((await runDeposit(['crossref', '--pending'])).stderr, /^crossref: nothing to deposit: no article was imported after \d{4}-/);

  await publish('three', '10.5555/queue.3');
  await publish('one-again', '10.5555/queue.1', 'a corrected wording');
  const next = await runDeposit(['crossref', '--pending']);
  assert.deepEqual(doisIn(next.stdout), ['10.5555/queue.1', '10.5555/queue.3'], 'the new article and the new version');

  const doaj = await runDeposit(['doaj', '--pending']);
  assert.equal(doaj.code, 0, doaj.stderr);
  assert.equal((doaj.stdout.match(/10\.5555\/queue\.\d/g) ?? []).filter((doi, at, all) => all.indexOf(doi) === at).length, 3, 'DOAJ was never sent anything');
});

test('--mark without --pending, or --pending with an address, is a usage error', async () => {
  for (const args of [['crossref', '2995-5629/12', '--mark'], ['crossref', '--pending', '2995-5629/12']]) {
    const run = await runDeposit(args);
    assert.equal(run.code, 2, args.join(' '));
    assert.match(run.stderr, /npm run deposit -- crossref\|doaj --pending \[--out file.xml\] \[--mark\]/);
  }
});
