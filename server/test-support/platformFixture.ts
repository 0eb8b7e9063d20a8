// Builds a real server over temporary folders: a shell document and remote builds written to disk,
// published through the real release registry, over a database of its own on the suite's engine (a
// SQLite file, or PostgreSQL with TEST_ENGINE=postgres: testEngine.ts). Used by the platform tests.
import path from 'node:path';
import { remoteNames } from '@oap/contracts/federation/contract.ts';
import { buildApp, type AppDependencies } from '../src/app/buildApp.ts';
import { readConfig, type ServerConfig } from '../src/app/config.ts';
import type { RegistryOptions, ReleaseRegistry } from '../src/features/releases/registry.ts';
import { openSiteRegistry, withSiteRegistry } from '../src/features/releases/siteRegistry.ts';
import { testDatabase, type TestDatabase } from './testDatabase.ts';
import { temporaryDir, writeRemoteBuild, writeShellDist } from './testFiles.ts';
import { pinnedLimitsClock } from './rateWindows.ts';

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

/**
 * Publishes a minimal build of every remote (its routes: this tree's table) into the config's registry
 * and makes them active, as `npm start` does with the real builds: the site routes by its builds alone.
 * On a registry whose database another copy already filled, only the files are placed.
 */
export async function releaseTestBuilds(config: Pick<ServerConfig, 'releasesDir' | 'databasePath' | 'databaseUrl'>, base: string): Promise<void> {
  await withSiteRegistry(config.releasesDir, config as ServerConfig, async (registry) => {
    const builds: Partial<Record<(typeof remoteNames)[number], string>> = {};
    for (const remote of remoteNames) builds[remote] = (await registry.publish(remote, writeRemoteBuild(path.join(base, 'dist', remote), remote, `/* ${remote} v1 */`))).id;
    await registry.promoteTogether(builds);
  });
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
  await releaseTestBuilds(config, base);
  const app = await buildApp({ config, limitsClock: pinnedLimitsClock(), ...options });
  // The server's own registry: a change made through it is what the server serves at once. The
  // database, for the test's own handle on its rows (database.rows()); closed when the test process ends.
  return { app, config, registry: app.releaseRegistry, base, database };
}
