// Loads remotes' server builds at run time from the release registry. Built into the
// shell's server bundle, whose federation host provides the shared singletons (React, react-dom,
// react-router, react-query, @oap/shared): a remote's server build takes them from there, so the
// remote and the renderer share one React.
//
// The server build of a remote is <releasesDir>/<remote>/<build>/server/remoteEntry.js. The runtime's
// own Node loader only fetches URLs, so a runtime plugin (loadEntry) reads the entry from disk and
// runs it with vm; @module-federation/node's plugin inside the remote then loads its chunks from
// disk beside it (it resolves them from the __dirname given here).
import fs from 'node:fs/promises';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName, type RemoteRelease, type RemoteRouteMap } from '@oap/contracts/federation/contract.ts';
import type { ServerFederation, ServerFederationOptions } from '@oap/contracts/federation/serverRendering.ts';

export type { ServerFederation, ServerFederationOptions };

/** After a build failed to load, it is not tried again for this long (each try costs up to the timeout). */
const retryFailedAfterMs = 10_000;

type RemoteEntryExports = { get: (request: string) => unknown; init: (...args: unknown[]) => unknown };

/** Runs a server remoteEntry.js from disk as a CommonJS module and returns its container. */
export async function runEntryFile(file: string): Promise<RemoteEntryExports> {
  const source = await fs.readFile(file, 'utf8');
  // A file that is not a script (an HTML error page saved by mistake) must never run as code.
  if (/^\s*</.test(source)) throw new Error(`${file} is not a script (it starts like an HTML document)`);
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  }).runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  const container = module.exports as Partial<RemoteEntryExports>;
  if (typeof container.get !== 'function' || typeof container.init !== 'function') {
    throw new Error(`${file} exports no federation container`);
  }
  return container as RemoteEntryExports;
}

/**
 * The process's federation state, on globalThis rather than in this module: the runtime keeps one
 * entry per remote name and one plugin per name for the whole process, so after the server reloads
 * a rebuilt shell bundle, the new copy of this module must know what the first copy registered (with
 * module-level state, the disk-entry plugin of the first copy did not know the new copy's entries,
 * "Invalid URL", and a build registered again without `force` kept the old container).
 */
interface ProcessState {
  /** Entries the disk-entry plugin reads from disk. */
  diskEntries: Set<string>;
  pluginRegistered: boolean;
  /** The active entry per remote name: switching a remote between builds is done one at a time. */
  registered: Map<string, string>;
  locks: Map<string, Promise<unknown>>;
}
const stateKey = '__oapServerFederation__';
const state: ProcessState = ((globalThis as { [stateKey]?: ProcessState })[stateKey] ??= {
  diskEntries: new Set(),
  pluginRegistered: false,
  registered: new Map(),
  locks: new Map(),
});
const { diskEntries, registered, locks } = state;

function registerDiskEntryPlugin(): void {
  if (state.pluginRegistered) return;
  state.pluginRegistered = true;
  registerPlugins([
    {
      name: 'oap-server-disk-entry',
      loadEntry: ({ remoteInfo }) => (diskEntries.has(remoteInfo.entry) ? (runEntryFile(remoteInfo.entry) as never) : undefined),
    },
  ]);
}

function exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (locks.get(key) ?? Promise.resolve()).then(task, task);
  locks.set(key, run.catch(() => undefined));
  return run;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function isRouteMap(value: unknown): value is RemoteRouteMap {
  return typeof value === 'object' && value !== null && Object.values(value).every((load) => typeof load === 'function');
}

export function createServerFederation(options: ServerFederationOptions): ServerFederation {
  const timeoutMs = options.loadTimeoutMs ?? 3000;
  const log = options.log ?? (() => undefined);
  /** Route maps per (remote, build); a pending load is shared by the requests that wait for it. */
  const routeMaps = new Map<string, Promise<RemoteRouteMap>>();
  const failures = new Map<string, { at: number; error: Error }>();
  /** The build each remote was last served from, kept when a newer one fails. */
  const lastServed = new Map<RemoteName, { build: string; routes: RemoteRouteMap }>();
  /** The build that served each release (by its active build): the active one, or a fallback. */
  const servedFor = new Map<string, string>();
  registerDiskEntryPlugin();

  const entryOf = (remote: RemoteName, build: string) => path.join(path.resolve(options.releasesDir), remote, build, 'server', 'remoteEntry.js');

  /** Loads one build's route map: registers it, loads it, and restores the previous entry if it fails. */
  function loadBuild(remote: RemoteName, build: string): Promise<RemoteRouteMap> {
    const name = federationName(remote);
    const entry = entryOf(remote, build);
    return exclusive(name, async () => {
      const previous = registered.get(name);
      diskEntries.add(entry);
      if (previous !== entry) registerRemotes([{ name, entry }], { force: previous !== undefined });
      registered.set(name, entry);
      try {
        const exposed = await withTimeout(loadRemote<{ default?: unknown }>(`${name}/routes`), timeoutMs, `loading ${remote} build ${build}`);
        if (!isRouteMap(exposed?.default)) throw new Error(`${name}/routes is not a route map`);
        return exposed.default;
      } catch (error) {
        // Keep the build that worked: the next load of this remote's routes must not meet a broken entry.
        if (previous && previous !== entry) {
          registerRemotes([{ name, entry: previous }], { force: true });
          registered.set(name, previous);
        }
        throw error;
      }
    });
  }

  function routeMapOf(remote: RemoteName, build: string): Promise<RemoteRouteMap> {
    const key = `${remote}/${build}`;
    let routes = routeMaps.get(key);
    if (routes) return routes;
    const failed = failures.get(key);
    if (failed && Date.now() - failed.at < retryFailedAfterMs) return Promise.reject(failed.error);
    routes = loadBuild(remote, build);
    routeMaps.set(key, routes);
    routes.catch((error: unknown) => {
      routeMaps.delete(key);
      const reason = error instanceof Error ? error : new Error(String(error));
      failures.set(key, { at: Date.now(), error: reason });
      log('a remote server build could not be loaded', { remote, build, error: reason.message });
    });
    return routes;
  }

  /** The active build, else the last known good one, else the build served before; never a mix. */
  async function resolveRoutes(remote: RemoteName, release: RemoteRelease): Promise<{ build: string; routes: RemoteRouteMap }> {
    const candidates = [release.build, release.lastKnownGood?.build].filter((build, index, all): build is string => !!build && all.indexOf(build) === index);
    const errors: string[] = [];
    for (const build of candidates) {
      try {
        const routes = await routeMapOf(remote, build);
        lastServed.set(remote, { build, routes });
        servedFor.set(`${remote}/${release.build}`, build);
        return { build, routes };
      } catch (error) {
        errors.push(`build ${build}: ${message(error)}`);
      }
    }
    const previous = lastServed.get(remote);
    if (previous) {
      log('serving the previously loaded server build', { remote, build: previous.build, failed: errors });
      servedFor.set(`${remote}/${release.build}`, previous.build);
      return previous;
    }
    throw new Error(`No server build of ${remote} could be loaded (${errors.join('; ')})`);
  }

  return {
    buildServed: (remote, release) => servedFor.get(`${remote}/${release.build}`),
    async loadRouteModule(remote, routeName, release) {
      const { build, routes } = await resolveRoutes(remote, release);
      const loadPage = routes[routeName];
      if (!loadPage) throw new Error(`${remote} build ${build} has no route ${routeName}`);
      try {
        return await withTimeout(loadPage(), timeoutMs, `loading ${routeName} of ${remote} build ${build}`);
      } catch (error) {
        throw new Error(`${remote} build ${build}: route ${routeName} failed to load: ${message(error)}`, { cause: error });
      }
    },
  };
}

/**
 * Who provides a shared module to whom in this process's federation host: for checking that a
 * remote's server build runs on the shell's React (one React, one router, one QueryClient).
 */
export function sharedModuleUse(name: string): { version: string; from: string; useIn: string[] }[] {
  const scope = (getInstance()?.shareScopeMap as Record<string, Record<string, Record<string, { from: string; useIn?: string[] }>>> | undefined)?.default?.[name] ?? {};
  return Object.entries(scope).map(([version, shared]) => ({ version, from: shared.from, useIn: [...(shared.useIn ?? [])] }));
}
