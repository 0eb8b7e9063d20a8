// Federation runtime plugin: a remote's entry script that fails to download (a network error, a 5xx,
// a file not there yet) is fetched again before the fallback plugin gives up on the build. A script
// that downloaded but threw is not retried (the runtime calls it a ScriptExecutionError): the same
// code would throw again, so that case goes straight to the last known good build.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The plugin (0.17.1, the newest release on the registry) tries `retryTimes + 1` more times after
 * the failed load: the first at once, then each after `retryDelay`. It has no growing backoff to
 * configure. With 2 and 500 ms a missing entry is asked 4 times over about 1 s (plus the downloads)
 * before the fallback build is; measured in federationPlugins.test.ts.
 */
export const remoteRetryOptions = { retryTimes: 2, retryDelay: 500 } as const;

type RetryOptions = { retryTimes: number; retryDelay: number };
type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'loadEntryError' | 'getModuleFactory'>>;

/**
 * The retry plugin's code is fetched when a remote first fails to load, not with every page (~2 KB
 * minified): when everything loads, nothing of it runs. Only `script`: remotes load by their
 * remoteEntry.js, never through a fetched mf-manifest.json, so its `fetch` hook is left out.
 */
export function remoteRetryPlugin(options: RetryOptions = remoteRetryOptions): ModuleFederationRuntimePlugin {
  const loaded = new Map<number, Promise<Hooks>>();
  const retryPlugin = (retryTimes: number) => {
    let plugin = loaded.get(retryTimes);
    if (!plugin) {
      plugin = import(/* webpackChunkName: "on-demand-retry" */ '@module-federation/retry-plugin').then(
        ({ RetryPlugin }) => RetryPlugin({ script: { ...options, retryTimes } }) as unknown as Hooks,
      );
      loaded.set(retryTimes, plugin);
    }
    return plugin;
  };
  return {
    name: 'oap-retry',
    loadEntryError(args) {
      return retryPlugin(options.retryTimes).then((plugin) => plugin.loadEntryError(args)) as ReturnType<Hooks['loadEntryError']>;
    },
    // The plugin asks the container for the module up to retryTimes + 1 times; the first time is
    // asked here, and only a failure brings the plugin, with one try fewer, after the same delay.
    async getModuleFactory(args) {
      try {
        return await args.remoteEntryExports.get(args.expose);
      } catch (error) {
        if (options.retryTimes <= 0) throw error;
        await new Promise((resolve) => setTimeout(resolve, options.retryDelay));
        return (await retryPlugin(options.retryTimes - 1)).getModuleFactory(args);
      }
    },
  };
}
