// The stylesheets a server-rendered page needs before any script runs: the page's remote's. A build
// of today's configuration has one (its `styles` chunk, named by styles.json). An older build still
// in the registry (one a rollback may bring back) has one file per chunk: those are read from its
// mf-manifest.json (the CSS of its exposed ./routes, its pages and its shared modules).
// Cached per build (builds are immutable).
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemoteRelease } from '@oap/contracts/federation/contract.ts';
import { readStylesManifest, type Stylesheet } from '../../features/releases/stylesManifest.ts';

interface ManifestAssets {
  css?: { sync?: string[]; async?: string[] };
}
interface MfManifest {
  exposes?: Array<{ name?: string; path?: string; assets?: ManifestAssets }>;
  shared?: Array<{ assets?: ManifestAssets }>;
}

const cache = new Map<string, Stylesheet[]>();

function fromFederationManifest(buildDir: string, urlPrefix: string): Stylesheet[] {
  let manifest: MfManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as MfManifest;
  } catch {
    return [];
  }
  const files = new Set<string>();
  const add = (assets: ManifestAssets | undefined) => {
    for (const file of [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])]) files.add(file);
  };
  for (const expose of manifest.exposes ?? []) if (expose.name === 'routes' || expose.path === './routes') add(expose.assets);
  for (const shared of manifest.shared ?? []) add(shared.assets);
  return [...files]
    .filter((file) => /^[\w./-]+\.css$/.test(file) && !file.includes('..'))
    .map((file) => ({ href: `${urlPrefix}${file.replace(/^\.?\//, '')}` }));
}

export function remoteStylesheets(releasesDir: string, remote: RemoteName, release: RemoteRelease): Stylesheet[] {
  const key = `${remote}/${release.build}`;
  const known = cache.get(key);
  if (known) return known;
  const buildDir = path.join(releasesDir, remote, release.build);
  const urlPrefix = `/remotes/${remote}/${release.build}/`;
  const styles = readStylesManifest(buildDir, urlPrefix);
  const sheets = styles ? [styles] : fromFederationManifest(buildDir, urlPrefix);
  if (cache.size > 200) cache.clear();
  cache.set(key, sheets);
  return sheets;
}
