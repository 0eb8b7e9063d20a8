// Loads a remote's route modules at run time. Remotes are registered from the release manifest the
// server inlines into the page, so no remote address or version is compiled into the shell. Retry
// and fallback are federation runtime plugins (retryPlugin.ts: the entry is fetched again;
// lastKnownGoodPlugin.ts: then the remote's last known good build); what still fails reaches the
// route's error page as a RemoteUnavailableError. Each loaded page renders inside its remote's own
// error boundary, and reads its payload file when it is prerendered (pagePayloads.ts).
import { createElement, type ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, remoteEntryUrl, type ReleaseManifest, type RemoteName, type RemoteRouteMap, type LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import { RemoteErrorBoundary } from '../../features/error-page/RemoteErrorBoundary.tsx';
import { buildInUse, setPageRemote, setReleaseManifest } from '../../runtime/releaseState.ts';
import { remoteRetryPlugin } from '../../runtime/retryPlugin.ts';
import { lastKnownGoodPlugin } from '../../runtime/lastKnownGoodPlugin.ts';
import { prerenderedPaths, withPagePayload } from '../../runtime/pagePayloads.ts';
import { recoverFromPageCrash } from '../../runtime/buildUpdates.ts';
import { RemoteUnavailableError } from '../../runtime/remoteUnavailable.ts';

const routeMaps = new Map<RemoteName, Promise<RemoteRouteMap>>();
const routeModules = new Map<string, LoadedRouteModule>();
const routeRemotes = new Map<string, RemoteName>();
let pluginsRegistered = false;

/** Registers (or re-registers, after a release) the remotes; pages load from the new builds from then on. */
export function registerReleaseManifest(releases: ReleaseManifest): void {
  if (!pluginsRegistered) {
    pluginsRegistered = true;
    // Order matters: the retries run inside the entry's load; the fallback hears of what still failed.
    registerPlugins([remoteRetryPlugin(), lastKnownGoodPlugin()]);
  }
  setReleaseManifest(releases);
  routeMaps.clear();
  routeModules.clear();
  registerRemotes(
    Object.values(releases.remotes).map((release) => ({ name: release.name, entry: remoteEntryUrl(release.manifestUrl) })),
    { force: true },
  );
}

async function loadRouteMap(remote: RemoteName): Promise<RemoteRouteMap> {
  if (!buildInUse(remote)) throw new RemoteUnavailableError(remote, new Error('not in the release manifest'));
  const request = `${federationName(remote)}/routes`;
  try {
    const exposed = await loadRemote<{ default: RemoteRouteMap }>(request);
    if (!exposed?.default) throw new Error(`${request} exposes no route map`);
    return exposed.default;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}

/** The page's component inside its remote's error boundary, tagged with the build that rendered it. */
function insideBoundary(remote: RemoteName, Page: ComponentType): ComponentType {
  const build = buildInUse(remote);
  function RemotePageWithBoundary() {
    setPageRemote(remote);
    return createElement(RemoteErrorBoundary, { remote, build, onError: recoverFromPageCrash, children: createElement(Page) });
  }
  RemotePageWithBoundary.displayName = `Boundary(${remote})`;
  return RemotePageWithBoundary;
}

/** The route module for a route name, loading its remote on first use. */
export async function loadRouteModule(remote: RemoteName, routeName: string): Promise<LoadedRouteModule> {
  const cached = routeModules.get(routeName);
  if (cached) return cached;
  let routeMap = routeMaps.get(remote);
  if (!routeMap) {
    routeMap = loadRouteMap(remote);
    // While the page's own chunk downloads: its loader then asks whether its path is prerendered
    // (after the entry, not beside it, so a first page's entry has the connection to itself).
    void routeMap.then(() => prerenderedPaths(remote), () => undefined);
    routeMaps.set(remote, routeMap);
    // A failed load must not be remembered: the next navigation tries again.
    routeMap.catch(() => routeMaps.delete(remote));
  }
  const loadPage = (await routeMap)[routeName];
  if (!loadPage) throw new RemoteUnavailableError(remote, new Error(`${remote} has no route ${routeName}`));
  let loaded: LoadedRouteModule;
  try {
    loaded = await loadPage();
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  const module: LoadedRouteModule = {
    ...loaded,
    Component: insideBoundary(remote, loaded.Component),
    ...(loaded.loader ? { loader: withPagePayload(remote, loaded.loader) } : {}),
  };
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
