// The release API over a real server (app.inject, a real database: test-support/testEngine.ts, real registry on disk): uploads and
// their checks, tokens and their scope, release managers' accounts, refusals a person understands.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { create } from 'tar';
import { csrfHeader } from '@oap/contracts/forms/formLimits.ts';
import { FEDERATION_CONTRACT_VERSION } from '@oap/contracts/federation/buildMetadata.ts';
import type { ServerConfig } from '../../../app/config.ts';
import { authStateDir, resolveSessionSecret } from '../../../platform/secrets/authState.ts';
import { SessionStore, type SessionClaims } from '../../auth/sessions.ts';
import { RoleStore } from '../../editorial/roleStore.ts';
import type { TestRows } from '../../../../test-support/testDatabase.ts';
import { installErrorHandling } from '../../../app/errorPolicy.ts';
import { formToken } from '../../../../test-support/formTesting.ts';
import { openTestRegistry, platformApp } from '../../../../test-support/platformFixture.ts';
import { temporaryDir, writeRemoteBuild, writeShellDist } from '../../../../test-support/testFiles.ts';
import type { ReleaseRegistry } from '../registry.ts';
import { releaseApi } from './releaseApi.ts';

async function tarGz(dir: string, entries = fs.readdirSync(dir), options: { preservePaths?: boolean } = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of create({ gzip: true, cwd: dir, portable: true, ...options }, entries)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function sessionCookie(config: ServerConfig, db: TestRows, claims: SessionClaims): Promise<string> {
  const secret = resolveSessionSecret(config.sessionSecret, authStateDir(config.databasePath));
  return `oap_session=${await new SessionStore(db.database, secret).create(claims, undefined)}`;
}

describe('the release API', () => {
  let app: FastifyInstance;
  let registry: ReleaseRegistry;
  let config: ServerConfig;
  let db: TestRows;
  let searchToken: string;
  let allToken: string;
  before(async () => {
    const platform = await platformApp();
    ({ app, registry, config } = platform);
    await app.ready();
    db = await platform.database.rows();
    await new RoleStore(db.database).grant('rm@example.org', 'release-manager', 'test');
    searchToken = (await registry.createToken('mf-search', 'search-ci')).secret;
    allToken = (await registry.createToken('all', 'platform-ci')).secret;
  });
  after(async () => {
    await app.close();
  });

  const upload = (app_: string, body: Buffer, token = allToken) =>
    app.inject({ method: 'POST', url: `/api/releases/builds/${app_}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, payload: body });
  const post = (url: string, payload?: object, token = allToken) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  test('a team publishes over HTTP and promotes; the next manifest names the build', async () => {
    const dist = writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'over http');
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
    const archive = await tarGz(dist);
    const first = await upload('mf-search', archive, searchToken);
    assert.equal(first.statusCode, 201, first.body);
    const { build } = first.json() as { build: string };
    assert.match(build, /^[0-9a-f]{12}$/);
    assert.ok(fs.existsSync(path.join(registry.buildDir('mf-search', build), 'server', 'remoteEntry.js')), 'both targets stored');
    const again = await upload('mf-search', archive, searchToken);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().build, build);

    const promoted = await post('/api/releases/mf-search/promote', { build }, searchToken);
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal((await app.inject({ url: '/api/releases/manifest' })).json().remotes['mf-search'].build, build);
    const status = await app.inject({ url: '/api/releases/status', headers: { authorization: `Bearer ${searchToken}` } });
    assert.equal(status.json().apps['mf-search'].active, build);
    const audit = (await app.inject({ url: '/api/releases/audit?app=mf-search', headers: { authorization: `Bearer ${searchToken}` } })).json().entries;
    assert.deepEqual(audit.slice(0, 2).map((entry: { action: string; actor: string }) => `${entry.action} by ${entry.actor}`), ['promote by token search-ci', 'publish by token search-ci']);
  });

  test('a token for mf-search cannot publish or promote mf-journal', async () => {
    const archive = await tarGz(writeRemoteBuild(temporaryDir('dist'), 'mf-journal', 'x'));
    const published = await upload('mf-journal', archive, searchToken);
    assert.equal(published.statusCode, 403);
    assert.equal(published.json().message, 'The release token search-ci is for mf-search only: it cannot release mf-journal.');
    const promoted = await post('/api/releases/mf-journal/promote', { build: registry.active('mf-journal')! }, searchToken);
    assert.equal(promoted.statusCode, 403);
    assert.equal((await post('/api/releases/mf-journal/rollback', undefined, searchToken)).statusCode, 403);
  });

  test('without credentials 401; an unknown token 401; an account without the role 403; a release manager may, with the CSRF token', async () => {
    const none = await app.inject({ url: '/api/releases/status' });
    assert.equal(none.statusCode, 401);
    assert.match(none.json().message, /Sign in with a release manager account, or send a release token/);
    const unknown = await app.inject({ url: '/api/releases/status', headers: { authorization: 'Bearer oaprel_nothing' } });
    assert.equal(unknown.statusCode, 401);
    assert.match(unknown.json().message, /not known/);
    const reader = await sessionCookie(config, db, { sub: 'r', email: 'reader@example.org', emailVerified: true });
    const refused = await app.inject({ url: '/api/releases/status', headers: { cookie: reader } });
    assert.equal(refused.statusCode, 403);
    assert.match(refused.json().message, /release-manager role/);
    const unverified = await sessionCookie(config, db, { sub: 'u', email: 'rm@example.org', emailVerified: false });
    assert.equal((await app.inject({ url: '/api/releases/audit', headers: { cookie: unverified } })).statusCode, 403);

    const manager = await sessionCookie(config, db, { sub: 'm', email: 'rm@example.org', emailVerified: true });
    assert.equal((await app.inject({ url: '/api/releases/status', headers: { cookie: manager } })).statusCode, 200);
    const build = registry.active('mf-journal')!;
    const withoutCsrf = await app.inject({ method: 'POST', url: '/api/releases/mf-journal/promote', headers: { cookie: manager }, payload: { build } });
    assert.equal(withoutCsrf.statusCode, 403, 'a cookie-borne change needs the CSRF token');
    const { token, cookie } = await formToken(app);
    const withCsrf = await app.inject({ method: 'POST', url: '/api/releases/mf-journal/promote', headers: { cookie: `${manager}; ${cookie}`, [csrfHeader]: token }, payload: { build } });
    assert.equal(withCsrf.statusCode, 200, withCsrf.body);
  });

  test('canary over HTTP: start, status with both builds, abort; promote the canary', async () => {
    const stable = registry.active('mf-article')!;
    const { build } = (await upload('mf-article', await tarGz(writeRemoteBuild(temporaryDir('dist'), 'mf-article', 'canary')))).json() as { build: string };
    const started = await post('/api/releases/mf-article/promote', { build, canaryPercent: 5 });
    assert.equal(started.statusCode, 200, started.body);
    const status = (await app.inject({ url: '/api/releases/status', headers: { authorization: `Bearer ${allToken}` } })).json().apps['mf-article'];
    assert.deepEqual({ active: status.active, canary: status.canary.build, percent: status.canary.percent }, { active: stable, canary: build, percent: 5 });
    assert.deepEqual(status.canary.canaryHealth, { renders: 0, errors: 0 });
    assert.equal((await post('/api/releases/mf-article/canary/abort')).statusCode, 200);
    const again = await post('/api/releases/mf-article/canary/abort');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, 'mf-article has no canary running.');
    await post('/api/releases/mf-article/promote', { build, canaryPercent: 50 });
    assert.equal((await post('/api/releases/mf-article/canary/promote')).json().active, build);
    const rolledBack = await post('/api/releases/mf-article/rollback');
    assert.deepEqual(rolledBack.json(), { app: 'mf-article', active: stable });
  });

  test('a build the active shell cannot run is refused with the clash named', async () => {
    const shellDir = writeShellDist(temporaryDir('shell'));
    const meta = (app_: string, requiredVersion: string, version: string) => ({ app: app_, builtAt: '2026-11-25T00:00:00Z', contractVersion: FEDERATION_CONTRACT_VERSION, shared: { react: { version, requiredVersion, singleton: true } }, routes: [], prerendered: [], ...(app_ === 'shell' ? { redirects: [] } : {}) });
    fs.writeFileSync(path.join(shellDir, 'build-metadata.json'), JSON.stringify(meta('shell', '^19.3.1', '19.3.1')));
    const shell = await upload('shell', await tarGz(shellDir));
    assert.equal(shell.statusCode, 201, shell.body);
    assert.equal((await post('/api/releases/shell/promote', { build: shell.json().build })).statusCode, 200);
    const dist = writeRemoteBuild(temporaryDir('dist'), 'mf-static-pages', 'react 20');
    fs.writeFileSync(path.join(dist, 'build-metadata.json'), JSON.stringify(meta('mf-static-pages', '^20.0.0', '20.0.0')));
    const { build } = (await upload('mf-static-pages', await tarGz(dist))).json() as { build: string };
    const refused = await post('/api/releases/mf-static-pages/promote', { build });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /^mf-static-pages build \w+ is not compatible: react: mf-static-pages build \w+ requires \^20\.0\.0, the active shell build \w+ provides 19\.3\.1\.$/);
    const check = await app.inject({ url: `/api/releases/mf-static-pages/compatibility?build=${build}`, headers: { authorization: `Bearer ${allToken}` } });
    assert.equal(check.json().ok, false);
  });

  test('bad requests are 4xx with a message', async () => {
    const cases: Array<[Promise<{ statusCode: number; json: () => { message: string } }>, number, RegExp]> = [
      [post('/api/releases/mf-nothing/promote', { build: 'abcdef123456' }), 404, /no app named mf-nothing/],
      [post('/api/releases/mf-search/promote', { build: 'abcdef123456' }), 404, /no published build abcdef123456/],
      [post('/api/releases/mf-search/promote', { build: '../../etc' }), 400, /build id/],
      [post('/api/releases/mf-search/promote', { build: registry.active('mf-search')!, canaryPercent: 150 }), 400, /canaryPercent/],
      [post('/api/releases/mf-search/canary/promote'), 409, /no canary running/],
      [app.inject({ method: 'POST', url: '/api/releases/builds/mf-search', headers: { authorization: `Bearer ${allToken}`, 'content-type': 'application/json' }, payload: {} }), 415, /tar\.gz/],
    ];
    for (const [answer, status, message] of cases) {
      const response = await answer;
      assert.equal(response.statusCode, status, response.json().message);
      assert.match(response.json().message, message);
    }
  });
});

describe('uploaded archives are checked before anything is stored', () => {
  let app: FastifyInstance;
  let registry: ReleaseRegistry;
  let token: string;
  before(async () => {
    registry = await openTestRegistry(temporaryDir('releases'));
    token = (await registry.createToken('all', 'ci')).secret;
    app = Fastify();
    installErrorHandling(app);
    await app.register(releaseApi, { registry, roles: null, readSession: async () => null, archiveLimits: { maxCompressedBytes: 64 * 1024, maxExtractedBytes: 256 * 1024, maxEntries: 50 } });
  });
  after(() => app.close());

  const upload = (remote: string, body: Buffer) =>
    app.inject({ method: 'POST', url: `/api/releases/builds/${remote}`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, payload: body });

  async function refused(body: Buffer, status: number, message: RegExp, remote = 'mf-search') {
    const answer = await upload(remote, body);
    assert.equal(answer.statusCode, status, answer.body);
    assert.match(answer.json().message, message);
  }

  test('a symbolic link, a hard link, a path outside the folder', async () => {
    const withLink = writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'x');
    fs.symlinkSync('/etc/passwd', path.join(withLink, 'passwd.js'));
    await refused(await tarGz(withLink), 422, /passwd\.js, a symbolic link/);

    const withHardLink = writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'x');
    fs.linkSync(path.join(withHardLink, 'remoteEntry.js'), path.join(withHardLink, 'again.js'));
    await refused(await tarGz(withHardLink), 422, /a hard link/);

    const base = temporaryDir('outside');
    const inner = writeRemoteBuild(path.join(base, 'dist'), 'mf-search', 'x');
    fs.writeFileSync(path.join(base, 'escape.js'), 'outside');
    await refused(await tarGz(inner, [...fs.readdirSync(inner), '../escape.js'], { preservePaths: true }), 422, /escape\.js, which is outside the build folder/);
    assert.ok(!fs.existsSync(path.join(registry.dir, 'mf-search')), 'nothing stored');
  });

  test('the manifest: at the top, with the app’s federation name', async () => {
    const nested = temporaryDir('nested');
    writeRemoteBuild(path.join(nested, 'dist'), 'mf-search', 'x');
    await refused(await tarGz(nested), 422, /no mf-manifest\.json at its top/);
    await refused(await tarGz(writeRemoteBuild(temporaryDir('dist'), 'mf-journal', 'x')), 422, /names the federation container mf_journal, but mf-search's is mf_search/);
  });

  test('size limits, compressed and unpacked, and a body that is no archive', async () => {
    const big = writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'x');
    fs.writeFileSync(path.join(big, 'big.js'), Buffer.alloc(300 * 1024, 'a'));
    await refused(await tarGz(big), 413, /unpacks to more than 0\.3 MB/);
    const random = writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'x');
    fs.writeFileSync(path.join(random, 'noise.js'), Buffer.from(Array.from({ length: 100 * 1024 }, () => Math.floor(Math.random() * 256))));
    await refused(await tarGz(random), 413, /larger than/);
    await refused(Buffer.from('this is not gzip'), 422, /not a readable \.tar\.gz/);
  });

  test('an archive made by GNU tar (`tar -czf - -C dist .`, entries under ./) is a build too', async () => {
    const dist = writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'gnu tar');
    fs.mkdirSync(path.join(dist, 'server'));
    fs.writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
    const archive = spawnSync('tar', ['-czf', '-', '-C', dist, '.']);
    assert.equal(archive.status, 0);
    const answer = await upload('mf-search', archive.stdout);
    assert.equal(answer.statusCode, 201, answer.body);
    assert.ok(fs.existsSync(path.join(registry.buildDir('mf-search', answer.json().build), 'server', 'remoteEntry.js')));
  });

  test('a good archive after the refusals is stored', async () => {
    const answer = await upload('mf-search', await tarGz(writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'fine')));
    assert.equal(answer.statusCode, 201, answer.body);
  });
});
