// Client-side navigation to a prerendered page (spec 7.5): the page's data comes as one cached
// payload file, put into the page's QueryClient before the page's loader runs, so the loader's
// ensureQueryData calls find their data instead of calling the API one by one. Which paths are
// prerendered is read from the build-metadata.json of the remote's build in use.
import { hydrate } from '@tanstack/react-query';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import { pagePayloadUrl, type PagePayload } from '@oap/shared/releases/pagePayload.ts';
import { buildMetadataFile, type BuildMetadata } from '@oap/contracts/federation/buildMetadata.ts';
import type { PageLoader, RemoteName } from '@oap/contracts/federation/contract.ts';
import { buildInUse, releaseOf } from './releaseState.ts';

const prerenderedByBuild = new Map<string, Promise<ReadonlySet<string>>>();
const none: ReadonlySet<string> = new Set();

/** The metadata file beside a build's mf-manifest.json (same folder, same build). */
function metadataUrl(manifestUrl: string): string {
  return manifestUrl.replace(/mf-manifest\.json(?=$|[?#])/, buildMetadataFile);
}

/** The prerendered paths of the remote's build in use; none when its metadata cannot be read. */
export function prerenderedPaths(remote: RemoteName): Promise<ReadonlySet<string>> {
  const release = releaseOf(remote);
  const build = buildInUse(remote);
  if (!release || !build) return Promise.resolve(none);
  const manifestUrl = build === release.build ? release.manifestUrl : release.lastKnownGood?.manifestUrl;
  if (!manifestUrl) return Promise.resolve(none);
  const key = `${remote}@${build}`;
  let paths = prerenderedByBuild.get(key);
  if (!paths) {
    paths = fetch(metadataUrl(manifestUrl), { headers: { accept: 'application/json' } })
      .then(async (response) => (response.ok ? new Set(((await response.json()) as Partial<BuildMetadata>).prerendered ?? []) : none))
      // A file that cannot be fetched just now: the page's loader fetches its data as usual.
      .catch(() => none);
    prerenderedByBuild.set(key, paths);
  }
  return paths;
}

/** Puts a prerendered page's payload into the QueryClient; returns whether it did. Never throws: the loader fetches as usual. */
export async function applyPagePayload(remote: RemoteName, request: Request): Promise<boolean> {
  const url = new URL(request.url);
  // The payload is the page at its bare address: a query string (a search, a page number) changes the data.
  if (url.search) return false;
  if (!(await prerenderedPaths(remote)).has(url.pathname)) return false;
  try {
    const response = await fetch(pagePayloadUrl(url.pathname), { headers: { accept: 'application/json' }, signal: request.signal });
    if (!response.ok) return false;
    const payload = (await response.json()) as PagePayload;
    hydrate(queryClient, payload.queries);
    return true;
  } catch {
    return false;
  }
}

/** The page's loader, reading the payload file first when the page is prerendered. */
export function withPagePayload(remote: RemoteName, loader: PageLoader): PageLoader {
  return async (args) => {
    await applyPagePayload(remote, args.request);
    return loader(args);
  };
}
