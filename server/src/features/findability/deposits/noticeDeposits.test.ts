// A notice's Crossref deposit registers what it updates: the corpus's PLOS retraction and
// correction, imported as a production team would, are deposited with an update relation to the
// article each is about, in a Crossmark block valid against Crossref 5.3.1, once the publisher's
// Crossmark policy DOI is configured; without it they are deposited as plain articles, still valid.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { scratchFolder } from '../../../../test-support/publishing/jatsPackages.ts';
import { publishingCatalogue, type PublishingCatalogue } from '../../../../test-support/publishing/publishingCatalogue.ts';
import { schemaErrors } from '../../../../test-support/findability/schemaValidation.ts';
import { elements, texts } from '../../../../test-support/findability/xmlReading.ts';
import { depositDocument } from './depositPlugin.ts';
import { selectArticles } from './depositSelection.ts';

let t: PublishingCatalogue;
const files = scratchFolder();
const corpus = new URL('../../../../corpus/jats/plos/', import.meta.url);
const paths: string[] = [];

before(async () => {
  t = await publishingCatalogue('notice-deposits');
  const entries = await t.importPaths(
    ['journal.pcbi.0030158.xml', 'journal.pone.0097541.xml'].map((name) => files.write(`plos/${name}`, readFileSync(new URL(name, corpus)))),
    { createJournals: true, allowMissingFiles: true },
  );
  for (const entry of entries) {
    assert.ok(entry.status === 'imported' && entry.url, JSON.stringify(entry));
    paths.push(new URL(entry.url).pathname);
  }
});
after(async () => {
  await t.close();
  files.remove();
});

async function crossrefOf(path: string, crossmarkPolicyDoi: string | null): Promise<string> {
  const catalogue = t.catalogue.store.findability;
  const selection = await selectArticles(catalogue, path.split('/').filter(Boolean));
  assert.ok(selection.ok, path);
  const options = { catalogue, publicUrl: 'https://www.example.org', publisherName: 'Example Press', depositorEmail: 'office@example.org', crossmarkPolicyDoi };
  return depositDocument('crossref', options, selection.articles, selection.label);
}

test('a retraction and a correction are deposited with their update relation and date, valid against Crossref 5.3.1', async () => {
  const [retraction, correction] = await Promise.all(paths.map((path) => crossrefOf(path, '10.5555/crossmark-policy')));
  for (const [xml, type, original] of [[retraction!, 'retraction', '10.1371/journal.pcbi.0030051'], [correction!, 'correction', '10.1371/journal.pone.0086816']] as const) {
    assert.deepEqual(texts(xml, 'crossmark_policy'), ['10.5555/crossmark-policy']);
    const [update] = elements(xml, 'update');
    assert.equal(update?.attribute('type'), type);
    assert.match(update?.attribute('date') ?? '', /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(texts(xml, 'update'), [original]);
    // The licence moves into the Crossmark block, as the schema has it there.
    assert.equal(elements(xml, 'program').length, 1);
  }
  assert.deepEqual(await schemaErrors('crossref', [retraction!, correction!]), []);
});

test('without a Crossmark policy DOI a notice is deposited as a plain article, still valid', async () => {
  const xml = await crossrefOf(paths[0]!, null);
  assert.equal(elements(xml, 'crossmark').length, 0);
  assert.equal(elements(xml, 'program').length, 1);
  assert.deepEqual(await schemaErrors('crossref', [xml]), []);
});
