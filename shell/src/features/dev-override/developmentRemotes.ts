// Which remotes this browser's release manifest names at a developer's dev build (devOverride.ts).
// Apart from the rest, which is fetched only when there is one: no reader's page has any.
import type { ReleaseManifest, RemoteName } from '@oap/contracts/federation/contract.ts';

/** The build id the server gives a remote served by a developer's dev server. */
export const developmentBuild = 'dev';

export function developmentRemotes(manifest: ReleaseManifest): Array<{ remote: RemoteName; url: string }> {
  return (Object.entries(manifest.remotes) as Array<[RemoteName, ReleaseManifest['remotes'][RemoteName]]>)
    .filter(([, release]) => release.build === developmentBuild)
    .map(([remote, release]) => ({ remote, url: release.manifestUrl }));
}
