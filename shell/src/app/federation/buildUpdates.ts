// Reacts to deployments and failed page parts (spec 4 "Build updates", spec 8): a route error while
// a newer build is known reloads the page at its path; a remote that fails to load reloads the page
// too, at most once per 10 seconds per path, before the error page is left standing.
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { startBuildVersionPoller, type BuildVersionPoller } from '@oap/shared/releases/buildVersionPoller.ts';
import { reloadOncePerGuard } from '@oap/shared/releases/reloadGuard.ts';
import { RemoteUnavailableError } from './remoteRoutes.ts';

let poller: BuildVersionPoller | null = null;

export function watchForNewBuilds(initial: ReleaseManifest): void {
  poller?.stop();
  poller = startBuildVersionPoller(initial);
}

/** Returns true when the page is being reloaded, so the caller need not render the error. */
export function recoverFromRouteError(error: unknown, path: string): boolean {
  if (poller?.isNewerBuildKnown() || error instanceof RemoteUnavailableError) {
    return reloadOncePerGuard(path);
  }
  return false;
}

/**
 * A remote page that threw while rendering (caught by its boundary): reloaded at the reader's
 * address only when a newer build is known, which may well not throw; otherwise the error page stays.
 */
export function recoverFromPageCrash(): boolean {
  if (!poller?.isNewerBuildKnown() || typeof window === 'undefined') return false;
  return reloadOncePerGuard(`${window.location.pathname}${window.location.search}`);
}
