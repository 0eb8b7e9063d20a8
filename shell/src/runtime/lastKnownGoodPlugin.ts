// Federation runtime plugin: when a remote's active build cannot be loaded (its entry missing after
// the retries, or its code throwing as it starts), the remote is registered again at its last known
// good build from the release manifest and the same module is asked of that build. If that fails too,
// or there is none, the error goes on to the shell, which shows the error page inside the layout
// (RemoteUnavailableError). Each remote falls back at most once per release manifest.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationName, remoteEntryUrl } from '@oap/contracts/federation/contract.ts';
import { reportRender } from '@oap/shared/releases/healthReport.ts';
import { hasFallenBack, markFallback, releaseOf, remoteOfContainer } from './releaseState.ts';

export function lastKnownGoodPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'oap-last-known-good',
    async errorLoadRemote(args) {
      // 'onLoad' is a failed load of a registered remote (its entry, its init or the exposed module);
      // the other lifecycles are about requests and shared modules this plugin cannot mend.
      if (args.lifecycle !== 'onLoad') return undefined;
      const remote = remoteOfContainer(args.remote?.name ?? args.id);
      if (!remote || hasFallenBack(remote)) return undefined;
      const release = releaseOf(remote);
      const fallback = release?.lastKnownGood;
      if (!release || !fallback || fallback.build === release.build) return undefined;
      markFallback(remote, fallback.build);
      // The active build failed this reader: its health hears of it (the fallback's render is
      // reported by the page's boundary, under the fallback's build).
      reportRender(remote, release.build, false);
      args.origin.registerRemotes([{ name: federationName(remote), entry: remoteEntryUrl(fallback.manifestUrl) }], { force: true });
      // Failing here again reaches this hook once more, which then declines (hasFallenBack): the
      // error of the fallback build is what the shell receives.
      return args.origin.loadRemote(args.id);
    },
  };
}
