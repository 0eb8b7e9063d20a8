// Reacts to deployments and failed page parts (spec 4 "Build updates", spec 8): a route error while
// a newer build is known reloads the page at its path; a remote that fails to load reloads the page
// too, at most once per 10 seconds per path, before the error page is left standing. A navigation
// within the page also asks (at most every 30 s) whether a build was promoted since the page
// loaded, and if so loads the target as a new document: a reader sees a promote on their next
// click, not an hour later, and never mixes the old shell with a new remote's route table.
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { startBuildVersionPoller, type BuildVersionPoller } from '@oap/shared/releases/buildVersionPoller.ts';
import { reloadOncePerGuard } from '@oap/shared/releases/reloadGuard.ts';
import { RemoteUnavailableError } from './remoteUnavailable.ts';

let poller: BuildVersionPoller | null = null;
let lastAsked = 0;

/** How often a navigation may ask for the latest-build file (a few hundred bytes, usually a 304). */
export const navigationCheckMs = 30_000;
/** How long a navigation waits for that answer before going on with the builds it has. */
const navigationCheckWaitMs = 400;

export function watchForNewBuilds(initial: ReleaseManifest, now = Date.now()): void {
  poller?.stop();
  poller = startBuildVersionPoller(initial);
  lastAsked = now;
}

/**
 * Before a client-side navigation to `target` (a site path): when a newer build is known, or the
 * latest-build file says so now, the target is loaded as a new document (once per 10 s per path, the
 * reload guard) and the returned promise never settles, so the old page is not rendered meanwhile.
 */
export async function loadDocumentIfNewerBuild(target: string, now = Date.now()): Promise<void> {
  if (!poller) return;
  if (!poller.isNewerBuildKnown() && now - lastAsked >= navigationCheckMs) {
    lastAsked = now;
    await Promise.race([poller.check(), new Promise((resolve) => setTimeout(resolve, navigationCheckWaitMs))]);
  }
  if (poller.isNewerBuildKnown() && reloadOncePerGuard(target)) await new Promise<never>(() => {});
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
