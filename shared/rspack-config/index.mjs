// One rspack configuration for every app of the workspace: the shell (host) and the five remotes.
// Each app's rspack.config.mjs calls defineApp (dev.mjs) with its own name and exposes, so the
// federation settings (singletons, loaded-first, manifest, server target) cannot drift between teams.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildMetadataPlugin } from './buildMetadata.mjs';
import { unusedCode } from './unusedCode.mjs';
import { definePlugin, distDir, federationShared, moduleRules, resolve } from './parts.mjs';
import { createServerConfig } from './serverConfig.mjs';

export { createServerConfig, federationShared };

/**
 * The browser build's resolution: react-router's and react-query's own entries under second names
 * (browserRouter.mjs, browserQuery.mjs), react-query's being its ES module build, which lets the build
 * leave out what the shared subset does not reach.
 */
function browserResolve(appDir, kind, trim) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const reactRouter = appRequire.resolve('react-router');
  const reactQuery = esmEntry(appRequire, '@tanstack/react-query');
  return { ...resolve, alias: { 'oap-react-router-impl$': reactRouter, 'oap-react-query-impl$': reactQuery, ...federationRuntimeAliases(appRequire, kind), ...trim.alias } };
}

/** The browser build's unused library code (unusedCode.mjs), for the packages this app builds with. */
function browserTrim(appDir) {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const queryRequire = createRequire(path.join(packageRoot(appRequire, '@tanstack/react-query'), 'package.json'));
  return unusedCode(appDir, {
    '@module-federation/runtime-core': runtimeCoreRoot(appRequire),
    'react-router': packageRoot(appRequire, 'react-router'),
    '@tanstack/query-core': packageRoot(queryRequire, '@tanstack/query-core'),
  });
}

/**
 * One federation SDK. @module-federation/retry-plugin (the shell's, 0.17, the newest there is)
 * depends on SDK 0.17 for createLogger alone, and put that whole second SDK (~29 KB, 4.5 KB gzip) in
 * every page's first load; SDK 2.x has the same createLogger.
 *
 * Every package of the federation runtime is taken in its ES module build, whether it is imported or
 * required: the CommonJS builds (which require() picks) keep every file the runtime could use, the
 * manifest snapshot and preload plugins among them (which these pages never use: remotes load by their
 * remoteEntry.js), while the ES modules let the build drop what is not called. All of them, one entry
 * each, so that the page has one copy of the runtime core: aliasing some only gave the page a CommonJS
 * and an ES copy (a remote that cannot be fetched then left the page loading instead of showing the
 * error page, platform.spec.ts).
 */
function federationRuntimeAliases(appRequire, kind) {
  const enhancedRequire = createRequire(appRequire.resolve('@module-federation/enhanced'));
  const toolsRequire = createRequire(enhancedRequire.resolve('@module-federation/runtime-tools'));
  const runtimeRequire = createRequire(toolsRequire.resolve('@module-federation/runtime'));
  const bundlerRequire = createRequire(toolsRequire.resolve('@module-federation/webpack-bundler-runtime'));
  const packages = [
    [toolsRequire, '@module-federation/runtime-tools', ['.', './runtime', './runtime-core', './webpack-bundler-runtime']],
    [toolsRequire, '@module-federation/runtime', ['.', './core', './helpers']],
    [toolsRequire, '@module-federation/webpack-bundler-runtime', ['.']],
    [runtimeRequire, '@module-federation/runtime-core', ['.']],
    [runtimeRequire, '@module-federation/error-codes', ['.', './browser']],
    [enhancedRequire, '@module-federation/sdk', ['.']],
  ];
  const aliases = {};
  for (const [from, name, subpaths] of packages) {
    for (const subpath of subpaths) aliases[`${path.posix.join(name, subpath)}$`] = esmEntry(from, name, subpath);
  }
  // The federation plugin's own start code imports the bundler runtime and the runtime plugin that
  // hands the shell's runtime to the remotes by their CommonJS files' paths. The shell's bundler
  // runtime is handed to the remotes too (shellBundlerRuntime.mjs, remoteBundlerRuntime.mjs).
  const bundlerRoot = packageRoot(bundlerRequire, '@module-federation/webpack-bundler-runtime');
  aliases['oap-federation-bundler-runtime$'] = aliases['@module-federation/webpack-bundler-runtime$'];
  aliases['oap-federation-init-container-entry$'] = path.join(bundlerRoot, 'dist', 'initContainerEntry.js');
  aliases[`${path.join(bundlerRoot, 'dist', 'index.cjs')}$`] = fileURLToPath(new URL(kind === 'host' ? './shellBundlerRuntime.mjs' : './remoteBundlerRuntime.mjs', import.meta.url));
  const injectRoot = packageRoot(enhancedRequire, '@module-federation/inject-external-runtime-core-plugin');
  aliases[`${path.join(injectRoot, 'dist', 'index.cjs')}$`] = path.join(injectRoot, 'dist', 'index.js');
  return aliases;
}

/**
 * The federation plugins point '@module-federation/runtime' and '-runtime-tools' at their CommonJS
 * builds as they are applied; once they all are, this takes those aliases out again, so that the ES
 * module builds of federationRuntimeAliases are the ones resolved.
 */
class FederationRuntimeAliasPlugin {
  apply(compiler) {
    const ours = { ...compiler.options.resolve.alias };
    compiler.hooks.afterPlugins.tap('FederationRuntimeAliasPlugin', () => {
      const { '@module-federation/runtime': _runtime, '@module-federation/runtime-tools': _tools, ...others } = compiler.options.resolve.alias;
      compiler.options.resolve.alias = { ...others, ...ours };
    });
  }
}

/** The folder of the federation runtime core an app is built with. */
function runtimeCoreRoot(appRequire) {
  const enhancedRequire = createRequire(appRequire.resolve('@module-federation/enhanced'));
  const toolsRequire = createRequire(enhancedRequire.resolve('@module-federation/runtime-tools'));
  const runtimeRequire = createRequire(toolsRequire.resolve('@module-federation/runtime'));
  return packageRoot(runtimeRequire, '@module-federation/runtime-core');
}

/**
 * The federation plugin's start code of a container (a data: module): in the shell, a function handed
 * to the remotes; in a remote, a call to the shell's (federationStartLoader.cjs).
 */
function federationStartRule(kind) {
  return {
    // The plugin names the data: module so (a match resource: `@module-federation/runtime/rspack.js!=!data:...`).
    test: /^@module-federation[\\/]runtime[\\/]rspack\.js$/,
    loader: fileURLToPath(new URL('./federationStartLoader.cjs', import.meta.url)),
    options: { role: kind === 'host' ? 'host' : 'remote' },
  };
}

/** The version of the federation bundler runtime an app is built with (shellBundlerRuntime.mjs). */
function federationVersion(appDir) {
  const enhancedRequire = createRequire(createRequire(path.join(appDir, 'package.json')).resolve('@module-federation/enhanced'));
  const toolsRequire = createRequire(enhancedRequire.resolve('@module-federation/runtime-tools'));
  const root = packageRoot(toolsRequire, '@module-federation/webpack-bundler-runtime');
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
}

/** The file a package's `exports` give an ES module import of `name` (`subpath`: '.', './core', ...). */
function esmEntry(from, name, subpath = '.') {
  const root = packageRoot(from, name);
  const target = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).exports[subpath].import;
  return path.join(root, typeof target === 'string' ? target : target.default);
}

/** The folder of an installed package (require.resolve gives a file somewhere inside it). */
function packageRoot(from, name) {
  let dir = path.dirname(from.resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === name) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name}: no package.json above ${from.resolve(name)}`);
    dir = parent;
  }
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file
 * marked so is compiled as the file is streamed in, on a background thread, instead of lazily on the
 * main thread at its first call. Every browser file here is fetched when its code is about to run (the
 * framework, the runtime, a page's module), and its functions are mostly called at once while the page
 * starts or hydrates: compiled lazily, react-dom's ~600 functions made that start a series of long
 * tasks on a phone. Added after minification (which drops comments) and before source maps, which
 * shift by the added line.
 */
function compileHints() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}


/** A cache group of the shell's: one file for the given packages. */
const frameworkGroup = (name, packages, extra = /$^/) => ({
  test: new RegExp(`[\\\\/]node_modules[\\\\/]${packages.source}[\\\\/]|${extra.source}`),
  name,
  chunks: 'all',
  enforce: true,
  priority: 20,
});

/**
 * How the browser build is cut into files. Federation makes every shared module its own lazily
 * loaded chunk: for the shell that was many files of about 1 KB, fetched in rounds of six over
 * HTTP/1.1 before the page could hydrate. The shell groups them: React, the router and react-query
 * one file each, the @oap/shared modules one, and the rest. In every app all CSS goes into one
 * `styles` chunk: the server links that one file in the document (the shell's and the page's
 * remote's, two stylesheets in all), and the CSS runtime, finding it linked, does not fetch it again
 * when the chunks that need it load.
 */
function splitChunks(kind) {
  const styles = { type: 'css/auto', name: 'styles', chunks: 'all', enforce: true, priority: 30 };
  if (kind !== 'host') return { chunks: 'async', cacheGroups: { default: false, defaultVendors: false, styles } };
  return {
    chunks: 'async',
    cacheGroups: {
      styles,
      // One file each, so that each is compiled and started in a task of its own as it arrives
      // (as one 460 KB file it was one task of ~25 ms unthrottled, ~100 ms on a mid-range phone).
      react: frameworkGroup('react', /(react|react-dom|scheduler)/),
      // (With the parts of react-router that the build replaces, unusedCode.mjs.)
      router: frameworkGroup('router', /(react-router|cookie|set-cookie-parser)/, /[\\/]rspack-config[\\/](browserRouter\.mjs$|unused-code[\\/]react-router[\\/])/),
      query: frameworkGroup('query', /@tanstack[\\/](query-core|react-query)/, /[\\/]rspack-config[\\/](browserQuery\.mjs$|unused-code[\\/]react-query[\\/])/),
      // @oap/shared's modules, the stateful ones the shell provides and those they import among them,
      // as one file rather than one each. Not those that only a part fetched when the reader asks for
      // it uses (chunks named on-demand-*: the feedback form, the error page): they stay in that part's
      // file, out of the first load (the forms kit and the breadcrumbs were ~8 KB of it).
      runtimePackage: { test: /[\\/]shared[\\/]src[\\/]/, name: 'oap-shared', chunks: (chunk) => !chunk.name?.startsWith('on-demand-'), enforce: true, priority: 10 },
    },
  };
}

/**
 * CSS-module pairs whose order in an app's one `styles` file differs between the chunks that import
 * them (rspack warns "Conflicting order between A and B"). Class names are scoped to their module, so
 * the order of two modules matters only where one element carries classes of both, or one module's
 * selector reaches into the other's markup; in these pairs neither happens (each was read for it), so
 * their warning is left out of the build. A new pair still warns, and is to be read the same way.
 */
const CSS_ORDER_READ = [
  ['News.module.css', 'JournalCover.module.css'],
  ['FormField.module.css', 'FormSent.module.css'],
  ['NoticeBox.module.css', 'Pager.module.css'],
  ['ProseHtml.module.css', 'ArticleResultItem.module.css'],
  ['ArticleListItem.module.css', 'Pager.module.css'],
  ['ArticleList.module.css', 'Pager.module.css'],
];

/** Whether a build warning is the order warning of a pair read above. */
export function isReadCssOrder(warning) {
  const match = /Conflicting order between (\S+) and (\S+)/.exec(String(warning?.message ?? ''));
  if (!match) return false;
  const names = [match[1], match[2]].map((file) => file.split(/[\\/]/).pop());
  return CSS_ORDER_READ.some(([a, b]) => (names[0] === a && names[1] === b) || (names[0] === b && names[1] === a));
}

/**
 * The browser build.
 * @param {object} options
 * @param {string} options.appDir       absolute folder of the app
 * @param {string} options.name         federation name (mf_search, shell, ...)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.publicPath]  only for the host; remotes use 'auto' (their build folder)
 * @param {boolean} [options.production]  React's production JSX runtime and NODE_ENV (default: unless NODE_ENV=development)
 */
export function createAppConfig({ appDir, name, kind, exposes = {}, publicPath = 'auto', production = process.env.NODE_ENV !== 'development' }) {
  const shared = federationShared(appDir, kind);
  const trim = browserTrim(appDir);
  // The page's runtime is given no ranges to check (see federationShared): build-metadata.json keeps them.
  const pageShared = Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, requiredVersion: false }]));
  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    context: appDir,
    // A remote has no page of its own: the federation plugin adds its container entry (remoteEntry.js).
    entry: kind === 'host' ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: distDir(appDir),
      publicPath,
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
    },
    resolve: browserResolve(appDir, kind, trim),
    module: moduleRules(production, { serverTarget: false, extraRules: [trim.rule, federationStartRule(kind)] }),
    optimization: { splitChunks: splitChunks(kind) },
    performance: { hints: false },
    ignoreWarnings: [isReadCssOrder],
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
        shared: pageShared,
        shareStrategy: 'loaded-first',
        manifest: kind === 'remote' ? { fileName: 'mf-manifest.json' } : false,
        // The federation runtime ships once, in the shell: a remote's entry takes the shell's
        // (global _FEDERATION_RUNTIME_CORE) instead of embedding its own ~34 KB gzip copy. The shell
        // always runs before any remote, so the runtime is there when an entry starts.
        // The runtime is built for the browser only (no Node script loader), without the manifest
        // snapshot plugin (remotes are registered by their remoteEntry.js, never by a fetched
        // mf-manifest.json, so it fetched and preloaded nothing) and, in a remote, without loading
        // other remotes (none does): ~8 KB gzip off the shell's main.js, ~2 KB off each remote entry.
        experiments: {
          ...(kind === 'remote' ? { externalRuntime: true } : { provideExternalRuntime: true }),
          optimization: { target: 'web', disableSnapshot: true, ...(kind === 'remote' ? { disableRemote: true } : {}) },
        },
        dts: false,
        dev: false,
      }),
      definePlugin(production),
      new rspack.DefinePlugin({ __OAP_FEDERATION_VERSION__: JSON.stringify(federationVersion(appDir)) }),
      new FederationRuntimeAliasPlugin(),
      ...trim.plugins,
      ...(production ? [compileHints()] : []),
      ...(kind === 'host'
        ? [
            new rspack.HtmlRspackPlugin({ template: './src/index.html', chunks: ['main'], inject: 'head', scriptLoading: 'defer', minify: false }),
          ]
        : []),
      new StylesManifestPlugin(),
      // build-metadata.json (spec 7.5), from the same shared config the federation plugin gets. The
      // shell's ranges are stated as a remote's would be (its runtime config has none, see federationShared).
      new BuildMetadataPlugin({ appDir, name, kind, shared: kind === 'host' ? federationShared(appDir, 'remote') : shared }),
    ],
  };
}

/** Both targets of an app: rspack builds them as one multi-compiler run. */
/**
 * Each app's styles are its `styles` chunk (see splitChunks), which only its script would load. A
 * server-rendered page needs them before any script runs (readers without scripts, and no unstyled
 * first paint), so the server links them in the document: styles.json names the file, and the
 * chunk's id, for the server (it is not served). The link carries the CSS runtime's own marker
 * (data-rspack="<uniqueName>:chunk-<id>"), so the runtime, finding it, does not load it a second time.
 */
class StylesManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StylesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StylesManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const chunk = [...compilation.chunks].find((candidate) => candidate.name === 'styles');
        const file = chunk && [...chunk.files].find((name) => name.endsWith('.css'));
        // An app without any CSS has no styles chunk, and nothing to link.
        if (!file) return;
        const manifest = { stylesheet: file, chunk: String(chunk.id), uniqueName: compilation.outputOptions.uniqueName };
        compilation.emitAsset('styles.json', new rspack.sources.RawSource(`${JSON.stringify(manifest)}\n`));
      });
    });
  }
}

export function createAppConfigs(options) {
  return [createAppConfig(options), createServerConfig(options)];
}

export { BuildMetadataPlugin, buildMetadataOf } from './buildMetadata.mjs';
