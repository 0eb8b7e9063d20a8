// The prerendered paths of the active builds (spec 7.5): each build lists its own in the
// build-metadata.json beside its mf-manifest.json. Read once per build (a build never changes).
import fs from 'node:fs';
import path from 'node:path';
import { buildMetadataFile, type BuildMetadata } from '@oap/contracts/federation/buildMetadata.ts';
import type { ReleaseManifest, RemoteName } from '@oap/contracts/federation/contract.ts';

export class PrerenderedPaths {
  private readonly byBuild = new Map<string, readonly string[]>();

  private readonly releasesDir: string;

  constructor(releasesDir: string) {
    this.releasesDir = releasesDir;
  }

  private pathsOf(remote: RemoteName, build: string): readonly string[] {
    const key = `${remote}/${build}`;
    let paths = this.byBuild.get(key);
    if (!paths) {
      try {
        const metadata = JSON.parse(fs.readFileSync(path.join(this.releasesDir, remote, build, buildMetadataFile), 'utf8')) as Partial<BuildMetadata>;
        paths = Array.isArray(metadata.prerendered) ? metadata.prerendered.filter((entry): entry is string => typeof entry === 'string' && entry.startsWith('/')) : [];
      } catch {
        // A build published before build-metadata.json existed prerenders nothing.
        paths = [];
      }
      this.byBuild.set(key, paths);
    }
    return paths;
  }

  /** The remote whose active build prerenders `pagePath`, or null. */
  remoteOf(manifest: ReleaseManifest, pagePath: string): RemoteName | null {
    for (const [remote, release] of Object.entries(manifest.remotes) as [RemoteName, ReleaseManifest['remotes'][RemoteName]][]) {
      if (this.pathsOf(remote, release.build).includes(pagePath)) return remote;
    }
    return null;
  }
}
