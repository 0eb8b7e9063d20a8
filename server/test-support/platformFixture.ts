// Builds a real server over temporary folders: a shell document and remote builds written to disk,
// published through the real release registry, over a database of its own on the suite's engine (a
// SQLite file, or PostgreSQL with TEST_ENGINE=postgres: testEngine.ts). Used by the platform tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames, federationName, type RemoteName } from '@oap/contracts/federation/contract.ts';
import { buildApp, type AppDependencies } from '../src/app/buildApp.ts';
import { readConfig, type ServerConfig } from '../src/app/config.ts';
import type { RegistryOptions, ReleaseRegistry } from '../src/features/releases/registry.ts';
import { openSiteRegistry, withSiteRegistry } from '../src/features/releases/siteRegistry.ts';
import { testDatabase, type TestDatabase } from './testDatabase.ts';

export function temporaryDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `oap-${prefix}-`));
}

/** The database of each test registry's folder (testDatabase.ts), made when the folder is first opened. */
const registryDatabases = new Map<string, Promise<TestDatabase>>();

/**
 * A registry over a temporary folder and a database of its own (a file beside it, `<dir>.sqlite`, or a
 * PostgreSQL database): opened again on the same folder, it is the same registry (a restart, another
 * server copy).
 */
export async function openTestRegistry(dir: string = temporaryDir('registry'), options: RegistryOptions = {}): Promise<ReleaseRegistry> {
  return openSiteRegistry(dir, (await testRegistryDatabase(dir)).config, options);
}

/** The database of the test registry in `dir` (for another process opening the same registry). */
export function testRegistryDatabase(dir: string): Promise<TestDatabase> {
  let database = registryDatabases.get(dir);
  if (!database) {
    database = testDatabase(`${dir}.sqlite`);
    registryDatabases.set(dir, database);
  }
  return database;
}

/** Writes a minimal but real remote build (what rspack emits, reduced to the files that matter). */
export function writeRemoteBuild(dir: string, remote: RemoteName, chunkText: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: federationName(remote), name: federationName(remote), metaData: { publicPath: 'auto' } }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${federationName(remote)} = {};`);
  fs.writeFileSync(path.join(dir, '123.abcdef1234.js'), chunkText);
  return dir;
}

export function writeShellDist(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!DOCTYPE html><html lang="en"><head><title>Publisher of Open Access Journals | Meridian Open Science</title><!--oap-head--><script defer src="/static/shell/main.0123456789.js"></script></head><body><div id="root"></div><!--oap-state--></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log("shell");');
  return dir;
}

export async function platformApp(options: Partial<AppDependencies> = {}) {
  const base = temporaryDir('platform');
  const database = await testDatabase(path.join(base, 'publisher.sqlite'));
  const config: ServerConfig = {
    ...readConfig({}),
    releasesDir: path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    ...database.config,
    logLevel: 'silent',
  };
  config.mail = { ...config.mail, outboxDir: path.join(base, 'outbox') };
  await withSiteRegistry(config.releasesDir, config, async (registry) => {
    for (const remote of remoteNames) {
      const { id } = await registry.publish(remote, writeRemoteBuild(path.join(base, 'dist', remote), remote, `/* ${remote} v1 */`));
      await registry.promote(remote, id);
    }
  });
  const app = await buildApp({ config, ...options });
  // The server's own registry: a change made through it is what the server serves at once. The
  // database, for the test's own handle on its rows (database.rows()); closed when the test process ends.
  return { app, config, registry: app.releaseRegistry, base, database };
}
