// What readers and release managers see of the registry's state: the release manifest as one reader
// gets it (canary bucket, preview), and the status of every app. Pure functions of the state and
// the health counts not yet written.
import { federationName, remoteNames, type ReleaseManifest, type RemoteName, type RemoteRelease } from '@oap/contracts/federation/contract.ts';
import { healthOf, lastKnownGoodOf, type PendingHealth } from './registryHealth.ts';
import { appNames, type AppName, type AppStatus, type RegistryState, type ReleaseChoice, type ReleaseStatus } from './registryState.ts';

export function buildForReader(state: RegistryState, app: AppName, choice: ReleaseChoice): string | undefined {
  const record = state.remotes[app];
  if (!record) return undefined;
  if (choice.preview?.app === app && record.builds.some((build) => build.id === choice.preview!.build)) return choice.preview.build;
  if (record.canary && choice.canaryBucket !== undefined && choice.canaryBucket < record.canary.percent) return record.canary.build;
  return record.promotions.at(-1);
}

export function manifestFor(state: RegistryState, pending: PendingHealth, choice: ReleaseChoice): ReleaseManifest {
  const remotes = {} as Record<RemoteName, RemoteRelease>;
  for (const remote of remoteNames) {
    const build = buildForReader(state, remote, choice);
    if (!build) continue;
    const release: RemoteRelease = { name: federationName(remote), build, manifestUrl: `/remotes/${remote}/${build}/mf-manifest.json` };
    const good = lastKnownGoodOf(state.remotes[remote], pending, remote, build);
    if (good) release.lastKnownGood = { build: good, manifestUrl: `/remotes/${remote}/${good}/mf-manifest.json` };
    remotes[remote] = release;
  }
  const shell = state.remotes.shell?.promotions.at(-1);
  return { generatedAt: new Date().toISOString(), ...(shell ? { shell: { build: shell } } : {}), remotes };
}

export function statusOf(state: RegistryState, pending: PendingHealth): ReleaseStatus {
  const apps = {} as Record<AppName, AppStatus>;
  for (const app of appNames) {
    const record = state.remotes[app];
    const active = record?.promotions.at(-1);
    const promoted = new Set(record?.promotions);
    apps[app] = {
      app,
      active,
      lastKnownGood: lastKnownGoodOf(record, pending, app),
      builds: [...(record?.builds ?? [])].reverse().map((build) => ({ ...build, health: healthOf(record, pending, app, build.id), promoted: promoted.has(build.id) })),
    };
    if (record?.canary) {
      apps[app].canary = {
        ...record.canary,
        activeHealth: active ? healthOf(record, pending, app, active) : { renders: 0, errors: 0 },
        canaryHealth: healthOf(record, pending, app, record.canary.build),
      };
    }
  }
  return { apps };
}
