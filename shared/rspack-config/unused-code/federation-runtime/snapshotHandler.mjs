// What the shell's federation runtime keeps of runtime-core's plugins/snapshot/SnapshotHandler.js
// (unusedCode.mjs puts this module in its place). The snapshot handler fetches a remote's
// mf-manifest.json and turns it into a "snapshot" of its files, for remotes registered by manifest and
// for preloadRemote(). This site registers every remote by its remoteEntry.js and preloads nothing
// through the runtime, and its browser builds leave the snapshot plugin out (disableSnapshot); but the
// runtime core constructs the handler all the same, so its ~1.4 KB gzip, and the SDK's manifest
// reader it calls (~0.8 KB), were in every first page without ever running.
// What stays is what the rest of the core uses: the handler's hooks (plugins are registered on them),
// its manifest cache (removeRemote clears an entry of it when a remote is registered again with
// force, as the release fallback does) and getGlobalRemoteInfo (removeRemote), as in the original.
import { Global, getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from 'oap-federation-runtime-core/global.js';
import { AsyncHook } from 'oap-federation-runtime-core/utils/hooks/asyncHook.js';
import { AsyncWaterfallHook } from 'oap-federation-runtime-core/utils/hooks/asyncWaterfallHooks.js';
import { PluginSystem } from 'oap-federation-runtime-core/utils/hooks/pluginSystem.js';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot && 'remotesInfo' in hostGlobalSnapshot && hostGlobalSnapshot.remotesInfo && getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: 'version' in moduleInfo ? moduleInfo.version : undefined }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    this.hooks = new PluginSystem({
      beforeLoadRemoteSnapshot: new AsyncHook('beforeLoadRemoteSnapshot'),
      loadSnapshot: new AsyncWaterfallHook('loadGlobalSnapshot'),
      loadRemoteSnapshot: new AsyncWaterfallHook('loadRemoteSnapshot'),
      afterLoadSnapshot: new AsyncWaterfallHook('afterLoadSnapshot'),
      beforeLoadManifest: new AsyncHook('beforeLoadManifest'),
      afterLoadManifest: new AsyncHook('afterLoadManifest'),
    });
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }

  // Reached only by preloadRemote() (the snapshot plugin is not built in).
  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(`Remote "${moduleInfo.name}": loading a remote's manifest snapshot (preloadRemote) is not built into this site's federation runtime (shared/rspack-config/unused-code).`);
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}
