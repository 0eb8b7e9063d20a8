// Release changes purge the shared caches (docs/edge.md): each change that alters the builds readers
// get tells the registry's purger the release keys of exactly those apps; publishing a build, which
// readers do not get until it is promoted, purges nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openTestRegistry } from '../../../test-support/platformFixture.ts';
import { temporaryDir, writeRemoteBuild } from '../../../test-support/testFiles.ts';
import type { Purger } from '../../platform/cache/purge.ts';

/** The purges asked for, in order (the registry's side of the contract; Varnish's side is in tools/scaleOut/edge.test.ts). */
function purgesTold(): Purger & { told: string[][] } {
  const told: string[][] = [];
  return { told, purge: async (keys) => void told.push([...keys]) };
}

test('a promote, a canary, its promotion, a rollback and an abort each purge their app; a publish purges nothing', async () => {
  const purger = purgesTold();
  const registry = await openTestRegistry(temporaryDir('registry'), { purger });
  try {
    const first = await registry.publish('mf-search', writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'one'));
    const second = await registry.publish('mf-search', writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'two'));
    await registry.publish('mf-journal', writeRemoteBuild(temporaryDir('dist'), 'mf-journal', 'one'));
    assert.deepEqual(purger.told, [], 'nobody gets a build by its publication');
    await registry.promote('mf-search', first.id);
    await registry.promote('mf-search', second.id);
    // Promoting the active build again changes nothing, and purges nothing.
    await registry.promote('mf-search', second.id);
    await registry.rollback('mf-search');
    await registry.promote('mf-search', second.id, { canaryPercent: 20 });
    await registry.promote('mf-search', second.id, { canaryPercent: 50 });
    await registry.abortCanary('mf-search');
    // Promote, promote, rollback, canary 20 %, canary 50 %, abort: mf-journal never.
    assert.deepEqual(purger.told, [
      ['release-mf-search'],
      ['release-mf-search'],
      ['release-mf-search'],
      ['release-mf-search'],
      ['release-mf-search'],
      ['release-mf-search'],
    ]);
  } finally {
    await registry.close();
  }
});

test('a release change stands when the cache cannot be told: the failure is logged', async () => {
  const logged: string[] = [];
  const registry = await openTestRegistry(temporaryDir('registry'), {
    purger: { purge: async () => Promise.reject(new Error('Varnish at http://127.0.0.1:1 could not be told')) },
    log: (message) => logged.push(message),
  });
  try {
    const build = await registry.publish('mf-search', writeRemoteBuild(temporaryDir('dist'), 'mf-search', 'one'));
    await registry.promote('mf-search', build.id);
    assert.equal(registry.active('mf-search'), build.id);
    assert.ok(logged.some((message) => /release change of mf-search made, but the shared cache was not purged: Varnish/.test(message)), logged.join('\n'));
  } finally {
    await registry.close();
  }
});
