// Loads a remote's route modules at run time. Remotes are registered from the release manifest the
// server inlines into the page, so no remote address or version is compiled into the shell. A failed
// load is retried once, then the remote's last known good build is tried before giving up.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, remoteEntryUrl, type ReleaseManifest, type RemoteName, type RemoteRouteMap, type LoadedRouteModule } from '@oap/contracts/federation/contract.ts';

let manifest: ReleaseManifest | null = null;
const routeMaps = new Map<RemoteName, Promise<RemoteRouteMap>>();
const routeModules = new Map<string, LoadedRouteModule>();
const routeRemotes = new Map<string, RemoteName>();

/** Registers (or re-registers, after a release) the remotes; pages load from the new builds from then on. */
export function registerReleaseManifest(releases: ReleaseManifest): void {
  manifest = releases;
  routeMaps.clear();
  routeModules.clear();
  registerRemotes(
    Object.values(releases.remotes).map((release) => ({ name: release.name, entry: remoteEntryUrl(release.manifestUrl) })),
    { force: true },
  );
}

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, cause: unknown) {
    super(`The ${remote} part of the site could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

async function loadRouteMap(remote: RemoteName): Promise<RemoteRouteMap> {
  const release = manifest?.remotes[remote];
  if (!release) throw new RemoteUnavailableError(remote, new Error('not in the release manifest'));
  const request = `${federationName(remote)}/routes`;
  const attempt = async () => {
    const exposed = await loadRemote<{ default: RemoteRouteMap }>(request);
    if (!exposed?.default) throw new Error(`${request} exposes no route map`);
    return exposed.default;
  };
  try {
    return await attempt();
  } catch (firstError) {
    try {
      return await attempt();
    } catch {
      if (release.lastKnownGood && release.lastKnownGood.build !== release.build) {
        registerRemotes([{ name: release.name, entry: remoteEntryUrl(release.lastKnownGood.manifestUrl) }], { force: true });
        try {
          return await attempt();
        } catch {
          // fall through to the error below
        }
      }
      throw new RemoteUnavailableError(remote, firstError);
    }
  }
}

/** The route module for a route name, loading its remote on first use. */
export async function loadRouteModule(remote: RemoteName, routeName: string): Promise<LoadedRouteModule> {
  const cached = routeModules.get(routeName);
  if (cached) return cached;
  let routeMap = routeMaps.get(remote);
  if (!routeMap) {
    routeMap = loadRouteMap(remote);
    routeMaps.set(remote, routeMap);
    // A failed load must not be remembered: the next navigation tries again.
    routeMap.catch(() => routeMaps.delete(remote));
  }
  const loadPage = (await routeMap)[routeName];
  if (!loadPage) throw new RemoteUnavailableError(remote, new Error(`${remote} has no route ${routeName}`));
  let module: LoadedRouteModule;
  try {
    module = await loadPage();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  routeModules.set(routeName, module);
  routeRemotes.set(routeName, remote);
  return module;
}

/** Drops what was loaded from a remote, so the next load asks its container again (development hot updates). */
export function forgetRemote(remote: RemoteName): void {
  routeMaps.delete(remote);
  for (const [routeName, owner] of routeRemotes) {
    if (owner !== remote) continue;
    routeModules.delete(routeName);
    routeRemotes.delete(routeName);
  }
}

/** The module a loader already fetched, for the route's component to render. */
export function loadedRouteModule(routeName: string): LoadedRouteModule | undefined {
  return routeModules.get(routeName);
}
