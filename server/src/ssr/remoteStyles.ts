// The stylesheets a server-rendered page needs before any script runs: the CSS that the page's
// remote (its exposed ./routes, its pages and its shared modules) would load in the browser, read
// from the browser build's mf-manifest.json in the registry. Cached per build (builds are immutable).
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName, RemoteRelease } from '@oap/contracts/federation/contract.ts';

interface ManifestAssets {
  css?: { sync?: string[]; async?: string[] };
}
interface MfManifest {
  exposes?: Array<{ name?: string; path?: string; assets?: ManifestAssets }>;
  shared?: Array<{ assets?: ManifestAssets }>;
}

const cache = new Map<string, string[]>();

export function remoteStylesheets(releasesDir: string, remote: RemoteName, release: RemoteRelease): string[] {
  const key = `${remote}/${release.build}`;
  const known = cache.get(key);
  if (known) return known;
  let manifest: MfManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(releasesDir, remote, release.build, 'mf-manifest.json'), 'utf8')) as MfManifest;
  } catch {
    return [];
  }
  const files = new Set<string>();
  const add = (assets: ManifestAssets | undefined) => {
    for (const file of [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])]) files.add(file);
  };
  for (const expose of manifest.exposes ?? []) if (expose.name === 'routes' || expose.path === './routes') add(expose.assets);
  for (const shared of manifest.shared ?? []) add(shared.assets);
  const urls = [...files].filter((file) => /^[\w./-]+\.css$/.test(file) && !file.includes('..')).map((file) => `/remotes/${remote}/${release.build}/${file.replace(/^\.?\//, '')}`);
  if (cache.size > 200) cache.clear();
  cache.set(key, urls);
  return urls;
}
