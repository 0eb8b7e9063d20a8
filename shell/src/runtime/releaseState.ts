// Which build of each remote this page runs: the release manifest's active build, or its last known
// good build once the fallback plugin has switched to it. Monitoring tags every error event with it,
// and the payload files are looked up for it.
import { federationName, remoteNames, type ReleaseManifest, type RemoteName, type RemoteRelease } from '@oap/contracts/federation/contract.ts';

let manifest: ReleaseManifest | null = null;
const fallenBack = new Map<RemoteName, string>();
let pageRemote: RemoteName | null = null;

export function setReleaseManifest(releases: ReleaseManifest): void {
  manifest = releases;
  fallenBack.clear();
}

export function releaseOf(remote: RemoteName): RemoteRelease | undefined {
  return manifest?.remotes[remote];
}

/** The remote whose federation container is `name` (mf_journal), from a request id too (mf_journal/routes). */
export function remoteOfContainer(nameOrRequest: string): RemoteName | undefined {
  const name = nameOrRequest.split('/')[0];
  return remoteNames.find((remote) => federationName(remote) === name);
}

/** The remote now runs its last known good build. */
export function markFallback(remote: RemoteName, build: string): void {
  fallenBack.set(remote, build);
}

export function hasFallenBack(remote: RemoteName): boolean {
  return fallenBack.has(remote);
}

/** The build of `remote` this page loads, or undefined when the release manifest does not name the remote. */
export function buildInUse(remote: RemoteName): string | undefined {
  return fallenBack.get(remote) ?? manifest?.remotes[remote]?.build;
}

/** The remote of the page on screen (its route module was loaded last for it). */
export function setPageRemote(remote: RemoteName | null): void {
  pageRemote = remoteNames.includes(remote as RemoteName) ? remote : null;
}

export function currentPageRemote(): RemoteName | null {
  return pageRemote;
}

/** Every remote of the page and its build, "mf-journal" -> "3f2a…" (the fallback build where one was taken). */
export function buildsInUse(): Record<string, string> {
  const builds: Record<string, string> = {};
  if (manifest?.shell?.build) builds['shell'] = manifest.shell.build;
  for (const remote of remoteNames) {
    const build = buildInUse(remote);
    if (build) builds[remote] = build;
  }
  return builds;
}
