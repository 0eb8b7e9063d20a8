// build-metadata.json's content from the real apps of the workspace (node --test).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildMetadataOf, federationShared } from './index.mjs';
import { FEDERATION_CONTRACT_VERSION } from '../contracts/src/federation/buildMetadata.ts';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const app = (folder) => path.join(root, folder);

test("a remote's file names it, its contract version, its shared ranges and the routes of its family", async () => {
  const appDir = app('mf-journal');
  const { file, text } = await buildMetadataOf({ appDir, name: 'mf_journal', kind: 'remote', shared: federationShared(appDir) });
  assert.equal(file, 'build-metadata.json');
  const metadata = JSON.parse(text);
  assert.equal(metadata.app, 'mf-journal');
  assert.equal(metadata.contractVersion, FEDERATION_CONTRACT_VERSION);
  assert.match(metadata.shared.react.requiredVersion, /^\^\d+$/);
  assert.equal(metadata.shared.react.singleton, true);
  assert.ok(metadata.routes.length > 40);
  assert.ok(metadata.routes.every((route) => route.path.startsWith('/journal/:slug')));
  assert.deepEqual(metadata.routes[0], { name: 'journal-slug', path: '/journal/:slug', layout: 'journal', params: { slug: 'nameSystem' } });
  assert.deepEqual(metadata.prerendered, []);
});

test('the same sources give the same bytes (the build id is a hash of dist/)', async () => {
  const appDir = app('mf-static-pages');
  const options = { appDir, name: 'mf_static_pages', kind: 'remote', shared: federationShared(appDir) };
  const first = await buildMetadataOf(options);
  const second = await buildMetadataOf(options);
  assert.equal(first.text, second.text);
  const metadata = JSON.parse(first.text);
  // Its information pages (text alone, no parameter) are prerendered.
  assert.ok(metadata.prerendered.includes('/about/mission'));
  assert.ok(metadata.prerendered.every((prerendered) => !prerendered.includes(':')));
});

test('SOURCE_DATE_EPOCH sets builtAt', async () => {
  const appDir = app('mf-search');
  process.env.SOURCE_DATE_EPOCH = '1700000000';
  try {
    const { text } = await buildMetadataOf({ appDir, name: 'mf_search', kind: 'remote', shared: federationShared(appDir) });
    assert.equal(JSON.parse(text).builtAt, '2023-11-14T22:13:20.000Z');
  } finally {
    delete process.env.SOURCE_DATE_EPOCH;
  }
});

test("the shell's file has no routes and states the ranges it was built against", async () => {
  const appDir = app('shell');
  const { text } = await buildMetadataOf({ appDir, name: 'shell', kind: 'host', shared: federationShared(appDir, 'remote') });
  const metadata = JSON.parse(text);
  assert.equal(metadata.app, 'shell');
  assert.deepEqual(metadata.routes, []);
  assert.equal(typeof metadata.shared['react-router'].version, 'string');
  // The redirects of spec 2.7 travel with the shell's build, as data.
  assert.ok(metadata.redirects.some((rule) => rule.path === '/journal/:slug/most_cited' && rule.to === '/journal/:slug/most-cited'));
});
