// Build files checked against their id before a server copy serves or releases them: the
// registry is shared through the database, the files must be in every copy's RELEASES_DIR.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../../app/buildApp.ts';
import { openTestRegistry, platformApp } from '../../../test-support/platformFixture.ts';
import { temporaryDir, writeRemoteBuild, writeShellDist } from '../../../test-support/testFiles.ts';
import { buildIdOf, buildIdOfFolder } from './registryBuilds.ts';

test('the id read off the event loop is the id publishing gives, server target and skipped files included', async () => {
  const dist = writeRemoteBuild(temporaryDir('dist'), 'mf-article', 'chunk');
  fs.mkdirSync(path.join(dist, 'server', 'nested'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'server', 'nested', 'page.js'), 'module.exports = 1;');
  fs.writeFileSync(path.join(dist, 'mf-manifest-stats.json'), '{"local":"/home/someone"}');
  assert.equal(await buildIdOfFolder(dist), buildIdOf(dist));
  fs.writeFileSync(path.join(dist, 'mf-manifest-stats.json'), '{"local":"/elsewhere"}');
  assert.equal(await buildIdOfFolder(dist), buildIdOf(dist), 'the stats file is no part of the id');
  fs.symlinkSync('/etc/passwd', path.join(dist, 'server', 'link.js'));
  await assert.rejects(buildIdOfFolder(dist), /link.js, which is not a plain file/);
});

test('a server copy whose RELEASES_DIR lacks a build, or holds it altered, refuses it with a sentence and serves what it holds intact', async () => {
  const { app, config, registry, base } = await platformApp();
  const search = registry.active('mf-search')!;
  const journal = registry.active('mf-journal')!;
  const article = registry.active('mf-article')!;
  // Another copy on the same database, with a folder of its own that missed one build and had another changed.
  const elsewhere = path.join(base, 'elsewhere');
  fs.cpSync(config.releasesDir, elsewhere, { recursive: true });
  fs.appendFileSync(path.join(elsewhere, 'mf-search', search, '123.abcdef1234.js'), '/* changed */');
  fs.rmSync(path.join(elsewhere, 'mf-journal', journal), { recursive: true });
  const copy = await buildApp({ config: { ...config, releasesDir: elsewhere } });
  try {
    const altered = await copy.inject({ url: `/remotes/mf-search/${search}/123.abcdef1234.js` });
    assert.equal(altered.statusCode, 503);
    assert.match(altered.json().message, new RegExp(`mf-search build ${search}'s files in .* do not match its id \\(they hash to [0-9a-f]{12}\\)`));
    assert.ok(altered.headers['retry-after']);
    const missing = await copy.inject({ url: `/remotes/mf-journal/${journal}/remoteEntry.js` });
    assert.equal(missing.statusCode, 503);
    assert.match(missing.json().message, /mf-journal build [0-9a-f]{12} has no files on this server/);
    assert.equal((await copy.inject({ url: `/remotes/mf-article/${article}/remoteEntry.js` })).statusCode, 200, 'an intact build is served');
    assert.equal((await copy.inject({ url: '/remotes/mf-search/feedbeef0000/remoteEntry.js' })).statusCode, 404, 'a build nobody published');
    // The first copy holds them as published.
    assert.equal((await app.inject({ url: `/remotes/mf-search/${search}/123.abcdef1234.js` })).statusCode, 200);

    // A build published through the first copy is in the database at once, but not in the other's folder:
    // the other refuses to make it active, the first does it.
    const next = (await registry.publish('mf-search', writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'next'))).id;
    await assert.rejects(copy.releaseRegistry.promote('mf-search', next), (error: Error & { statusCode?: number }) => {
      assert.equal(error.statusCode, 409);
      assert.match(error.message, /This server cannot release it: mf-search build [0-9a-f]{12} has no files on this server/);
      return true;
    });
    await registry.promote('mf-search', next);
    assert.equal(registry.active('mf-search'), next);

    // A shell build the other copy lacks: its pages say why instead of rendering from something else.
    const shell = (await registry.publish('shell', writeShellDist(temporaryDir('shell')))).id;
    await registry.promote('shell', shell);
    assert.equal((await app.inject({ url: '/about' })).statusCode, 200);
    await copy.releaseRegistry.refresh();
    const page = await copy.inject({ url: '/about' });
    assert.equal(page.statusCode, 503);
    assert.match(page.json().message, new RegExp(`shell build ${shell} has no files on this server`));
    const ready = await copy.inject({ url: '/readyz' });
    assert.match(JSON.stringify(ready.json()), /has no files on this server/);
  } finally {
    await copy.close();
    await app.close();
  }
});

test('publishing a build whose folder is already there but altered is refused, not taken as published', async () => {
  const dist = writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'one');
  const first = await openTestRegistry();
  const { id } = await first.publish('mf-search', dist);
  // Another site's folder where someone edited the build after it was copied in.
  const dir = temporaryDir('registry');
  fs.cpSync(first.buildDir('mf-search', id), path.join(dir, 'mf-search', id), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-search', id, 'remoteEntry.js'), 'alert(1)');
  const second = await openTestRegistry(dir);
  await assert.rejects(second.publish('mf-search', dist), /files in .* do not match its id/);
  assert.equal(second.read().remotes['mf-search'], undefined, 'nothing recorded');
  await Promise.all([first.close(), second.close()]);
});
