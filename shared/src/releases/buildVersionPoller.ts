// Detects new deployments (spec 7.5 and 9.3): polls the latest-build file hourly and remembers
// whether any part of the site (the shell or a remote) has a newer build than the page was started
// with. The latest-build file is a few hundred bytes with an ETag, so most polls are a 304.
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';

export const buildPollIntervalMs = 3_600_000;

/** Spec 7.5's latest-build file: the current build of the shell and of every remote. */
export const latestBuildEndpoint = '/api/releases/latest';

export interface LatestBuilds {
  shell?: string;
  remotes: Readonly<Record<string, string>>;
}

/** The builds a release manifest names, as the latest-build file names them. */
export function latestBuildsOf(manifest: Pick<ReleaseManifest, 'remotes' | 'shell'>): LatestBuilds {
  const remotes: Record<string, string> = {};
  for (const [remote, release] of Object.entries(manifest.remotes)) remotes[remote] = release.build;
  return manifest.shell?.build ? { shell: manifest.shell.build, remotes } : { remotes };
}

export function buildSignature(builds: LatestBuilds): string {
  const remotes = Object.entries(builds.remotes)
    .map(([remote, build]) => `${remote}@${build}`)
    .sort();
  return [`shell@${builds.shell ?? ''}`, ...remotes].join(' ');
}

export interface BuildVersionPoller {
  /** True once a poll has seen a build different from the one the page started with. */
  isNewerBuildKnown(): boolean;
  /** Polls now (also called on a timer). */
  check(): Promise<boolean>;
  stop(): void;
}

/** Fetches the latest-build file, revalidating with the ETag of the last answer (a 304 means: unchanged). */
function latestBuildFetcher(url: string): () => Promise<LatestBuilds | null> {
  let last: { etag: string; builds: LatestBuilds } | null = null;
  return async () => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (last) headers['if-none-match'] = last.etag;
    // no-cache, not no-store: the browser may keep the file and ask whether it changed.
    const response = await fetch(url, { cache: 'no-cache', headers });
    if (response.status === 304 && last) return last.builds;
    if (!response.ok) throw new Error(`latest-build file: HTTP ${response.status}`);
    const builds = (await response.json()) as LatestBuilds;
    const etag = response.headers.get('etag');
    last = etag ? { etag, builds } : null;
    return builds;
  };
}

export function startBuildVersionPoller(
  initial: ReleaseManifest,
  options: { url?: string; intervalMs?: number; fetchLatest?: (url: string) => Promise<LatestBuilds | null> } = {},
): BuildVersionPoller {
  const url = options.url ?? latestBuildEndpoint;
  const fetchLatest = options.fetchLatest ?? latestBuildFetcher(url);
  const started = buildSignature(latestBuildsOf(initial));
  let newer = false;
  const check = async () => {
    try {
      const latest = await fetchLatest(url);
      if (latest) newer = buildSignature(latest) !== started;
    } catch {
      // A failed poll says nothing about builds; try again at the next interval.
    }
    return newer;
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? buildPollIntervalMs);
  return {
    isNewerBuildKnown: () => newer,
    check,
    stop: () => clearInterval(timer),
  };
}
