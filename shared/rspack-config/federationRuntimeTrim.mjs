// The parts of the federation runtime core that the browser builds replace with what the site
// actually runs of them (federation-runtime/): the manifest snapshot handler and the preloading of a
// remote's files, which the core constructs or imports whatever the build's optimisation flags say,
// ~3 KB gzip of every first page that never ran. Each is matched by its resolved file, so a runtime
// release that moves or renames one leaves the original in place (the budget spec then names the
// grown file) rather than breaking the page; a release that imports a new name from one fails the
// build (exportsPresence: 'error'); federationRuntimeTrim.test.mjs checks that each replacement
// exports every name of the original.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));

/** runtime-core's file (below its dist/) and what takes its place in the browser builds. */
export const runtimeCoreReplacements = [
  ['plugins/snapshot/SnapshotHandler.js', path.join(here, 'federation-runtime', 'snapshotHandler.mjs')],
  ['utils/preload.js', path.join(here, 'federation-runtime', 'preload.mjs')],
];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The plugins that make the replacements, and the alias through which the replacements import the
 * core's own internals (its hooks, its globals): the same files, so the same module instances.
 * @param {string} runtimeCoreRoot  the folder of the @module-federation/runtime-core the build uses
 */
export function federationRuntimeTrim(runtimeCoreRoot) {
  const dist = path.join(runtimeCoreRoot, 'dist');
  return {
    alias: { 'oap-federation-runtime-core': dist },
    plugins: runtimeCoreReplacements.map(
      ([file, replacement]) => new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escape(path.join(dist, file))}$`), replacement),
    ),
  };
}
