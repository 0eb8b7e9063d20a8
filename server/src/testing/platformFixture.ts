// Builds a real server over temporary folders: a shell document and remote builds written to disk,
// published through the real release registry. Used by the platform tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames, federationName, type RemoteName } from '@oap/contracts/federation/contract.ts';
import { buildApp, type AppDependencies } from '../app.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import type { RegistryOptions, ReleaseRegistry } from '../releases/registry.ts';
import { openSiteRegistry, withSiteRegistry } from '../releases/siteRegistry.ts';

export function temporaryDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `oap-${prefix}-`));
}

/** Writes a minimal but real remote build (what rspack emits, reduced to the files that matter). */
/**
 * A registry over a temporary folder and a database file of its own beside it (`<dir>.sqlite`): opened
 * again on the same folder, it is the same registry (a restart, another server copy).
 */
export function openTestRegistry(dir: string = temporaryDir('registry'), options: RegistryOptions = {}): Promise<ReleaseRegistry> {
  return openSiteRegistry(dir, `${dir}.sqlite`, options);
}

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
    '<!DOCTYPE html><html lang="en"><head><title>Publisher of Open Access Journals | the product</title><!--oap-head--><script defer src="/static/shell/main.0123456789.js"></script></head><body><div id="root"></div><!--oap-state--></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log("shell");');
  return dir;
}

export async function platformApp(options: Partial<AppDependencies> = {}) {
  const base = temporaryDir('platform');
  const config: ServerConfig = {
    ...readConfig({}),
    releasesDir: path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    databasePath: path.join(base, 'publisher.sqlite'),
    logLevel: 'silent',
  };
  config.mail = { ...config.mail, outboxDir: path.join(base, 'outbox') };
  await withSiteRegistry(config.releasesDir, config.databasePath, async (registry) => {
    for (const remote of remoteNames) {
      const { id } = await registry.publish(remote, writeRemoteBuild(path.join(base, 'dist', remote), remote, `/* ${remote} v1 */`));
      await registry.promote(remote, id);
    }
  });
  const app = await buildApp({ config, ...options });
  // The server's own registry: a change made through it is what the server serves at once.
  return { app, config, registry: app.releaseRegistry, base };
}
