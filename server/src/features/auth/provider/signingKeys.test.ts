// The embedded provider's signing keys on each engine: on SQLite a file beside the database;
// on PostgreSQL one key set in the database for every server copy, each copy with a disk of its own,
// the first one's local file kept when there was one.
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { engineTest } from '../../../../test-support/engines.ts';
import { temporaryDir } from '../../../../test-support/testFiles.ts';
import { loadSigningKeys } from './signingKeys.ts';

const kids = (keySet: { keys: Array<{ kid?: string }> }) => keySet.keys.map((key) => key.kid);

engineTest('every server copy signs with the same key, kept across restarts', async ({ engine, open }) => {
  const [first, second] = [await open(), await open()];
  const [diskA, diskB] = [temporaryDir('keys-a'), temporaryDir('keys-b')];
  // Two copies starting at the same moment, each on its own disk.
  const [a, b] = await Promise.all([loadSigningKeys(diskA, first), loadSigningKeys(engine === 'sqlite' ? diskA : diskB, second)]);
  assert.equal(a.keys[0]?.kty, 'RSA');
  assert.ok(a.keys[0]?.d, 'the private part is kept');
  assert.deepEqual(kids(b), kids(a));
  assert.deepEqual(kids(await loadSigningKeys(diskA, first)), kids(a), 'the same after a restart');
  // On SQLite the file is the key set; on PostgreSQL the copies' disks hold nothing of it.
  assert.equal(fs.existsSync(path.join(diskA, 'oidc-jwks.json')), engine === 'sqlite');
  assert.equal(fs.existsSync(path.join(diskB, 'oidc-jwks.json')), false);
});

engineTest('a site that had a key file beside its database keeps that key', async ({ engine, open }) => {
  const disk = temporaryDir('keys-file');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = { ...privateKey.export({ format: 'jwk' }), kid: 'from-the-file', alg: 'RS256', use: 'sig' };
  fs.writeFileSync(path.join(disk, 'oidc-jwks.json'), JSON.stringify({ keys: [key] }));
  assert.deepEqual(kids(await loadSigningKeys(disk, await open())), ['from-the-file']);
  // On PostgreSQL a copy on another disk gets it too (on SQLite the copies share the machine's folder).
  if (engine === 'postgres') assert.deepEqual(kids(await loadSigningKeys(temporaryDir('keys-other'), await open())), ['from-the-file']);
});
