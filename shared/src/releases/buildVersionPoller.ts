// Detects new deployments (spec 7.5 and 9.3): polls the release manifest hourly and remembers
// whether any part of the site (the shell or a remote) has a newer build than the page was started with.
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';

export const buildPollIntervalMs = 3_600_000;

export function buildSignature(manifest: Pick<ReleaseManifest, 'remotes' | 'shell'>): string {
  const remotes = Object.entries(manifest.remotes)
    .map(([remote, release]) => `${remote}@${release.build}`)
    .sort();
  return [`shell@${manifest.shell?.build ?? ''}`, ...remotes].join(' ');
}

export interface BuildVersionPoller {
  /** True once a poll has seen a build different from the one the page started with. */
  isNewerBuildKnown(): boolean;
  /** Polls now (also called on a timer). */
  check(): Promise<boolean>;
  stop(): void;
}

export function startBuildVersionPoller(
  initial: ReleaseManifest,
  options: { url?: string; intervalMs?: number; fetchManifest?: (url: string) => Promise<ReleaseManifest> } = {},
): BuildVersionPoller {
  const url = options.url ?? '/api/releases/manifest';
  const fetchManifest =
    options.fetchManifest ??
    (async (target: string) => {
      const response = await fetch(target, { cache: 'no-store', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`release manifest: HTTP ${response.status}`);
      return (await response.json()) as ReleaseManifest;
    });
  const started = buildSignature(initial);
  let newer = false;
  const check = async () => {
    try {
      newer = buildSignature(await fetchManifest(url)) !== started;
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
