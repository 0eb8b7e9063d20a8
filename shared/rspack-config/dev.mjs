// The development loop of a remote (`pnpm dev` in its folder): rspack's dev server builds the
// browser target in memory, on a fixed port per remote, with hot module replacement. The running
// site loads it in place of the published build through a per-browser override
// (/api/dev/override, server/src/platform/dev/), so the page's header and footer still come from the site.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, createAppConfigs } from './index.mjs';

/** One port per remote, so an override URL a developer bookmarked keeps working. */
export const devPorts = {
  'mf-search': 3101,
  'mf-journal': 3102,
  'mf-article': 3103,
  'mf-static-pages': 3104,
  'mf-author-services': 3105,
};

const hmrRouteMapLoader = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hmrRouteMapLoader.cjs');

/**
 * The browser build of a remote for `rspack serve`. Why not React Refresh: the shell that hosts the
 * remote is a production build, and React's singleton (the shell's) is then React's production
 * build, which has no refresh hooks (no scheduleRefresh in react-dom-client.production.js); a
 * refreshed component would never re-render. Instead the remote's route map accepts every update
 * below it (hmrRouteMapLoader.cjs) and tells the shell, which re-loads the page module and renders
 * it again in place: no page reload, the frame and the router stay.
 * @param {Parameters<typeof createAppConfig>[0] & { port: number }} options
 */
export function createDevConfig(options) {
  // Compiled for React's production build all the same: the remote runs on the shell's React (a
  // singleton), and the development JSX runtime fails against production React (dispatcher.getOwner).
  const config = createAppConfig({ ...options, production: true });
  const routeMap = options.exposes?.['./routes'];
  return {
    ...config,
    mode: 'development',
    // NODE_ENV stays the DefinePlugin's "production" (above); development mode would define it too.
    optimization: { ...config.optimization, nodeEnv: false, minimize: false },
    devtool: 'cheap-module-source-map',
    // rspack serve compiles dynamic imports on first use by default, asking /_rspack/lazy/trigger on
    // the page's origin, which is the site's, not this server's. A remote is small: build it all.
    lazyCompilation: false,
    // In memory; dist/ keeps the last production build.
    output: { ...config.output, clean: false, filename: '[name].js', chunkFilename: '[name].js', cssFilename: '[name].css', cssChunkFilename: '[name].css' },
    module: {
      ...config.module,
      rules: [
        ...config.module.rules,
        ...(routeMap ? [{ test: path.join(options.appDir, routeMap), enforce: 'post', loader: hmrRouteMapLoader, options: { remote: options.name } }] : []),
      ],
    },
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      hot: true,
      // A failed update is reported in the console, never turned into a reload of the reader's page.
      liveReload: false,
      // The site (another origin) loads the manifest, entry, chunks and hot updates with fetch and <script>.
      headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
      allowedHosts: 'all',
      // The client runs inside the site's page, whose location is not the dev server's: name the
      // address it listens on (the site's CSP allows ws: on both loopback names, server/src/platform/dev/).
      client: { webSocketURL: `ws://127.0.0.1:${options.port}/ws`, overlay: false, logging: 'info' },
      static: false,
      devMiddleware: { writeToDisk: false },
    },
  };
}

/**
 * An app's rspack.config.mjs: `rspack build` gets the browser and server targets, `rspack serve`
 * (a remote's `pnpm dev`) the development server.
 * @param {Parameters<typeof createAppConfig>[0] & { serverEntry?: string }} options
 */
export function defineApp(options) {
  return (env = {}) => {
    if (!env.RSPACK_SERVE) return createAppConfigs(options);
    const remote = Object.keys(devPorts).find((name) => name.replace(/-/g, '_') === options.name);
    if (!remote) throw new Error(`${options.name} has no development server: run the site (npm start) and a remote's \`pnpm dev\`.`);
    return createDevConfig({ ...options, port: Number(process.env.PORT_DEV ?? devPorts[remote]) });
  };
}
