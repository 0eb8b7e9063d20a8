// What the public may fetch from build folders: only what the browser loads. Source maps and build metadata stay on disk, for monitoring and the release tooling.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { platformApp } from '../../../test-support/platformFixture.ts';
import type { ReleaseRegistry } from './registry.ts';
import { isPublicBuildFile } from './releasesPlugin.ts';

describe('files served from build folders', () => {
  let app: FastifyInstance;
  let registry: ReleaseRegistry;
  let shellDist: string;
  let build: string;
  before(async () => {
    let config;
    ({ app, registry, config } = await platformApp());
    shellDist = config.shellDist;
    build = registry.active('mf-journal')!;
    // What rspack and the publish step leave beside the served files.
    const dir = registry.buildDir('mf-journal', build);
    for (const dist of [dir, shellDist]) {
      fs.writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{"version":3,"sources":["webpack://src/secret.ts"]}');
      fs.writeFileSync(path.join(dist, '123.abcdef1234.css.map'), '{"version":3}');
      fs.writeFileSync(path.join(dist, '123.abcdef1234.css'), 'a{color:red}');
      fs.writeFileSync(path.join(dist, 'mf-manifest-stats.json'), '{"modules":["/home/builder/src"]}');
      fs.writeFileSync(path.join(dist, '.build-inputs'), 'feedbeef');
      fs.writeFileSync(path.join(dist, 'font.abcdef1234.woff2'), 'wOF2');
      fs.writeFileSync(path.join(dist, 'README.md'), '# notes');
      fs.mkdirSync(path.join(dist, '.cache'), { recursive: true });
      fs.writeFileSync(path.join(dist, '.cache', 'x.js'), '1');
      // The Node target of a build.
      fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
      fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = "server build";');
      fs.writeFileSync(path.join(dist, 'server', 'shellServer.js'), 'module.exports = "server build";');
    }
  });
  after(() => app.close());

  test('source maps, stats, dotfiles and other build files are 404 under /remotes', async () => {
    const prefix = `/remotes/mf-journal/${build}`;
    for (const file of ['remoteEntry.js.map', '123.abcdef1234.css.map', 'mf-manifest-stats.json', '.build-inputs', 'README.md', '.cache/x.js', 'remoteEntry.js%2emap', '%2ebuild-inputs', 'x/../remoteEntry.js.map']) {
      const response = await app.inject({ url: `${prefix}/${file}` });
      assert.equal(response.statusCode, 404, file);
      assert.doesNotMatch(response.body, /secret\.ts|feedbeef|home\/builder/, file);
    }
    for (const url of ['/remotes/registry.json', '/remotes/mf-journal/', `/remotes/mf-journal/${build}/`]) {
      assert.equal((await app.inject({ url })).statusCode, 404, url);
    }
    // Source maps stay on disk for monitoring.
    assert.ok(fs.existsSync(path.join(registry.buildDir('mf-journal', build), 'remoteEntry.js.map')));
  });

  test('the same leaks are 404 under /static/shell', async () => {
    for (const file of ['remoteEntry.js.map', '123.abcdef1234.css.map', 'mf-manifest-stats.json', '.build-inputs', 'README.md', 'index.html', '.cache/x.js']) {
      assert.equal((await app.inject({ url: `/static/shell/${file}` })).statusCode, 404, file);
    }
  });

  test('what the browser loads is still served: scripts, styles, fonts and the federation manifest', async () => {
    for (const file of ['remoteEntry.js', '123.abcdef1234.js', '123.abcdef1234.css', 'font.abcdef1234.woff2', 'mf-manifest.json']) {
      assert.equal((await app.inject({ url: `/remotes/mf-journal/${build}/${file}` })).statusCode, 200, file);
    }
    for (const file of ['main.0123456789.js', '123.abcdef1234.css']) {
      assert.equal((await app.inject({ url: `/static/shell/${file}` })).statusCode, 200, file);
    }
    assert.equal((await app.inject({ url: '/static/site/tag-manager.js' })).statusCode, 200);
  });

  test("a build's server target is never served", async () => {
    for (const url of [
      `/remotes/mf-journal/${build}/server/remoteEntry.js`,
      `/remotes/mf-journal/${build}/server%2fremoteEntry.js`,
      `/remotes/mf-journal/${build}/x/../server/remoteEntry.js`,
      '/static/shell/server/shellServer.js',
      '/static/shell/server/remoteEntry.js',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /server build/, url);
    }
    assert.ok(fs.existsSync(path.join(registry.buildDir('mf-journal', build), 'server', 'remoteEntry.js')), 'it stays on disk for the server');
  });

  test('the allow-list', () => {
    for (const name of ['/mf-journal/abc/remoteEntry.js', '/a/b/mf-manifest.json', '/x.css', '/f.woff2', '/i.svg', '/i.webp']) assert.ok(isPublicBuildFile(name), name);
    for (const name of ['/a.js.map', '/a.css.map', '/mf-manifest-stats.json', '/registry.json', '/.build-inputs', '/.git/x.js', '/index.html', '/', '/a/.hidden.js', '/mf-journal/abc/server/remoteEntry.js', '/server/shellServer.js', '/server/1.abc.js']) {
      assert.ok(!isPublicBuildFile(name), name);
    }
  });
});
