// The shell as a release: the server serves the active shell build from the registry (its
// template, its server bundle, its files), keeps older shell builds' files servable, and follows a
// promote or a rollback without a restart. shell/dist is served until a shell build is promoted.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { ShellServerLoader } from '../../pages/render/shellServer.ts';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { temporaryDir, writeShellDist } from '../../../test-support/testFiles.ts';
import type { ReleaseRegistry } from './registry.ts';
import { ShellDocument } from './shellDocument.ts';

/** A shell build whose template loads main.<hash>.js, with a server bundle that says which build it is. */
function shellBuild(hash: string): string {
  const dir = writeShellDist(temporaryDir(`shell-${hash}`));
  fs.rmSync(path.join(dir, 'main.0123456789.js'));
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8').replace('main.0123456789.js', `main.${hash}.js`);
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, `main.${hash}.js`), `console.log("shell ${hash}");`);
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'shellServer.js'), `module.exports = { label: "${hash}", createServerFederation: () => ({}) };`);
  return dir;
}

describe('the shell as a release', () => {
  let app: FastifyInstance;
  let registry: ReleaseRegistry;
  let shellDist: string;
  before(async () => {
    let config;
    ({ app, registry, config } = await platformApp());
    shellDist = config.shellDist;
  });
  after(() => app.close());

  const manifestShell = async () => (await app.inject({ url: '/api/releases/manifest' })).json().shell.build as string;

  test('before any shell release: shell/dist, its build id a hash of its template', async () => {
    const shell = new ShellDocument(shellDist, registry);
    assert.equal(shell.dist, shellDist);
    assert.match(await manifestShell(), /^[0-9a-f]{12}$/);
    assert.equal((await app.inject({ url: '/static/shell/main.0123456789.js' })).statusCode, 200);
  });

  test('promote, promote again, roll back: template, files, server bundle and manifest follow; old files stay servable', async () => {
    const shell = new ShellDocument(shellDist, registry);
    const loader = new ShellServerLoader({ shellDist: () => shell.dist, releasesDir: registry.dir, log: () => {} });
    const label = () => (loader.current()?.bundle as unknown as { label?: string } | undefined)?.label;

    const first = (await registry.publish('shell', shellBuild('1111111111'))).id;
    await registry.promote('shell', first);
    assert.equal(shell.dist, registry.buildDir('shell', first));
    assert.match(shell.template(), /main\.1111111111\.js/);
    assert.equal(shell.build(), first);
    assert.equal(await manifestShell(), first);
    assert.equal(label(), '1111111111');
    const served = await app.inject({ url: '/static/shell/main.1111111111.js' });
    assert.equal(served.statusCode, 200);
    assert.equal(served.body, 'console.log("shell 1111111111");');
    assert.match(String(served.headers['cache-control']), /immutable/);

    const second = (await registry.publish('shell', shellBuild('2222222222'))).id;
    await registry.promote('shell', second);
    assert.match(shell.template(), /main\.2222222222\.js/);
    assert.equal(await manifestShell(), second);
    assert.equal(label(), '2222222222');
    assert.match((await app.inject({ url: '/' })).body, /\/static\/shell\/main\.2222222222\.js/, 'the page is the active shell build\'s document');
    for (const file of ['main.2222222222.js', 'main.1111111111.js', 'main.0123456789.js']) {
      assert.equal((await app.inject({ url: `/static/shell/${file}` })).statusCode, 200, `${file}: a page opened on an older shell keeps loading it`);
    }
    for (const file of ['index.html', 'server/shellServer.js', '../registry.json', '%2e%2e/registry.json', 'nothing.abcdef.js']) {
      assert.equal((await app.inject({ url: `/static/shell/${file}` })).statusCode, 404, file);
    }

    assert.equal(await registry.rollback('shell'), first);
    assert.match(shell.template(), /main\.1111111111\.js/);
    assert.equal(await manifestShell(), first);
    assert.equal(label(), '1111111111');
  });
});
