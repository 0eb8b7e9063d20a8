// What the browser and server configurations of every app share: the federation singletons, the
// module rules, resolution, the build's constants and where it is written.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

const browserRouter = fileURLToPath(new URL('./browserRouter.mjs', import.meta.url));
const browserQuery = fileURLToPath(new URL('./browserQuery.mjs', import.meta.url));

/**
 * What every app shares as singletons: one React, one router, one react-query, and the modules of
 * @oap/shared that hold the page's state, named by that package (federationSingletons in its
 * package.json): the QueryClient (one cache for the shell's provider, the remotes' loaders and their
 * components), the toast store, the icon service (one cache and one batched request for every
 * app's icons) and the sanitiser (one DOMPurify, loaded once). The rest of the package (the UI kit,
 * the API client, tokens, formatting) is plain code that keeps its state on globalThis if any
 * (runtimeConfig, htmlWindow): each app bundles the copy it was built with, and the
 * federation runtime has nothing to negotiate for it. Sharing every module (about forty) cost each
 * page ~40 registrations, lookups and version checks per app while it started, and a chunk per
 * module. It also let a page render one app's copy of a component with another app's stylesheet
 * linked: on /search the search form was mf-static-pages' copy, whose class names (hashed with that
 * app's uniqueName) had no rules in the page's stylesheets. Now each app's components use its own
 * class names and its own stylesheet (e2e/specs/serverRendering.spec.ts finds classes without a rule).
 *
 * Remotes state the major they were built against. The ranges go into build-metadata.json, where the
 * release check refuses to promote a remote whose ranges the active shell's versions do not satisfy
 * (server/src/features/releases/registryCompat.ts), and into the server builds; the browser builds' runtime is
 * given none (createAppConfig): there each range was a semver check (the runtime builds regular
 * expressions for each) on the page's critical path, for a warning in the console about a build the
 * release check would not have let through. The shell (`kind: 'host'`) states none either: it loads
 * first and consumes what it provides itself.
 */
export function federationShared(appDir, kind = 'remote', { target = 'browser' } = {}) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const sharedPackage = require('@oap/shared/package.json');
  const sharedVersion = sharedPackage.version;
  const host = kind === 'host';
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: host ? false : `^${require(`${name}/package.json`).version.split('.')[0]}`,
  });
  // Provided at the package's own version and required within its major: a remote built against
  // another major of the runtime gets a warning instead of silently mixing. @oap/contracts is
  // deliberately absent: plain code each app bundles (the routing table, schemas, configs).
  const runtimeSingleton = { singleton: true, requiredVersion: host ? false : `^${sharedVersion}`, version: sharedVersion };
  return {
    react: singleton('react'),
    'react/jsx-runtime': { ...singleton('react'), packageName: 'react' },
    'react-dom': singleton('react-dom'),
    'react-dom/client': { ...singleton('react-dom'), packageName: 'react-dom' },
    // The browser builds share the part of the router and of react-query they use (browserRouter.mjs,
    // browserQuery.mjs); the server builds share the whole packages (size does not matter there, and
    // the renderer needs more).
    'react-router':
      target === 'browser'
        ? { ...singleton('react-router'), import: browserRouter, version: require('react-router/package.json').version }
        : singleton('react-router'),
    '@tanstack/react-query':
      target === 'browser'
        ? { ...singleton('@tanstack/react-query'), import: browserQuery, version: require('@tanstack/react-query/package.json').version }
        : singleton('@tanstack/react-query'),
    ...Object.fromEntries(sharedPackage.federationSingletons.map((file) => [`@oap/shared/${file}`, runtimeSingleton])),
  };
}

/** The rules both targets compile with: TypeScript through swc, CSS, files. */

/** The rules both targets compile with: TypeScript through swc, CSS, files. */
export function moduleRules(production, { serverTarget, extraRules = [] }) {
  return {
    rules: [
      {
        test: /\.(ts|tsx)$/,
        exclude: /node_modules[\\/](?!\.pnpm[\\/]|@oap)/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      // The server renders no files: it only needs their URLs, which are the browser build's.
      { test: /\.(png|svg|webp|woff2)$/, type: 'asset/resource', ...(serverTarget ? { generator: { emit: false } } : {}) },
      ...extraRules,
    ],
    // CSS modules are imported as one object of class names (import styles from './X.module.css').
    parser: {
      'css/auto': { namedExports: false },
      // An import of a name the module does not export fails the build rather than giving undefined
      // at run time. (Not through a shared module: for browserRouter.mjs, packageImports.test.ts checks.)
      javascript: { exportsPresence: 'error' },
    },
    // The server build keeps the class-name mapping only (same names as the browser build: same
    // context, uniqueName and localIdentName) and emits no CSS; the browser's stylesheets style the page.
    ...(serverTarget ? { generator: { 'css/auto': { exportsOnly: true } } } : {}),
  };
}

export const resolve = {
  extensions: ['.ts', '.tsx', '.js', '.mjs'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

export function definePlugin(production) {
  return new rspack.DefinePlugin({
    'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    // '1' only in a build made to check that a new route ships with a promote alone
    // (e2e/specs/releaseRoutes.spec.ts): mf-journal then compiles in a test-only page.
    'process.env.OAP_RELEASE_CHECK_ROUTE': JSON.stringify(process.env.OAP_RELEASE_CHECK_ROUTE ?? ''),
  });
}

/** Where a build is written: the app's dist/, or OAP_DIST_DIR (a build made aside, as the release e2e spec does). */
export function distDir(appDir) {
  return process.env.OAP_DIST_DIR ? path.resolve(process.env.OAP_DIST_DIR) : path.join(appDir, 'dist');
}
