// The release registry on both engines: several server copies on one database are one
// registry. Each copy here is a ReleaseRegistry over a handle of its own on the test's database, all
// reaching one build folder (RELEASES_DIR shared, as it must be between copies).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { engineTest, type EngineFixture } from '../../../test-support/engines.ts';
import { temporaryDir, writeRemoteBuild } from '../../../test-support/testFiles.ts';
import { ReleaseRegistry, type RegistryOptions } from './registry.ts';
import { buildIdOf } from './registryBuilds.ts';
import { tokenHash } from './registryTokens.ts';

async function copies(fixture: EngineFixture, dir: string, count: number, options: RegistryOptions = {}): Promise<ReleaseRegistry[]> {
  const opened: ReleaseRegistry[] = [];
  // On PostgreSQL they start together; SQLite copies are separate processes in life (one thread here).
  if (fixture.engine === 'postgres') opened.push(...(await Promise.all(Array.from({ length: count }, async () => ReleaseRegistry.open(dir, await fixture.open(), options)))));
  else for (let index = 0; index < count; index += 1) opened.push(await ReleaseRegistry.open(dir, await fixture.open(), options));
  return opened;
}

/** Milliseconds until `seen` holds, checked every 10 ms, at most `limitMs`. */
async function timeUntil(seen: () => boolean, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!seen() && Date.now() - started < limitMs) await new Promise((resolve) => setTimeout(resolve, 10));
  return Date.now() - started;
}

engineTest('two server copies on one database: a promote through one is seen by the other within a second, publishes through both all land', async (fixture) => {
  const dir = temporaryDir('registry');
  const [a, b] = (await copies(fixture, dir, 2)) as [ReleaseRegistry, ReleaseRegistry];
  try {
    const first = (await a.publish('mf-search', writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'first'), { actor: 'copy a' })).id;
    await a.promote('mf-search', first, { actor: 'copy a' });
    assert.equal(a.active('mf-search'), first, 'the copy that made the change sees it at once');
    const waited = await timeUntil(() => b.active('mf-search') === first, 2000);
    assert.equal(b.active('mf-search'), first);
    assert.ok(waited < 1000, `the other copy saw it after ${waited} ms`);

    // Publishes through both copies at once (PostgreSQL), or taking turns (SQLite: two connections of one
    // thread cannot wait for each other's lock; the two-process test in registryTransitions.test.ts races them).
    const publish = (copy: ReleaseRegistry, label: string, index: number) => copy.publish('mf-search', writeRemoteBuild(temporaryDir('dist'), 'mf-search', `${label} ${index}`), { actor: `copy ${label}` });
    const rounds = Array.from({ length: 8 }, (_, index) => index);
    if (fixture.engine === 'postgres') await Promise.all(rounds.flatMap((index) => [publish(a, 'a', index), publish(b, 'b', index)]));
    else for (const index of rounds) for (const [copy, label] of [[a, 'a'], [b, 'b']] as const) await publish(copy, label, index);
    await Promise.all([a.refresh(), b.refresh()]);
    for (const copy of [a, b]) assert.equal(copy.read().remotes['mf-search']!.builds.length, 17, 'no publish lost, both copies see all');
    const audit = await b.audit({ app: 'mf-search' });
    assert.equal(audit.filter((entry) => entry.action === 'publish').length, 17);
    assert.equal(audit.filter((entry) => entry.actor === 'copy b').length, 8);

    // A canary started through one copy decides the builds the other gives its readers; a token
    // revoked through one is refused by the other at once (tokens are read from the database).
    const next = audit[0]!.to!;
    await b.promote('mf-search', next, { canaryPercent: 20, actor: 'copy b' });
    await timeUntil(() => a.read().remotes['mf-search']?.canary !== undefined, 2000);
    assert.equal(a.manifest({ canaryBucket: 19 }).remotes['mf-search'].build, next);
    assert.equal(a.manifest({ canaryBucket: 20 }).remotes['mf-search'].build, first);
    const { secret } = await a.createToken('mf-search', 'search-ci', 'copy a');
    assert.equal((await b.verifyToken(secret))?.name, 'search-ci');
    await b.revokeToken('search-ci', 'copy b');
    assert.equal(await a.verifyToken(secret), undefined);

    // Health counted by each copy adds up in the database.
    a.recordHealth('mf-search', first, { renders: 3, errors: 0 });
    b.recordHealth('mf-search', first, { renders: 2, errors: 1 });
    if (fixture.engine === 'postgres') await Promise.all([a.flushHealth(), b.flushHealth()]);
    else for (const copy of [a, b]) await copy.flushHealth();
    await a.refresh();
    assert.deepEqual(a.status().apps['mf-search'].canary?.activeHealth, { renders: 5, errors: 1 });
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

engineTest("an older server's registry is imported once, however many copies open it first", async (fixture) => {
  const dir = temporaryDir('registry');
  const dist = writeRemoteBuild(temporaryDir('dist'), 'mf-journal', 'kept');
  const build = buildIdOf(dist);
  fs.cpSync(dist, path.join(dir, 'mf-journal', build), { recursive: true });
  const at = '2026-04-01T08:00:00.000Z';
  fs.writeFileSync(
    path.join(dir, 'registry.json'),
    JSON.stringify({
      remotes: { 'mf-journal': { builds: [{ id: build, publishedAt: at, publishedBy: 'local root' }], promotions: [build], health: { [build]: { renders: 2, errors: 0, since: at } } } },
      tokens: [{ name: 'journal-ci', scope: 'mf-journal', sha256: tokenHash('oaprel_journal'), createdAt: at, createdBy: 'local root' }],
    }),
  );
  fs.writeFileSync(path.join(dir, 'audit.jsonl'), `${JSON.stringify({ at, actor: 'local root', action: 'publish', app: 'mf-journal', to: build })}\n`);
  const logged: string[] = [];
  const opened = await copies(fixture, dir, 3, { log: (message) => logged.push(message) });
  try {
    for (const copy of opened) {
      assert.equal(copy.active('mf-journal'), build);
      assert.equal(copy.status().apps['mf-journal'].lastKnownGood, build);
    }
    assert.equal((await opened[0]!.audit()).length, 1, 'imported once');
    assert.deepEqual(logged.map((message) => message.replace(/ from .*/, '')), ['release registry: imported 1 builds, 1 tokens and 1 audit entries']);
    assert.equal((await opened[1]!.tokens()).length, 1);
    assert.equal((await opened[2]!.verifyToken('oaprel_journal'))?.scope, 'mf-journal');
  } finally {
    await Promise.all(opened.map((copy) => copy.close()));
  }
});
