// The routes the site answers: each remote's active build declares the routes inside its
// family in its build-metadata.json, published and promoted with the build; the shell adds its
// redirects (@oap/contracts routing/releaseRoutes.ts). The page handler resolves 200/301/404 by the
// builds of the reader's page, robots.txt and the sitemaps by the promoted builds; a promote or a
// rollback changes them at the next request, with no restart.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildMetadataFile, type BuildMetadata, type BuildRouteRule } from '@oap/contracts/federation/buildMetadata.ts';
import type { ReleaseManifest, RemoteName, RemoteRelease } from '@oap/contracts/federation/contract.ts';
import { checkBuildRoutes, routeSetForReleases } from '@oap/contracts/routing/releaseRoutes.ts';
import { isRedirectRule } from '@oap/contracts/routing/routeTable.ts';
import type { RouteSet } from '@oap/contracts/routing/routeSet.ts';
import type { ReleaseRegistry } from '../features/releases/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes of the promoted builds (robots.txt, sitemaps). */
    activeRoutes: () => RouteSet;
  }
}

// A build folder never changes (its name is its content's hash): its routes are read once.
const routesByBuild = new Map<string, readonly BuildRouteRule[] | null>();

/**
 * The routes a build's metadata declares, or null for a build that declares none (the registry
 * refuses such a build: registryBuilds.ts). Entries outside the family are reported once.
 */
export function buildRoutes(releasesDir: string, remote: RemoteName, build: string, log?: (message: string) => void): readonly BuildRouteRule[] | null {
  const key = `${releasesDir}\n${remote}\n${build}`;
  if (routesByBuild.has(key)) return routesByBuild.get(key)!;
  let routes: readonly BuildRouteRule[] | null = null;
  try {
    const metadata = JSON.parse(fs.readFileSync(path.join(releasesDir, remote, build, buildMetadataFile), 'utf8')) as Partial<BuildMetadata>;
    if (Array.isArray(metadata.routes)) {
      routes = metadata.routes;
      for (const problem of checkBuildRoutes(remote, routes).problems) log?.(`build ${build}: ${problem}`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log?.(`build ${build} of ${remote}: ${buildMetadataFile} could not be read: ${(error as Error).message}`);
  }
  routesByBuild.set(key, routes);
  return routes;
}

// Each shell build's refused redirects are reported once (per build and allow-list).
const redirectsReported = new Set<string>();

/** Names, once, each redirect of the shell's build that is not followed (a target off the site on a host REDIRECT_HOSTS does not name). */
function reportRefusedRedirects(manifest: ReleaseManifest, log: (message: string) => void): void {
  const shell = manifest.shell;
  if (!shell?.redirects) return;
  const hosts = shell.redirectHosts ?? [];
  const key = `${shell.build}\n${hosts.join(',')}`;
  if (redirectsReported.has(key)) return;
  redirectsReported.add(key);
  for (const rule of shell.redirects) {
    const followed: boolean = isRedirectRule(rule as unknown, hosts);
    if (!followed) log(`shell build ${shell.build}: the redirect from ${JSON.stringify(rule.path)} to ${JSON.stringify(rule.to)} is not followed: its target is neither a site path nor on a host REDIRECT_HOSTS names.`);
  }
}

/** The manifest with each release's routes from its build's metadata (what the page carries to the shell). */
export function withBuildRoutes(manifest: ReleaseManifest, releasesDir: string, log?: (message: string) => void): ReleaseManifest {
  if (log) reportRefusedRedirects(manifest, log);
  const remotes = {} as Record<RemoteName, RemoteRelease>;
  for (const [remote, release] of Object.entries(manifest.remotes) as [RemoteName, RemoteRelease][]) {
    const routes = release.routes ?? buildRoutes(releasesDir, remote, release.build, log);
    remotes[remote] = routes ? { ...release, routes } : release;
  }
  return { ...manifest, remotes };
}

/** The route set of a manifest's builds (cached by their ids); a build that declares no routes has no pages. */
export function releaseRouteSet(manifest: ReleaseManifest, releasesDir: string, log?: (message: string) => void): RouteSet {
  return routeSetForReleases(withBuildRoutes(manifest, releasesDir, log));
}

/** Gives the app `activeRoutes()`: the routes of the promoted builds, read again after a promote. */
export function installActiveRoutes(app: FastifyInstance, registry: ReleaseRegistry): void {
  const log = (message: string) => app.log.warn(message);
  app.decorate('activeRoutes', () => releaseRouteSet(registry.manifest(), registry.dir, log));
}
