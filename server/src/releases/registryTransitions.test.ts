// The registry's transactions (issue 22): the lock across processes, the audit log, canaries, health
// and last known good, compatibility with the shell, the shell as a release, tokens.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FEDERATION_CONTRACT_VERSION, type BuildMetadata } from '@oap/contracts/federation/buildMetadata.ts';
import type { RemoteName } from '@oap/contracts/federation/contract.ts';
import { temporaryDir, writeRemoteBuild, writeShellDist } from '../testing/platformFixture.ts';
import { ReleaseRegistry, type AuditEntry } from './registry.ts';

function metadata(app: BuildMetadata['app'], shared: BuildMetadata['shared'], contractVersion = FEDERATION_CONTRACT_VERSION): BuildMetadata {
  return { app, builtAt: new Date().toISOString(), contractVersion, shared, routes: [], prerendered: [] };
}

const react = (version: string, requiredVersion = `^${version.split('.')[0]}`) => ({ version, requiredVersion, singleton: true });

function remoteBuild(remote: RemoteName, text: string, meta?: BuildMetadata): string {
  const dir = writeRemoteBuild(temporaryDir('dist'), remote, text);
  if (meta) fs.writeFileSync(path.join(dir, 'build-metadata.json'), JSON.stringify(meta));
  return dir;
}

function shellBuild(meta?: BuildMetadata, text = 'shell'): string {
  const dir = writeShellDist(temporaryDir('shell'));
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), text);
  if (meta) fs.writeFileSync(path.join(dir, 'build-metadata.json'), JSON.stringify(meta));
  return dir;
}

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

describe('registry transactions', () => {
  test('two processes publishing at once: every build lands', async () => {
    const dir = temporaryDir('registry');
    const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'registryTestWorker.ts');
    const codes = await Promise.all(['a', 'b'].map((label) => run(process.execPath, [worker, dir, label, '15'])));
    assert.deepEqual(codes, [0, 0]);
    const registry = new ReleaseRegistry(dir);
    const builds = registry.read().remotes['mf-search']!.builds;
    assert.equal(builds.length, 30, 'no publish lost to the other process');
    const audit = registry.audit();
    assert.equal(audit.filter((entry) => entry.action === 'publish').length, 30);
    assert.deepEqual(new Set(audit.map((entry) => entry.actor)), new Set(['worker a', 'worker b']));
    assert.ok(!fs.existsSync(path.join(dir, 'registry.lock')), 'the lock is released');
  });

  test('a lock left by a process that died is taken over once stale; a live one is waited for', () => {
    const dir = temporaryDir('registry');
    const lock = path.join(dir, 'registry.lock');
    fs.mkdirSync(lock);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    const registry = new ReleaseRegistry(dir);
    const started = Date.now();
    assert.equal(registry.publish('mf-search', remoteBuild('mf-search', 'after a crash')).created, true);
    assert.ok(Date.now() - started < 2000, 'no wait for a stale lock');
    assert.ok(!fs.existsSync(lock));
  });

  test('an audit line cut short by a crash is skipped, the rest still read', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    registry.publish('mf-search', remoteBuild('mf-search', 'one'));
    fs.appendFileSync(path.join(registry.dir, 'audit.jsonl'), '{"at":"2026-');
    registry.publish('mf-search', remoteBuild('mf-search', 'two'));
    assert.deepEqual(registry.audit().map((entry) => entry.action), ['publish', 'publish']);
  });

  test('every change is in the audit log: who, what, when, from which build to which', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    const first = registry.publish('mf-journal', remoteBuild('mf-journal', 'v1'), { actor: 'token journal-ci' }).id;
    const second = registry.publish('mf-journal', remoteBuild('mf-journal', 'v2'), { actor: 'token journal-ci' }).id;
    registry.promote('mf-journal', first, { actor: 'account a@example.org' });
    registry.promote('mf-journal', second, { actor: 'account a@example.org' });
    registry.rollback('mf-journal', 'account b@example.org');
    const [rollback, promote] = registry.audit() as [AuditEntry, AuditEntry];
    assert.deepEqual({ ...rollback, at: undefined }, { at: undefined, actor: 'account b@example.org', action: 'rollback', app: 'mf-journal', from: second, to: first });
    assert.equal(promote.action, 'promote');
    assert.equal(promote.from, first);
    assert.equal(promote.to, second);
    assert.ok(!Number.isNaN(Date.parse(rollback.at)));
    assert.equal(registry.audit({ limit: 2 }).length, 2);
  });

  test('a canary: the active build stays, the bucket below the percent gets the canary, promote or abort ends it', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    const stable = registry.publish('mf-search', remoteBuild('mf-search', 'stable')).id;
    const next = registry.publish('mf-search', remoteBuild('mf-search', 'next')).id;
    registry.promote('mf-search', stable);
    const started = registry.promote('mf-search', next, { actor: 'token search-ci', canaryPercent: 10 });
    assert.equal(started.active, stable);
    assert.deepEqual({ build: started.canary?.build, percent: started.canary?.percent }, { build: next, percent: 10 });
    assert.equal(registry.manifest({ canaryBucket: 9 }).remotes['mf-search'].build, next);
    assert.equal(registry.manifest({ canaryBucket: 10 }).remotes['mf-search'].build, stable);
    assert.equal(registry.manifest().remotes['mf-search'].build, stable, 'no bucket: the active build');
    assert.throws(() => registry.rollback('mf-search'), /canary running/);
    assert.throws(() => registry.promote('mf-search', next, { canaryPercent: 100 }), /1 to 99/);

    registry.recordHealth('mf-search', stable, { renders: 5, errors: 0 });
    registry.recordHealth('mf-search', next, { renders: 2, errors: 1 });
    const status = registry.status().apps['mf-search'];
    assert.deepEqual(status.canary?.activeHealth, { renders: 5, errors: 0 });
    assert.deepEqual(status.canary?.canaryHealth, { renders: 2, errors: 1 });

    registry.abortCanary('mf-search', 'token search-ci');
    assert.equal(registry.status().apps['mf-search'].canary, undefined);
    assert.equal(registry.manifest({ canaryBucket: 0 }).remotes['mf-search'].build, stable);
    assert.throws(() => registry.promoteCanary('mf-search'), /no canary/);

    registry.promote('mf-search', next, { canaryPercent: 50 });
    registry.promoteCanary('mf-search', 'token search-ci');
    assert.equal(registry.active('mf-search'), next);
    assert.deepEqual(registry.audit({ limit: 4 }).map((entry) => entry.action), ['canary-promote', 'canary-start', 'canary-abort', 'canary-start']);
  });

  test('last known good: the newest promoted build readers rendered without errors, not merely the previous one', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'), { healthFlushMs: 0 });
    const [a, b, c] = ['a', 'b', 'c'].map((text) => registry.publish('mf-article', remoteBuild('mf-article', text)).id);
    registry.promote('mf-article', a!);
    registry.recordHealth('mf-article', a!, { renders: 4, errors: 0 });
    registry.promote('mf-article', b!);
    registry.recordHealth('mf-article', b!, { renders: 4, errors: 2 });
    registry.flushHealth();
    registry.promote('mf-article', c!);
    assert.equal(registry.manifest().remotes['mf-article'].lastKnownGood?.build, a, 'b had errors, so a');
    assert.equal(registry.status().apps['mf-article'].lastKnownGood, a);
    // Health is stored: a new registry object (another process, a restart) sees the same.
    assert.equal(new ReleaseRegistry(registry.dir).status().apps['mf-article'].builds.find((build) => build.id === b)?.health.errors, 2);
    // Promoted again, b's count starts over; once rendered cleanly it is the newest good build.
    registry.promote('mf-article', b!);
    registry.recordHealth('mf-article', b!, { renders: 1, errors: 0 });
    registry.flushHealth();
    assert.equal(registry.status().apps['mf-article'].lastKnownGood, b);
    assert.equal(registry.manifest().remotes['mf-article'].lastKnownGood?.build, a, 'the reader already gets b: the fallback is another build');
  });

  test('health is written in one transaction every few seconds, not per render', async () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'), { healthFlushMs: 50 });
    const build = registry.publish('mf-search', remoteBuild('mf-search', 'x')).id;
    registry.promote('mf-search', build);
    const before = fs.statSync(path.join(registry.dir, 'registry.json')).mtimeMs;
    for (let index = 0; index < 1000; index += 1) registry.recordHealth('mf-search', build, { renders: 1, errors: 0 });
    assert.equal(fs.statSync(path.join(registry.dir, 'registry.json')).mtimeMs, before, 'nothing written yet');
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.equal(registry.read().remotes['mf-search']!.health![build]!.renders, 1000);
    assert.throws(() => registry.recordHealth('mf-search', build, { renders: -1, errors: 0 }), /whole numbers/);
  });

  test('a build the active shell cannot run is refused, naming the clash', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    const shell = registry.publish('shell', shellBuild(metadata('shell', { react: react('19.3.1'), 'react-router': react('8.5.1') }))).id;
    registry.promote('shell', shell);
    const good = registry.publish('mf-search', remoteBuild('mf-search', 'good', metadata('mf-search', { react: react('19.3.1', '^19.0.0') }))).id;
    const newReact = registry.publish('mf-search', remoteBuild('mf-search', 'react 20', metadata('mf-search', { react: react('20.0.0', '^20.0.0') }))).id;
    const newContract = registry.publish('mf-search', remoteBuild('mf-search', 'contract', metadata('mf-search', {}, FEDERATION_CONTRACT_VERSION + 1))).id;
    assert.equal(registry.checkCompatible('mf-search', good).ok, true);
    registry.promote('mf-search', good);
    const clash = registry.checkCompatible('mf-search', newReact);
    assert.equal(clash.ok, false);
    assert.match(clash.message, /react: mf-search build \w+ requires \^20\.0\.0, the active shell build \w+ provides 19\.3\.1/);
    assert.throws(() => registry.promote('mf-search', newReact), /react: .*requires \^20\.0\.0/);
    assert.throws(() => registry.promote('mf-search', newReact, { canaryPercent: 5 }), /react/);
    assert.throws(() => registry.promote('mf-search', newContract), /federation contract 4, the active shell build \w+ against contract 3/);
    assert.equal(registry.active('mf-search'), good, 'nothing changed');
  });

  test('a build made before build-metadata.json is read from its mf-manifest.json', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    registry.promote('shell', registry.publish('shell', shellBuild(metadata('shell', { react: react('19.3.1') }))).id);
    const dir = remoteBuild('mf-journal', 'old');
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'mf_journal', shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1', singleton: true }] }));
    const build = registry.publish('mf-journal', dir).id;
    assert.match(registry.checkCompatible('mf-journal', build).message, /react: mf-journal build \w+ requires \^18\.3\.1, the active shell build \w+ provides 19\.3\.1/);
  });

  test('the shell is a release: publish, promote, rollback, audit; a shell that would break an active remote is refused', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    const first = registry.publish('shell', shellBuild(metadata('shell', { react: react('19.3.1') }), 'one')).id;
    const second = registry.publish('shell', shellBuild(metadata('shell', { react: react('19.4.0') }), 'two')).id;
    const breaking = registry.publish('shell', shellBuild(metadata('shell', { react: react('20.0.0') }), 'three')).id;
    registry.promote('shell', first);
    registry.promote('mf-static-pages', registry.publish('mf-static-pages', remoteBuild('mf-static-pages', 'x', metadata('mf-static-pages', { react: react('19.3.1', '^19.0.0') }))).id);
    registry.promote('shell', second);
    assert.equal(registry.manifest().shell?.build, second);
    assert.throws(() => registry.promote('shell', breaking), /react: the active mf-static-pages build \w+ requires \^19\.0\.0, shell build \w+ provides 20\.0\.0/);
    assert.throws(() => registry.promote('shell', second, { canaryPercent: 5 }), /shell cannot run as a canary/);
    assert.equal(registry.rollback('shell'), first);
    assert.deepEqual(registry.audit({ app: 'shell' }).map((entry) => entry.action), ['rollback', 'promote', 'promote', 'publish', 'publish', 'publish']);
    assert.throws(() => registry.publish('shell', temporaryDir('empty')), /no index.html/);
  });

  test('a shell and remotes built together are promoted together, checked as the site they make', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    registry.promote('shell', registry.publish('shell', shellBuild(metadata('shell', { react: react('19.3.1') }), 'old')).id);
    registry.promote('mf-search', registry.publish('mf-search', remoteBuild('mf-search', 'old', metadata('mf-search', { react: react('19.3.1', '^19.0.0') }))).id);
    const shell = registry.publish('shell', shellBuild(metadata('shell', { react: react('20.0.0') }), 'new')).id;
    const search = registry.publish('mf-search', remoteBuild('mf-search', 'new', metadata('mf-search', { react: react('20.0.0', '^20.0.0') }))).id;
    assert.throws(() => registry.promote('shell', shell), /react/, 'one at a time: the old remote refuses the new shell');
    assert.throws(() => registry.promote('mf-search', search), /react/, 'and the old shell the new remote');
    assert.deepEqual(registry.promoteTogether({ shell, 'mf-search': search }, 'local ci').sort(), ['mf-search', 'shell']);
    assert.equal(registry.active('shell'), shell);
    assert.equal(registry.active('mf-search'), search);
    assert.deepEqual(registry.promoteTogether({ shell, 'mf-search': search }), [], 'already active: nothing to do');
    const old = registry.read().remotes['mf-search']!.promotions[0]!;
    assert.throws(() => registry.promoteTogether({ 'mf-search': old }), /not compatible together: react: mf-search build \w+ requires \^19\.0\.0, the active shell build \w+ provides 20\.0\.0/);
  });

  test('a folder whose manifest names another remote is not published', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    assert.throws(() => registry.publish('mf-journal', remoteBuild('mf-search', 'x')), /names the federation container mf_search, but mf-journal's is mf_journal/);
  });

  test('tokens: shown once, stored hashed, scoped, revocable, audited', () => {
    const registry = new ReleaseRegistry(temporaryDir('registry'));
    const { secret, token } = registry.createToken('mf-search', 'search-ci', 'local root');
    assert.match(secret, /^oaprel_[\w-]{43}$/);
    assert.equal(token.scope, 'mf-search');
    assert.ok(!fs.readFileSync(path.join(registry.dir, 'registry.json'), 'utf8').includes(secret), 'the secret is not stored');
    assert.equal(registry.verifyToken(secret)?.name, 'search-ci');
    assert.equal(registry.verifyToken(`${secret}x`), undefined);
    assert.throws(() => registry.createToken('mf-search', 'search-ci'), /already a token named search-ci/);
    assert.throws(() => registry.createToken('mf-nothing' as 'all', 'x'), /one app/);
    registry.revokeToken('search-ci', 'local root');
    assert.equal(registry.verifyToken(secret), undefined);
    assert.deepEqual(registry.audit().map((entry) => entry.action), ['token-revoke', 'token-create']);
  });
});
