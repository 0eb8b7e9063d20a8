// Render outcomes of remote builds, from readers' browsers (healthRoute.ts) and from the
// server's own renders (pages/render/pageDocument.ts), into the registry's health counts. The registry adds
// them up in memory and writes them every few seconds, so a render costs no write of its own.
import type { RemoteName } from '@oap/contracts/federation/contract.ts';
import type { ReleaseRegistry } from '../registry.ts';

export interface RenderHealth {
  /** One render of `build` of `remote`: `ok` false when it threw or could not be loaded. */
  render(remote: RemoteName, build: string, ok: boolean): void;
}

/** Whether the registry holds `build` of `remote`: reports of any other build are dropped unread. */
export function knownBuild(registry: ReleaseRegistry, remote: RemoteName, build: string): boolean {
  return registry.read().remotes[remote]?.builds.some((candidate) => candidate.id === build) ?? false;
}

export function renderHealth(registry: ReleaseRegistry, log: (error: unknown) => void): RenderHealth {
  return {
    render(remote, build, ok) {
      if (!knownBuild(registry, remote, build)) return;
      try {
        // A failed render is an error, not a render: "renders" counts the pages readers saw.
        registry.recordHealth(remote, build, ok ? { renders: 1, errors: 0 } : { renders: 0, errors: 1 });
      } catch (error) {
        log(error);
      }
    },
  };
}
