// The e2e server's release registry, for specs that change it as `release ... --local` changes a
// server's: the build files in its RELEASES_DIR, the registry in its database (playwright.config.ts).
// The server reads another process's change within a second (it polls the registry's version, issue
// 24), so a spec waits for the server to serve a change before it asks for pages of it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { e2eDatabasePath } from '../playwright.config.ts';
import type { ReleaseRegistry } from '../../server/src/features/releases/registry.ts';
import { openSiteRegistry } from '../../server/src/features/releases/siteRegistry.ts';
import { expect } from './fixtures.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** RELEASES_DIR as the server reads it (relative to the repository), else var/releases. */
export const releasesDir = path.resolve(repositoryRoot, process.env.RELEASES_DIR ?? 'var/releases');
export const e2eDatabaseFile = path.resolve(repositoryRoot, e2eDatabasePath);

/** The registry of the e2e server's database; close it when done. */
export function openE2eRegistry(): Promise<ReleaseRegistry> {
  return openSiteRegistry(releasesDir, e2eDatabaseFile);
}

/** Resolves once the server's release manifest gives `remote` the build `build` (within a few seconds). */
export async function untilServed(request: APIRequestContext, remote: string, build: string): Promise<void> {
  const served = async () => ((await (await request.get('/api/releases/manifest')).json()) as { remotes: Record<string, { build: string } | undefined> }).remotes[remote]?.build;
  await expect.poll(served, { message: `the server serves ${remote} build ${build}`, timeout: 5000 }).toBe(build);
}
