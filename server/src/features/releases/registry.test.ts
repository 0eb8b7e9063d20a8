import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { openTestRegistry, platformApp } from '../../../test-support/platformFixture.ts';
import { temporaryDir, writeRemoteBuild } from '../../../test-support/testFiles.ts';
import type { ReleaseRegistry } from './registry.ts';

describe('release registry', () => {
  test('publish is immutable and content-addressed; promote and rollback move the active build', async () => {
    const registry = await openTestRegistry();
    const dist = temporaryDir('dist');
    writeRemoteBuild(dist, 'mf-journal', 'v1');
    const first = await registry.publish('mf-journal', dist);
    assert.equal(first.created, true);
    assert.equal((await registry.publish('mf-journal', dist)).created, false, 'same files, same build');
    await registry.promote('mf-journal', first.id);
    // Readers rendered it without errors: it becomes the last known good once a newer build is active.
    registry.recordHealth('mf-journal', first.id, { renders: 3, errors: 0 });

    writeRemoteBuild(dist, 'mf-journal', 'v2');
    const second = await registry.publish('mf-journal', dist);
    assert.notEqual(second.id, first.id);
    assert.equal(registry.active('mf-journal'), first.id, 'publishing alone does not activate');
    await registry.promote('mf-journal', second.id);
    assert.equal(registry.active('mf-journal'), second.id);

    const release = registry.manifest().remotes['mf-journal'];
    assert.equal(release.build, second.id);
    assert.equal(release.lastKnownGood?.build, first.id);

    assert.equal(await registry.rollback('mf-journal'), first.id);
    assert.equal(registry.active('mf-journal'), first.id);
    // The rolled-back build's files are still there for pages opened on it.
    assert.ok(fs.existsSync(path.join(registry.buildDir('mf-journal', second.id), '123.abcdef1234.js')));
    assert.equal(fs.readFileSync(path.join(registry.buildDir('mf-journal', first.id), '123.abcdef1234.js'), 'utf8'), 'v1');
  });

  test('both targets of a build are one id: a change in the server build alone is a new build', async () => {
    const registry = await openTestRegistry();
    const dist = writeRemoteBuild(temporaryDir('dist'), 'mf-article', 'browser');
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = 1;');
    const first = await registry.publish('mf-article', dist);
    assert.ok(fs.existsSync(path.join(registry.buildDir('mf-article', first.id), 'server', 'remoteEntry.js')), 'the server target is published with the browser one');
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = 2;');
    const second = await registry.publish('mf-article', dist);
    assert.equal(second.created, true);
    assert.notEqual(second.id, first.id);
    assert.equal(fs.readFileSync(path.join(registry.buildDir('mf-article', second.id), 'server', 'remoteEntry.js'), 'utf8'), 'module.exports = 2;');
  });

  test('promoting an unknown build and rolling back past the first build are refused', async () => {
    const registry = await openTestRegistry();
    await assert.rejects(registry.promote('mf-article', 'feedbeef0000'), /no published build feedbeef0000/);
    await assert.rejects(registry.rollback('mf-article'), /no earlier build/);
  });

  test('publishing a folder that is not a remote build is refused', async () => {
    const registry = await openTestRegistry();
    await assert.rejects(registry.publish('mf-search', temporaryDir('empty')), /no mf-manifest.json/);
  });
});

describe('serving releases', () => {
  let app: FastifyInstance;
  let registry: ReleaseRegistry;
  before(async () => {
    ({ app, registry } = await platformApp());
  });
  after(() => app.close());

  test('hashed remote files are immutable, the federation manifest is revalidated', async () => {
    const build = registry.active('mf-search');
    const chunk = await app.inject({ url: `/remotes/mf-search/${build}/123.abcdef1234.js` });
    assert.equal(chunk.statusCode, 200);
    assert.match(chunk.headers['cache-control'] as string, /immutable/);
    const manifest = await app.inject({ url: `/remotes/mf-search/${build}/mf-manifest.json` });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
  });

  test('the release manifest is served with no-cache and names every remote', async () => {
    const response = await app.inject({ url: '/api/releases/manifest' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(Object.keys(response.json().remotes).sort(), ['mf-article', 'mf-author-services', 'mf-journal', 'mf-search', 'mf-static-pages']);
    // The shell's own build is named too, so the build poller notices a new shell deployment.
    assert.match(response.json().shell.build, /^[0-9a-f]{12}$/);
  });

  test('the registry file itself is not served', async () => {
    const response = await app.inject({ url: '/remotes/registry.json' });
    assert.equal(response.statusCode, 404);
  });

  test('the shell files are served immutable and the raw template is not', async () => {
    const main = await app.inject({ url: '/static/shell/main.0123456789.js' });
    assert.equal(main.statusCode, 200);
    assert.match(main.headers['cache-control'] as string, /immutable/);
    const template = await app.inject({ url: '/static/shell/index.html' });
    assert.equal(template.statusCode, 404);
  });
});
