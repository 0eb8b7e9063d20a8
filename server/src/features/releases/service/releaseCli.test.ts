// The `release` command line against a real listening server: a token made on the
// server's disk, a publish over HTTP with a canary, status, canary promote, rollback, audit, and the
// refusals a person reads on their terminal.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type ServerConfig } from '../../../app/config.ts';
import { repositoryRoot } from '../../../platform/paths.ts';
import { platformApp } from '../../../../test-support/platformFixture.ts';
import { temporaryDir, writeRemoteBuild } from '../../../../test-support/testFiles.ts';
import type { ReleaseRegistry } from '../registry.ts';

const cli = path.join(repositoryRoot, 'server', 'tools', 'cli', 'release.ts');

function release(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

describe('the release command line', () => {
  let app: FastifyInstance;
  let registry: ReleaseRegistry;
  let config: ServerConfig;
  let env: Record<string, string>;
  before(async () => {
    const platform = await platformApp();
    ({ app, registry, config } = platform);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    // The commands on the server's disk reach the server's build folder and database.
    env = { RELEASE_URL: address, RELEASES_DIR: config.releasesDir, ...platform.database.env, RELEASE_TOKEN: '' };
  });
  after(() => app.close());

  test('token, publish with a canary, status, canary promote, rollback, audit', async () => {
    const created = await release(['token', 'create', 'mf-search', 'search-ci'], env);
    assert.equal(created.code, 0, created.stderr);
    const secret = created.stdout.trim().split('\n').at(-1)!;
    assert.match(secret, /^oaprel_/);
    const teamEnv = { ...env, RELEASE_TOKEN: secret };

    const stable = registry.active('mf-search');
    const dist = writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'from the command line');
    const published = await release(['publish', 'mf-search', '--dist', dist, '--canary', '10'], teamEnv);
    assert.equal(published.code, 0, published.stderr);
    const build = /build ([0-9a-f]{12}) published/.exec(published.stdout)?.[1];
    assert.ok(build, published.stdout);
    assert.match(published.stdout, new RegExp(`canary ${build} for 10 % of readers`));

    const preview = await release(['preview', 'mf-search', build, '--hours', '2'], teamEnv);
    assert.equal(preview.code, 0, preview.stderr);
    assert.match(preview.stdout, new RegExp(`preview of mf-search build ${build} until \\S+:\\nhttps?://\\S+token=`));

    const status = await release(['status'], teamEnv);
    assert.equal(status.code, 0, status.stderr);
    assert.match(status.stdout, new RegExp(`mf-search: active ${stable}`));
    assert.match(status.stdout, new RegExp(`canary ${build} for 10 % of readers`));

    assert.equal((await release(['canary', 'promote', 'mf-search'], teamEnv)).code, 0);
    assert.equal(registry.active('mf-search'), build);
    const rollback = await release(['rollback', 'mf-search'], teamEnv);
    assert.match(rollback.stdout, new RegExp(`rolled back to build ${stable}`));

    const audit = await release(['audit', '--app', 'mf-search'], teamEnv);
    assert.deepEqual(
      audit.stdout.trim().split('\n').slice(0, 4).map((line) => line.split(/\s{2}/).slice(1).join(' ')),
      [
        `token search-ci rollback mf-search ${build} -> ${stable}`,
        `token search-ci canary-promote mf-search ${stable} -> ${build}`,
        `token search-ci canary-start mf-search ${stable} -> ${build} (10 %)`,
        `token search-ci publish mf-search - -> ${build}`,
      ],
    );
    assert.match(audit.stdout, /local \S+ {2}token-create mf-search \(search-ci\)/, 'the token was made on the server’s disk, by its user');

    // On the server's disk without the server (--local): the running server sees it within a poll.
    const local = await release(['promote', 'mf-search', build, '--local'], env);
    assert.equal(local.code, 0, local.stderr);
    assert.match(local.stdout, new RegExp(`mf-search: build ${build} is active`));
    const deadline = Date.now() + 1000;
    while (registry.active('mf-search') !== build && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(registry.active('mf-search'), build, 'seen by the server within a second');
    assert.match((await release(['audit', '--local', '--limit', '1'], env)).stdout, new RegExp(`local \\S+ {2}promote mf-search ${stable} -> ${build}`));
  });

  test('refusals are the server’s words, with exit code 1', async () => {
    const { secret } = await registry.createToken('mf-search', 'search-only');
    const wrongApp = await release(['promote', 'mf-journal', registry.active('mf-journal')!], { ...env, RELEASE_TOKEN: secret });
    assert.equal(wrongApp.code, 1);
    assert.equal(wrongApp.stderr.trim(), 'The release token search-only is for mf-search only: it cannot release mf-journal.');
    const noToken = await release(['status'], env);
    assert.equal(noToken.code, 1);
    assert.match(noToken.stderr, /Set RELEASE_TOKEN/);
    const unreachable = await release(['status'], { ...env, RELEASE_TOKEN: secret, RELEASE_URL: 'http://127.0.0.1:9' });
    assert.match(unreachable.stderr, /cannot be reached.*is the server running/);
    const badApp = await release(['rollback', 'mf-nothing'], { ...env, RELEASE_TOKEN: secret });
    assert.match(badApp.stderr, /Name an app: one of mf-search/);
  });
});
