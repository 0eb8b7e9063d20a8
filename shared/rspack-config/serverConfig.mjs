// The Node target of an app: a CommonJS federation container the server loads at run time.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { definePlugin, distDir, federationShared, moduleRules, resolve } from './parts.mjs';

/**
 * The Node build, in <app>/dist/server/. A remote's is a CommonJS container the server
 * loads at run time from the release registry (shell/src/server/serverFederation.ts); the shell's is
 * a host, shellServer.js, a CommonJS library the Fastify server requires. Both targets of a remote
 * are one dist/ and so one build id.
 * @param {object} options       as createAppConfig; `serverEntry` only for the host
 * @param {string} [options.serverEntry]
 */
export function createServerConfig({ appDir, name, kind, exposes = {}, serverEntry = './src/server/index.ts' }) {
  const production = process.env.NODE_ENV !== 'development';
  const require = createRequire(import.meta.url);
  const shared = federationShared(appDir, kind, { target: 'server' });
  return {
    name: 'server',
    // After the browser build, whose clean empties dist/ (server/ included; keep did not spare it).
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: kind === 'host' ? { shellServer: serverEntry } : {},
    // Unminified, no source maps: stack traces from a server build are readable as they are.
    devtool: false,
    target: 'async-node',
    output: {
      path: path.join(distDir(appDir), 'server'),
      // Chunks load from disk beside the entry (@module-federation/node's runtime plugin resolves
      // them from the entry's __dirname), so no URL is needed.
      publicPath: '',
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      chunkFormat: 'commonjs',
      ...(kind === 'host' ? { library: { type: 'commonjs2' } } : {}),
      // A remote that throws while initialising must keep failing, not hand out a half-made module.
      strictModuleExceptionHandling: true,
      clean: true,
    },
    resolve,
    module: moduleRules(production, { serverTarget: true }),
    optimization: { splitChunks: false, minimize: false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(kind === 'remote'
          ? { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module' } }
          : { remotes: {} }),
        remoteType: 'script',
        // The host's shared modules are eager: shellServer.js is required synchronously, so its
        // React must be there at once (no async boundary as in the browser's index.ts).
        shared: kind === 'host'
          ? Object.fromEntries(Object.entries(shared).map(([key, value]) => [key, { ...value, eager: true }]))
          : shared,
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        dev: false,
      }),
      definePlugin(production),
      serverTwins(),
      new CommonJsFolderPlugin(),
    ],
  };
}

/**
 * A module with a server twin beside it (`Name.server.tsx` next to `Name.tsx`) is compiled as the
 * twin in server builds. For what the browser fetches on demand but a server render must have at
 * once: a page rendered without scripts cannot wait for a lazily loaded part (React would stream it
 * after the rest, for a script to put in place), so the server twin imports it directly and renders
 * the same tree.
 */
function serverTwins() {
  return new rspack.NormalModuleReplacementPlugin(/\.tsx?$/, (resource) => {
    if (!resource.request.startsWith('.') || !resource.context) return;
    const target = path.resolve(resource.context, resource.request);
    const twin = target.replace(/\.(tsx?)$/, '.server.$1');
    if (twin !== target && fs.existsSync(twin)) resource.request = twin;
  });
}

/**
 * Every app's package.json says "type": "module", which would make Node load dist/server/*.js as ES
 * modules (shellServer.js then exports nothing). A package.json of its own marks the folder CommonJS.
 */
class CommonJsFolderPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsFolderPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new rspack.sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  }
}
