// One rspack configuration for every app of the workspace: the shell (host) and the five remotes.
// Each app's rspack.config.mjs calls createAppConfig with its own name and exposes, so the
// federation settings (singletons, loaded-first, manifest) cannot drift between teams.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** The modules every app shares as singletons: one React, one router, one QueryClient, one `shared`. */
export function federationShared(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const singleton = (name) => ({
    singleton: true,
    requiredVersion: `^${require(`${name}/package.json`).version.split('.')[0]}`,
  });
  return {
    react: singleton('react'),
    'react/jsx-runtime': { ...singleton('react'), packageName: 'react' },
    'react-dom': singleton('react-dom'),
    'react-dom/client': { ...singleton('react-dom'), packageName: 'react-dom' },
    'react-router': singleton('react-router'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // Trailing slash: every module under @oap/shared/ is one shared singleton module.
    '@oap/shared/': { singleton: true, requiredVersion: false, version: '1.0.0' },
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir       absolute folder of the app
 * @param {string} options.name         federation name (mf_search, shell, ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.publicPath]  only for the host; remotes use 'auto' (their build folder)
 */
export function createAppConfig({ appDir, name, kind, exposes = {}, publicPath = 'auto' }) {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // A remote has no page of its own: the federation plugin adds its container entry (remoteEntry.js).
    entry: kind === 'host' ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
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
        { test: /\.(png|svg|webp|woff2)$/, type: 'asset/resource' },
      ],
      // CSS modules are imported as one object of class names (import styles from './X.module.css').
      parser: { 'css/auto': { namedExports: false } },
    },
    optimization: { splitChunks: kind === 'host' ? { chunks: 'async' } : false },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
        shared: federationShared(appDir),
        shareStrategy: 'loaded-first',
        manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        dts: false,
        dev: false,
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(kind === 'host'
        ? [new rspack.HtmlRspackPlugin({ template: './src/index.html', chunks: ['main'], inject: 'head', scriptLoading: 'defer', minify: false })]
        : []),
    ],
  };
}
