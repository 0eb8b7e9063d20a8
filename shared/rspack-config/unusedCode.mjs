// Files of the browser's libraries that the browser builds replace with what the site actually runs
// of them (unused-code/): code their package always imports but that only a feature the site does
// not use would run. Each is matched by its resolved file, so a release of the library that moves
// or renames one leaves the original in place (the budget spec then names the grown file) rather
// than breaking the page; a release that imports a new name from one fails the build
// (exportsPresence: 'error'); unusedCode.test.mjs checks that each original is still there and that
// its replacement exports every name it does. The server builds keep the libraries whole.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'unused-code');

/**
 * By package: the file (below the package's folder) and what takes its place.
 * - The federation runtime core constructs its manifest snapshot handler and imports the preloading
 *   of a remote's files whatever the build's optimisation flags say; remotes are registered here by
 *   their remoteEntry.js and nothing calls preloadRemote (~3 KB gzip).
 * - react-router's instrumentation API and framework-mode components (<Links>, <Scripts>, <Link
 *   prefetch>'s manifest prefetching): the site uses it as a library, with neither (~3.5 KB gzip).
 * - react-query's mutations and infinite queries, which its QueryClient imports for its methods:
 *   the browser code shares only queries (browserQuery.mjs) and makes none of either (~1.5 KB gzip).
 */
export const replacements = {
  '@module-federation/runtime-core': [
    ['dist/plugins/snapshot/SnapshotHandler.js', path.join(here, 'federation-runtime', 'snapshotHandler.mjs')],
    ['dist/utils/preload.js', path.join(here, 'federation-runtime', 'preload.mjs')],
  ],
  'react-router': [
    ['dist/production/lib/router/instrumentation.js', path.join(here, 'react-router', 'instrumentation.mjs')],
    ['dist/production/lib/dom/ssr/components.js', path.join(here, 'react-router', 'frameworkComponents.mjs')],
  ],
  '@tanstack/query-core': [
    ['build/modern/mutation.js', path.join(here, 'react-query', 'mutation.mjs')],
    ['build/modern/infiniteQueryBehavior.js', path.join(here, 'react-query', 'infiniteQueryBehavior.mjs')],
  ],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the browser build needs for the replacements: the plugins that make them; the alias through
 * which a replacement imports the federation core's own internals (its hooks, its globals: the same
 * files, so the same module instances); and a rule resolving bare imports (react) from the app's
 * node_modules, where the replacements themselves are not (react then is the shared singleton).
 * @param {string} appDir
 * @param {Record<keyof typeof replacements, string>} roots  the folder of each package the app builds with
 */
export function unusedCode(appDir, roots) {
  const plugins = [];
  for (const [name, files] of Object.entries(replacements)) {
    for (const [file, replacement] of files) {
      plugins.push(new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escape(path.join(roots[name], file))}$`), replacement));
    }
  }
  return {
    alias: { 'oap-federation-runtime-core': path.join(roots['@module-federation/runtime-core'], 'dist') },
    rule: { test: new RegExp(`^${escape(here)}`), resolve: { modules: [path.join(appDir, 'node_modules'), 'node_modules'] } },
    plugins,
  };
}
