// `npm run journals -- import FILE` as a publisher runs it: a child process on a database of the test's
// own. A journal file (YAML or JSON) makes journals the site then shows as it shows any other (read
// back through the site's store: details, sections, board); the same ISSN again updates that journal;
// a file that is not right is refused whole, with a sentence that says what to fix.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { scratchFolder } from '../../test-support/publishing/jatsPackages.ts';
import { publishingCatalogue, type PublishingCatalogue } from '../../test-support/publishing/publishingCatalogue.ts';
import { PUBLISHED_AT_KEY } from '../../src/catalogue/searchStamp.ts';
import { runCommand } from '../../test-support/publishing/commandRun.ts';
import { apcChangeAhead } from '../../src/catalogue/rows/apcCharges.ts';
import type { JournalApcPage } from '@oap/contracts/api/journalSubpages.ts';

const command = fileURLToPath(new URL('./journals.ts', import.meta.url));

let t: PublishingCatalogue;
const files = scratchFolder();

before(async () => {
  t = await publishingCatalogue('cli-journals');
});
after(async () => {
  await t.close();
  files.remove();
});

const journals = (args: string[], settings?: Record<string, string>) => runCommand(command, t, args, settings);

const journalCount = () => t.rows.count(sql`SELECT count(*) AS n FROM journals`);
const publishedStamp = async () => (await t.rows.get<{ value: string }>(sql`SELECT value FROM catalogue_info WHERE key = ${PUBLISHED_AT_KEY}`))?.value ?? null;

/** A journal as the site shows it: its details, its sections and its editorial board. */
async function shown(nameSystem: string) {
  const detail = await t.catalogue.store.journals.byNameSystem(nameSystem);
  const board = await t.catalogue.store.journals.subpage(nameSystem, 'editors');
  return {
    name: detail?.name,
    abbreviation: detail?.abbreviation,
    issn: detail?.issn,
    yearFounded: detail?.yearFounded,
    aimsAndScope: detail?.aimsAndScope,
    subjects: detail?.subjects,
    sections: detail?.sections.map((section) => section.name),
    board: board?.map((member) => [member.name, member.role, member.affiliation, member.country, member.orcid]),
  };
}

/** A journal's charges as its APC page shows them: today's, and the one announced for APC_EFFECTIVE_FROM. */
async function charges(nameSystem: string) {
  const page = (await t.catalogue.store.journals.subpage(nameSystem, 'apc')) as JournalApcPage;
  return { now: (await t.catalogue.store.journals.byNameSystem(nameSystem))?.apcChf, page: page.apcChf, announced: page.announcedApcChf };
}

const harbours = `# One journal, as a publisher writes it.
title: Journal of Quiet Harbours
issn: 2991-100x
abbreviation: J. Quiet Harb.
nameSystem: quiet-harbours
yearFounded: 2024
aimsAndScope: Harbours, quays and the water around them.
apcChf: 1200
subjects:
  - Environmental & Earth Sciences
  - Engineering
sections:
  - name: Coastal Engineering
    description: Breakwaters and quays.
board:
  - name: Ingrid Solberg
    role: Editor-in-Chief
    affiliation: University of Bergen
    country: Norway
    orcid: 0000-0002-1825-0097
`;

test('a YAML file creates its journal with the fields it gives, shown on the site', async () => {
  const before = await journalCount();
  const run = await journals(['import', files.write('harbours.yaml', harbours)]);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, 'created Journal of Quiet Harbours (2991-100X) at /journal/quiet-harbours\n');
  assert.equal(await journalCount(), before + 1);
  assert.deepEqual(await shown('quiet-harbours'), {
    name: 'Journal of Quiet Harbours',
    abbreviation: 'J. Quiet Harb.',
    issn: '2991-100X',
    yearFounded: 2024,
    aimsAndScope: 'Harbours, quays and the water around them.',
    subjects: ['environmental-earth-sciences', 'engineering'],
    sections: ['Coastal Engineering'],
    // The board shows a member's affiliation with the country after it.
    board: [['Ingrid Solberg', 'Editor-in-Chief', 'University of Bergen, Norway', 'Norway', '0000-0002-1825-0097']],
  });
  assert.equal((await t.catalogue.store.journals.summaryByIssn('2991-100X'))?.nameSystem, 'quiet-harbours', 'found by its ISSN, as an article import finds it');
  assert.deepEqual(await charges('quiet-harbours'), { now: 1200, page: 1200, announced: 1200 });
});

test('a JSON file of several journals creates each of them', async () => {
  const before = await journalCount();
  const file = files.write('two.json', JSON.stringify({
    journals: [
      { title: 'Annals of Glass Sponges', issn: '2991-2003', abbreviation: 'Ann. Glass Sponges', subjects: ['Biology & Life Sciences'], board: [{ name: 'Tomás Ruiz', affiliation: 'Universidad de Vigo' }] },
      { title: 'Ledger Studies', issn: '2991-3001', sections: [{ name: 'Double Entry' }, { name: 'Audit' }] },
    ],
  }));
  const run = await journals(['import', file]);
  assert.equal(run.code, 0, run.stderr);
  assert.deepEqual(run.stdout.trimEnd().split('\n'), [
    'created Annals of Glass Sponges (2991-2003) at /journal/ann-glass-sponges',
    'created Ledger Studies (2991-3001) at /journal/ledger-studies',
  ]);
  assert.equal(await journalCount(), before + 2);
  const sponges = await shown('ann-glass-sponges');
  assert.deepEqual([sponges.name, sponges.abbreviation, sponges.issn, sponges.subjects, sponges.sections], ['Annals of Glass Sponges', 'Ann. Glass Sponges', '2991-2003', ['biology-life-sciences'], []]);
  assert.deepEqual(sponges.board, [['Tomás Ruiz', 'Editorial Board Member', 'Universidad de Vigo', null, null]], 'a member without a role is a board member');
  const ledger = await shown('ledger-studies');
  assert.deepEqual([ledger.name, ledger.abbreviation, ledger.sections], ['Ledger Studies', 'Ledger Studies', ['Double Entry', 'Audit']]);
});

test('the same ISSN again updates that journal: its title, subjects and board replaced, new sections added, no second journal', async () => {
  const before = await journalCount();
  const changed = harbours
    .replace('title: Journal of Quiet Harbours', 'title: Journal of Harbours and Estuaries')
    .replace('issn: 2991-100x', 'issn: 2991-100X')
    .replace('  - Engineering\n', '')
    .replace('apcChf: 1200\n', 'apcChf: 1300\napcChfBefore: 1200\n')
    .replace('sections:\n', 'sections:\n  - name: Estuaries\n')
    .replace(/board:[\s\S]*$/, 'board:\n  - name: Kwame Mensah\n    role: Editor-in-Chief\n    affiliation: University of Ghana\n');
  const run = await journals(['import', files.write('harbours-renamed.yml', changed)]);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(run.stdout, 'updated Journal of Harbours and Estuaries (2991-100X) at /journal/quiet-harbours\n', 'its address stays');
  assert.equal(await journalCount(), before);
  const journal = await shown('quiet-harbours');
  assert.deepEqual([journal.name, journal.subjects, journal.sections, journal.board], [
    'Journal of Harbours and Estuaries',
    ['environmental-earth-sciences'],
    ['Coastal Engineering', 'Estuaries'],
    [['Kwame Mensah', 'Editor-in-Chief', 'University of Ghana', null, null]],
  ]);
  // New charges announced: today's stays until the day they apply.
  const today = apcChangeAhead() ? 1200 : 1300;
  assert.deepEqual(await charges('quiet-harbours'), { now: today, page: today, announced: 1300 });
});

test('a file that is not right is refused whole with what to fix, and nothing is written', async () => {
  const before = { journals: await journalCount(), stamp: await publishedStamp() };
  const cases: [string, string, RegExp][] = [
    // The first journal is right and the second is not: neither is written.
    ['bad-issn.yaml', '- title: Good Journal\n  issn: 2991-4005\n- title: Bad Journal\n  issn: 2991-40\n', /bad-issn\.yaml: journal 2, issn: an ISSN is written 1234-567X/],
    ['no-title.json', JSON.stringify({ issn: '2991-5003' }), /no-title\.json: journal 1, title is missing\n/],
    ['bad-board.json', JSON.stringify({ journals: [{ title: 'Boarded', issn: '2991-6001', board: [{ role: 'Editor' }] }] }), /bad-board\.json: journal 1, board\.0\.name is missing\n/],
    ['before-alone.json', JSON.stringify({ title: 'Charged', issn: '2991-7007', apcChfBefore: 900 }), /before-alone\.json: journal 1, apcChfBefore: apcChfBefore is the charge until apcChf applies: give apcChf too\n/],
    ['broken.json', '{"title": "Broken", "issn": ', /broken\.json could not be read: .*JSON/],
    ['broken.yaml', 'title: [unclosed\n', /broken\.yaml could not be read: /],
  ];
  for (const [name, text, reason] of cases) {
    const run = await journals(['import', files.write(`bad/${name}`, text)]);
    assert.equal(run.code, 2, name);
    assert.equal(run.stdout, '', name);
    assert.match(run.stderr, reason, name);
    assert.match(run.stderr, /\nusage: npm run journals -- import FILE\.yaml\|FILE\.json\n$/, name);
  }
  const missing = await journals(['import', `${files.dir}/bad/nowhere.yaml`]);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /nowhere\.yaml could not be read: ENOENT/);
  const noCommand = await journals(['export', 'x.yaml']);
  assert.equal(noCommand.code, 2);
  assert.match(noCommand.stderr, /^unknown command export\n/);
  assert.deepEqual({ journals: await journalCount(), stamp: await publishedStamp() }, before, 'no journal, and the catalogue’s stamp did not move');
});

test("after its commit a journal file purges the shared caches of the journal's pages and the lists that name it", async () => {
  const purges: unknown[] = [];
  const hook = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      purges.push(JSON.parse(body));
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = hook.address() as AddressInfo;
    const file = files.write('purged.yaml', harbours.replace('Journal of Quiet Harbours', 'Journal of Quiet Harbours and Estuaries'));
    const run = await journals(['import', file], { CACHE_PURGE_HOOK_URL: `http://127.0.0.1:${port}/purge`, CACHE_PURGE_REPEAT_MS: '0' });
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(purges, [{ keys: ['journal-quiet-harbours', 'catalogue-lists'] }]);
  } finally {
    await new Promise((resolve) => hook.close(resolve));
  }
});
