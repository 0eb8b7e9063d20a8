// The registry's transactions: changes from several processes on one database, the
// audit log, an older server's registry imported, canaries, health and last known good, compatibility
// with the shell, the shell as a release, tokens.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { FEDERATION_CONTRACT_VERSION, type BuildMetadata } from '@oap/contracts/federation/buildMetadata.ts';
import type { RemoteName } from '@oap/contracts/federation/contract.ts';
import { openTestRegistry, testRegistryDatabase } from '../../../test-support/platformFixture.ts';
import { temporaryDir, writeRemoteBuild, writeShellDist } from '../../../test-support/testFiles.ts';
import type { AuditEntry } from './registry.ts';
import { buildIdOf } from './registryBuilds.ts';
import { tokenHash } from './registryTokens.ts';

function metadata(app: BuildMetadata['app'], shared: BuildMetadata['shared'], contractVersion = FEDERATION_CONTRACT_VERSION): BuildMetadata {
  return { app, builtAt: new Date().toISOString(), contractVersion, shared, routes: [], prerendered: [], ...(app === 'shell' ? { redirects: [] } : {}) };
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
  test('two processes publishing at once on one database: every build lands', async () => {
    const dir = temporaryDir('registry');
    // The database made and migrated first, as the server does when it starts.
    await (await openTestRegistry(dir)).close();
    const database = await testRegistryDatabase(dir);
    const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../test-support/registryTestWorker.ts');
    const codes = await Promise.all(['a', 'b'].map((label) => run(process.execPath, [worker, dir, database.databaseUrl ?? database.databasePath, label, '15'])));
    assert.deepEqual(codes, [0, 0]);
    const registry = await openTestRegistry(dir);
    const builds = registry.read().remotes['mf-search']!.builds;
    assert.equal(builds.length, 30, 'no publish lost to the other process');
    const audit = await registry.audit();
    assert.equal(audit.filter((entry) => entry.action === 'publish').length, 30);
    assert.deepEqual(new Set(audit.map((entry) => entry.actor)), new Set(['worker a', 'worker b']));
    const folders = fs.readdirSync(path.join(dir, 'mf-search'));
    assert.deepEqual(folders.filter((name) => name.includes('.staging-')), [], 'no copy left half-way');
    assert.deepEqual(new Set(folders), new Set(builds.map((build) => build.id)), 'a folder for every build');
  });

  test('a refused change writes nothing: no row, no audit entry, the version where it was', async () => {
    const registry = await openTestRegistry();
    const build = (await registry.publish('mf-search', remoteBuild('mf-search', 'one'))).id;
    const version = async () => Number((await sql<{ version: number }>`SELECT version FROM release_registry`.execute(registry.database.db)).rows[0]!.version);
    const promotions = async () => Number((await sql<{ count: number }>`SELECT count(*) AS count FROM release_promotions`.execute(registry.database.db)).rows[0]!.count);
    const before = await version();
    await assert.rejects(registry.rollback('mf-search'), /no earlier build/);
    await assert.rejects(registry.promote('mf-search', 'feedbeef0000'), /no published build/);
    await assert.rejects(registry.promoteCanary('mf-search'), /no canary running/);
    assert.equal((await registry.publish('mf-search', remoteBuild('mf-search', 'one'))).created, false, 'the same build again changes nothing');
    assert.equal(await version(), before);
    assert.equal(await promotions(), 0);
    assert.deepEqual((await registry.audit()).map((entry) => entry.action), ['publish']);
    await registry.promote('mf-search', build);
    assert.equal(await version(), before + 1, 'a change raises it by one');
    assert.equal(await promotions(), 1);
  });

  test("an older server's registry.json and audit.jsonl are imported once, on first open", async () => {
    const dir = temporaryDir('registry');
    const builds = ['stable', 'next'].map((text) => {
      const dist = remoteBuild('mf-search', text);
      const id = buildIdOf(dist);
      fs.cpSync(dist, path.join(dir, 'mf-search', id), { recursive: true });
      return id;
    });
    const [first, second] = builds as [string, string];
    const secret = 'oaprel_an-older-token-kept-across-the-import-of-its-registry';
    const at = '2026-05-01T10:00:00.000Z';
    fs.writeFileSync(
      path.join(dir, 'registry.json'),
      JSON.stringify({
        remotes: {
          'mf-search': {
            builds: [{ id: first, publishedAt: at, publishedBy: 'token search-ci' }, { id: second, publishedAt: at }],
            promotions: [first],
            canary: { build: second, percent: 10, startedAt: at, startedBy: 'token search-ci' },
            health: { [first]: { renders: 7, errors: 0, since: at } },
          },
        },
        tokens: [{ name: 'search-ci', scope: 'mf-search', sha256: tokenHash(secret), createdAt: at, createdBy: 'local root' }],
      }),
    );
    const lines = [
      { at, actor: 'token search-ci', action: 'publish', app: 'mf-search', to: first },
      { at, actor: 'token search-ci', action: 'promote', app: 'mf-search', to: first },
    ].map((entry) => JSON.stringify(entry));
    // A line a crash cut short is skipped, the rest still read.
    fs.writeFileSync(path.join(dir, 'audit.jsonl'), `${lines[0]}\n{"at":"2026-\n${lines[1]}\n`);
    const logged: string[] = [];
    const registry = await openTestRegistry(dir, { log: (message) => logged.push(message) });
    assert.deepEqual(logged, [`release registry: imported 2 builds, 1 tokens and 2 audit entries from ${path.join(dir, 'registry.json')} into the database`]);
    assert.equal(registry.active('mf-search'), first, 'the site keeps its active build');
    assert.equal(registry.manifest({ canaryBucket: 3 }).remotes['mf-search'].build, second, 'and its canary');
    assert.deepEqual(registry.status().apps['mf-search'].builds.map((build) => [build.id, build.health.renders, build.publishedBy]), [
      [second, 0, undefined],
      [first, 7, 'token search-ci'],
    ]);
    assert.equal((await registry.verifyToken(secret))?.name, 'search-ci');
    assert.deepEqual((await registry.audit()).map((entry) => entry.action), ['promote', 'publish']);
    await registry.promoteCanary('mf-search', 'local root');
    await registry.close();
    // Opened again (a restart, another copy): nothing imported twice, the change since kept; the old
    // files are not read again, so even a damaged one left behind is no matter.
    fs.writeFileSync(path.join(dir, 'registry.json'), '{"remotes": {"mf-se');
    const again = await openTestRegistry(dir);
    assert.equal(again.active('mf-search'), second);
    assert.deepEqual((await again.audit()).map((entry) => entry.action), ['canary-promote', 'promote', 'publish']);
  });

  test("a damaged registry.json of an older server stops the first start with a sentence, rather than start without the site's builds", async () => {
    const dir = temporaryDir('registry');
    fs.writeFileSync(path.join(dir, 'registry.json'), '{"remotes": {"mf-se');
    await assert.rejects(openTestRegistry(dir), /registry\.json \(from an older server\) cannot be read, so it cannot be imported: .*Repair or move it/);
  });

  test('every change is in the audit log: who, what, when, from which build to which', async () => {
    const registry = await openTestRegistry();
    const first = (await registry.publish('mf-journal', remoteBuild('mf-journal', 'v1'), { actor: 'token journal-ci' })).id;
    const second = (await registry.publish('mf-journal', remoteBuild('mf-journal', 'v2'), { actor: 'token journal-ci' })).id;
    await registry.promote('mf-journal', first, { actor: 'account a@example.org' });
    await registry.promote('mf-journal', second, { actor: 'account a@example.org' });
    await registry.rollback('mf-journal', 'account b@example.org');
    const [rollback, promote] = await registry.audit() as [AuditEntry, AuditEntry];
    assert.deepEqual({ ...rollback, at: undefined }, { at: undefined, actor: 'account b@example.org', action: 'rollback', app: 'mf-journal', from: second, to: first });
    assert.equal(promote.action, 'promote');
    assert.equal(promote.from, first);
    assert.equal(promote.to, second);
    assert.ok(!Number.isNaN(Date.parse(rollback.at)));
    assert.equal((await registry.audit({ limit: 2 })).length, 2);
  });

  test('a canary: the active build stays, the bucket below the percent gets the canary, promote or abort ends it', async () => {
    const registry = await openTestRegistry();
    const stable = (await registry.publish('mf-search', remoteBuild('mf-search', 'stable'))).id;
    const next = (await registry.publish('mf-search', remoteBuild('mf-search', 'next'))).id;
    await registry.promote('mf-search', stable);
    const started = await registry.promote('mf-search', next, { actor: 'token search-ci', canaryPercent: 10 });
    assert.equal(started.active, stable);
    assert.deepEqual({ build: started.canary?.build, percent: started.canary?.percent }, { build: next, percent: 10 });
    assert.equal(registry.manifest({ canaryBucket: 9 }).remotes['mf-search'].build, next);
    assert.equal(registry.manifest({ canaryBucket: 10 }).remotes['mf-search'].build, stable);
    assert.equal(registry.manifest().remotes['mf-search'].build, stable, 'no bucket: the active build');
    await assert.rejects(registry.rollback('mf-search'), /canary running/);
    await assert.rejects(registry.promote('mf-search', next, { canaryPercent: 100 }), /1 to 99/);

    registry.recordHealth('mf-search', stable, { renders: 5, errors: 0 });
    registry.recordHealth('mf-search', next, { renders: 2, errors: 1 });
    const status = registry.status().apps['mf-search'];
    assert.deepEqual(status.canary?.activeHealth, { renders: 5, errors: 0 });
    assert.deepEqual(status.canary?.canaryHealth, { renders: 2, errors: 1 });

    await registry.abortCanary('mf-search', 'token search-ci');
    assert.equal(registry.status().apps['mf-search'].canary, undefined);
    assert.equal(registry.manifest({ canaryBucket: 0 }).remotes['mf-search'].build, stable);
    await assert.rejects(registry.promoteCanary('mf-search'), /no canary/);

    await registry.promote('mf-search', next, { canaryPercent: 50 });
    await registry.promoteCanary('mf-search', 'token search-ci');
    assert.equal(registry.active('mf-search'), next);
    assert.deepEqual((await registry.audit({ limit: 4 })).map((entry) => entry.action), ['canary-promote', 'canary-start', 'canary-abort', 'canary-start']);
  });

  test('last known good: the newest promoted build readers rendered without errors, not merely the previous one', async () => {
    const registry = await openTestRegistry(temporaryDir('registry'), { healthFlushMs: 0 });
    const ids: string[] = [];
    for (const text of ['a', 'b', 'c']) ids.push((await registry.publish('mf-article', remoteBuild('mf-article', text))).id);
    const [a, b, c] = ids;
    await registry.promote('mf-article', a!);
    registry.recordHealth('mf-article', a!, { renders: 4, errors: 0 });
    await registry.promote('mf-article', b!);
    registry.recordHealth('mf-article', b!, { renders: 4, errors: 2 });
    await registry.flushHealth();
    await registry.promote('mf-article', c!);
    assert.equal(registry.manifest().remotes['mf-article'].lastKnownGood?.build, a, 'b had errors, so a');
    assert.equal(registry.status().apps['mf-article'].lastKnownGood, a);
    // Health is stored: a new registry object (another process, a restart) sees the same.
    assert.equal((await openTestRegistry(registry.dir)).status().apps['mf-article'].builds.find((build) => build.id === b)?.health.errors, 2);
    // Promoted again, b's count starts over; once rendered cleanly it is the newest good build.
    await registry.promote('mf-article', b!);
    registry.recordHealth('mf-article', b!, { renders: 1, errors: 0 });
    await registry.flushHealth();
    assert.equal(registry.status().apps['mf-article'].lastKnownGood, b);
    assert.equal(registry.manifest().remotes['mf-article'].lastKnownGood?.build, a, 'the reader already gets b: the fallback is another build');
  });

  test('health is written in one transaction every few seconds, not per render', async () => {
    const registry = await openTestRegistry(temporaryDir('registry'), { healthFlushMs: 50 });
    const build = (await registry.publish('mf-search', remoteBuild('mf-search', 'x'))).id;
    await registry.promote('mf-search', build);
    const stored = async () => {
      const { rows } = await sql<{ renders: number; version: number }>`SELECT renders, version FROM release_health, release_registry WHERE build = ${build}`.execute(registry.database.db);
      return { renders: Number(rows[0]!.renders), version: Number(rows[0]!.version) };
    };
    const before = await stored();
    for (let index = 0; index < 1000; index += 1) registry.recordHealth('mf-search', build, { renders: 1, errors: 0 });
    assert.deepEqual(await stored(), before, 'nothing written yet');
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.deepEqual(await stored(), { renders: 1000, version: before.version + 1 }, 'one transaction');
    assert.equal(registry.read().remotes['mf-search']!.health![build]!.renders, 1000);
    assert.throws(() => registry.recordHealth('mf-search', build, { renders: -1, errors: 0 }), /whole numbers/);
  });

  test('a build the active shell cannot run is refused, naming the clash', async () => {
    const registry = await openTestRegistry();
    const shell = (await registry.publish('shell', shellBuild(metadata('shell', { react: react('19.3.1'), 'react-router': react('8.5.1') })))).id;
    await registry.promote('shell', shell);
    const good = (await registry.publish('mf-search', remoteBuild('mf-search', 'good', metadata('mf-search', { react: react('19.3.1', '^19.0.0') })))).id;
    const newReact = (await registry.publish('mf-search', remoteBuild('mf-search', 'react 20', metadata('mf-search', { react: react('20.0.0', '^20.0.0') })))).id;
    const newContract = (await registry.publish('mf-search', remoteBuild('mf-search', 'contract', metadata('mf-search', {}, FEDERATION_CONTRACT_VERSION + 1)))).id;
    assert.equal((await registry.checkCompatible('mf-search', good)).ok, true);
    await registry.promote('mf-search', good);
    const clash = await registry.checkCompatible('mf-search', newReact);
    assert.equal(clash.ok, false);
    assert.match(clash.message, /react: mf-search build \w+ requires \^20\.0\.0, the active shell build \w+ provides 19\.3\.1/);
    await assert.rejects(registry.promote('mf-search', newReact), /react: .*requires \^20\.0\.0/);
    await assert.rejects(registry.promote('mf-search', newReact, { canaryPercent: 5 }), /react/);
    const contractClash = new RegExp(`federation contract ${FEDERATION_CONTRACT_VERSION + 1}, the active shell build \\w+ against contract ${FEDERATION_CONTRACT_VERSION}`);
    await assert.rejects(registry.promote('mf-search', newContract), contractClash);
    assert.equal(registry.active('mf-search'), good, 'nothing changed');
  });

  test('a build without build-metadata.json, or whose file declares no routes (the shell: no redirects), is refused and nothing is kept', async () => {
    const registry = await openTestRegistry();
    const bare = remoteBuild('mf-journal', 'old');
    fs.rmSync(path.join(bare, 'build-metadata.json'));
    await assert.rejects(registry.publish('mf-journal', bare), (error: Error & { statusCode?: number }) => error.statusCode === 422 && /holds no build-metadata\.json/.test(error.message));
    const routeless = remoteBuild('mf-journal', 'older');
    fs.writeFileSync(path.join(routeless, 'build-metadata.json'), JSON.stringify({ app: 'mf-journal', shared: {} }));
    await assert.rejects(registry.publish('mf-journal', routeless), /lists no routes/);
    const shell = shellBuild();
    fs.writeFileSync(path.join(shell, 'build-metadata.json'), JSON.stringify({ app: 'shell', routes: [] }));
    await assert.rejects(registry.publish('shell', shell), /lists no redirects/);
    assert.equal(registry.read().remotes['mf-journal']?.builds.length ?? 0, 0);
  });

  test('the shell is a release: publish, promote, rollback, audit; a shell that would break an active remote is refused', async () => {
    const registry = await openTestRegistry();
    const first = (await registry.publish('shell', shellBuild(metadata('shell', { react: react('19.3.1') }), 'one'))).id;
    const second = (await registry.publish('shell', shellBuild(metadata('shell', { react: react('19.4.0') }), 'two'))).id;
    const breaking = (await registry.publish('shell', shellBuild(metadata('shell', { react: react('20.0.0') }), 'three'))).id;
    await registry.promote('shell', first);
    await registry.promote('mf-static-pages', (await registry.publish('mf-static-pages', remoteBuild('mf-static-pages', 'x', metadata('mf-static-pages', { react: react('19.3.1', '^19.0.0') })))).id);
    await registry.promote('shell', second);
    assert.equal(registry.manifest().shell?.build, second);
    await assert.rejects(registry.promote('shell', breaking), /react: the active mf-static-pages build \w+ requires \^19\.0\.0, shell build \w+ provides 20\.0\.0/);
    await assert.rejects(registry.promote('shell', second, { canaryPercent: 5 }), /shell cannot run as a canary/);
    assert.equal(await registry.rollback('shell'), first);
    assert.deepEqual((await registry.audit({ app: 'shell' })).map((entry) => entry.action), ['rollback', 'promote', 'promote', 'publish', 'publish', 'publish']);
    await assert.rejects(registry.publish('shell', temporaryDir('empty')), /no index.html/);
  });

  test('a shell and remotes built together are promoted together, checked as the site they make', async () => {
    const registry = await openTestRegistry();
    await registry.promote('shell', (await registry.publish('shell', shellBuild(metadata('shell', { react: react('19.3.1') }), 'old'))).id);
    await registry.promote('mf-search', (await registry.publish('mf-search', remoteBuild('mf-search', 'old', metadata('mf-search', { react: react('19.3.1', '^19.0.0') })))).id);
    const shell = (await registry.publish('shell', shellBuild(metadata('shell', { react: react('20.0.0') }), 'new'))).id;
    const search = (await registry.publish('mf-search', remoteBuild('mf-search', 'new', metadata('mf-search', { react: react('20.0.0', '^20.0.0') })))).id;
    await assert.rejects(registry.promote('shell', shell), /react/, 'one at a time: the old remote refuses the new shell');
    await assert.rejects(registry.promote('mf-search', search), /react/, 'and the old shell the new remote');
    assert.deepEqual((await registry.promoteTogether({ shell, 'mf-search': search }, 'local ci')).sort(), ['mf-search', 'shell']);
    assert.equal(registry.active('shell'), shell);
    assert.equal(registry.active('mf-search'), search);
    assert.deepEqual(await registry.promoteTogether({ shell, 'mf-search': search }), [], 'already active: nothing to do');
    const old = registry.read().remotes['mf-search']!.promotions[0]!;
    await assert.rejects(registry.promoteTogether({ 'mf-search': old }), /not compatible together: react: mf-search build \w+ requires \^19\.0\.0, the active shell build \w+ provides 20\.0\.0/);
  });

  test('a folder whose manifest names another remote is not published', async () => {
    const registry = await openTestRegistry();
    await assert.rejects(registry.publish('mf-journal', remoteBuild('mf-search', 'x')), /names the federation container mf_search, but mf-journal's is mf_journal/);
  });

  test('tokens: shown once, stored hashed, scoped, revocable, audited', async () => {
    const registry = await openTestRegistry();
    const { secret, token } = await registry.createToken('mf-search', 'search-ci', 'local root');
    assert.match(secret, /^oaprel_[\w-]{43}$/);
    assert.equal(token.scope, 'mf-search');
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM release_tokens`.execute(registry.database.db);
    assert.ok(!JSON.stringify(rows).includes(secret), 'the secret is not stored');
    assert.equal(rows[0]?.sha256, tokenHash(secret), 'its hash is');
    assert.equal((await registry.verifyToken(secret))?.name, 'search-ci');
    assert.equal(await registry.verifyToken(`${secret}x`), undefined);
    await assert.rejects(registry.createToken('mf-search', 'search-ci'), /already a token named search-ci/);
    await assert.rejects(registry.createToken('mf-nothing' as 'all', 'x'), /one app/);
    await registry.revokeToken('search-ci', 'local root');
    assert.equal(await registry.verifyToken(secret), undefined);
    assert.deepEqual((await registry.audit()).map((entry) => entry.action), ['token-revoke', 'token-create']);
  });
});
