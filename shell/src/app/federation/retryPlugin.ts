// Federation runtime plugin: a remote's entry script that fails to download (a network error, a 5xx,
// a file not there yet) is fetched again before the fallback plugin gives up on the build. A script
// that downloaded but threw is not retried (the runtime calls it a ScriptExecutionError): the same
// code would throw again, so that case goes straight to the last known good build.
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The plugin (0.17.1, the newest release on the registry) tries `retryTimes + 1` more times after
 * the failed load: the first at once, then each after `retryDelay`. It has no growing backoff to
 * configure. With 2 and 500 ms a missing entry is asked 4 times over about 1 s (plus the downloads)
 * before the fallback build is; measured in federationPlugins.test.ts.
 */
export const remoteRetryOptions = { retryTimes: 2, retryDelay: 500 } as const;

export function remoteRetryPlugin(options: { retryTimes: number; retryDelay: number } = remoteRetryOptions): ModuleFederationRuntimePlugin {
  // Only `script`: remotes load by their remoteEntry.js, never through a fetched mf-manifest.json.
  // The plugin's own `fetch` hook forwards to the global fetch when given no fetch options.
  return RetryPlugin({ script: options }) as unknown as ModuleFederationRuntimePlugin;
}
