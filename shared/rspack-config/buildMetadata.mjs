// The build-metadata file of spec 7.5 (its shape: @oap/contracts federation/buildMetadata.ts),
// written beside mf-manifest.json by every browser build. The release service reads its contract
// version and shared requirements to refuse a build the running shell cannot run; the server and the
// shell read the routes inside the remote's family from it, so a new page ships with the build.
//
// Its content depends on the sources only: two builds of the same sources write the same bytes, so the
// registry's content-addressed build id (a hash of dist/) does not change. builtAt is therefore the
// time of the sources' latest commit (or SOURCE_DATE_EPOCH), not the clock.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';

/** Must equal buildMetadataFile and FEDERATION_CONTRACT_VERSION of @oap/contracts federation/buildMetadata.ts (read from it at build time). */
const contractsModule = 'federation/buildMetadata.ts';

/** An app's own list of its prerendered pages, by route name (optional: only mf-static-pages has some). */
export const prerenderedFile = 'src/prerendered.ts';

/**
 * When the sources were last changed: SOURCE_DATE_EPOCH (reproducible-builds convention) if set,
 * else the latest commit touching the files the build compiled (`files`, with the app's package.json
 * and the rspack configuration; without `files`: the app's folder and shared/), else the epoch (a
 * build outside a git checkout: still the same bytes every time). Only the compiled files count, so
 * a commit that changes nothing a build bundles (another app's code in shared/, a test) does not
 * change its file, and so not its build id either.
 */
export function sourceDate(appDir, files) {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000).toISOString();
  const git = (args) => execFileSync('git', args, { cwd: appDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1024 * 1024 }).trim();
  try {
    const root = git(['rev-parse', '--show-toplevel']);
    const inRepository = (file) => file.startsWith(`${root}${path.sep}`) && !file.split(path.sep).includes('node_modules');
    const paths = files
      ? [...new Set([...files].filter(inRepository).concat(path.join(appDir, 'package.json'), path.join(appDir, 'rspack.config.mjs'), path.join(root, 'shared', 'rspack-config')))]
      : [appDir, path.join(root, 'shared')];
    const iso = git(['log', '-1', '--format=%cI', '--', ...paths.map((file) => path.relative(appDir, file) || '.')]);
    if (iso) return new Date(iso).toISOString();
  } catch {
    // no git, or not a checkout
  }
  return new Date(0).toISOString();
}

/**
 * The shared singletons as the build's federation config states them: each package's version and the
 * range a remote requires. The shell states no range to the runtime (it loads first and provides
 * them, see federationShared); its file states the ranges it was built against all the same, so a
 * release check can compare a remote's ranges with the shell's versions and the other way round.
 */
export function sharedRequirements(appDir, shared) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const requirements = {};
  for (const [key, config] of Object.entries(shared)) {
    const packageName = config.packageName ?? (key.startsWith('@oap/shared/') ? '@oap/shared' : key);
    const version = config.version ?? require(`${packageName}/package.json`).version;
    requirements[key] = {
      version,
      requiredVersion: typeof config.requiredVersion === 'string' ? config.requiredVersion : `^${version.split('.')[0]}`,
      singleton: Boolean(config.singleton),
    };
  }
  return Object.fromEntries(Object.entries(requirements).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * A remote's routes and prerendered paths. The routes are its family's part of the routing table
 * (@oap/contracts routing/buildRoutes.ts, loaded by Node, which strips the types), with the release
 * check page in a build made with OAP_RELEASE_CHECK_ROUTE=1; the prerendered paths are those of the
 * route names its src/prerendered.ts lists. The shell has none of either.
 */
export async function loadRouteRules(appDir, remote) {
  const contracts = await import(pathToFileURL(createRequire(path.join(appDir, 'package.json')).resolve('@oap/contracts/routing/buildRoutes.ts')).href);
  const routes = contracts.buildRouteRules(remote, { releaseCheck: process.env.OAP_RELEASE_CHECK_ROUTE === '1' });
  const file = path.join(appDir, prerenderedFile);
  if (!fs.existsSync(file)) return { routes, prerendered: [] };
  // A query of the file's time, so a watching build reads the file again after a change.
  const module = await import(`${pathToFileURL(file).href}?v=${fs.statSync(file).mtimeMs}`);
  return { routes, prerendered: contracts.routePaths(routes, module.prerenderedRoutes ?? []) };
}

/** The shell's redirects, as the routing table it compiles in states them (plain data: path and target). */
export async function loadRedirectRules(appDir) {
  const table = await import(pathToFileURL(createRequire(path.join(appDir, 'package.json')).resolve('@oap/contracts/routing/routeTable.ts')).href);
  return table.redirectRoutes.map(({ path: from, to }) => ({ path: from, to }));
}

/**
 * The whole file's content, as its JSON text. `files`: what the build compiled (builtAt is their
 * latest commit, see sourceDate).
 */
export async function buildMetadataOf({ appDir, name, kind, shared }, files) {
  const contracts = await import(pathToFileURL(createRequire(path.join(appDir, 'package.json')).resolve(`@oap/contracts/${contractsModule}`)).href);
  const app = kind === 'host' ? 'shell' : name.replace(/_/g, '-');
  const { routes, prerendered } = kind === 'host' ? { routes: [], prerendered: [] } : await loadRouteRules(appDir, app);
  const metadata = {
    app,
    builtAt: sourceDate(appDir, files),
    contractVersion: contracts.FEDERATION_CONTRACT_VERSION,
    shared: sharedRequirements(appDir, shared),
    routes,
    prerendered,
  };
  // The shell owns the redirects of spec 2.7: its file carries them, so they change with a shell release.
  if (kind === 'host') metadata.redirects = await loadRedirectRules(appDir);
  return { file: contracts.buildMetadataFile, text: `${JSON.stringify(metadata, null, 2)}\n` };
}

/** Emits build-metadata.json into the build's output (beside mf-manifest.json). */
export class BuildMetadataPlugin {
  /** @param {{ appDir: string, name: string, kind: 'host'|'remote', shared: Record<string, object> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    let pending = null;
    // Read before the compilation (Node imports the route declarations); builtAt once it is known
    // which files the build compiled.
    const prepare = async () => {
      pending = await buildMetadataOf(this.options, []);
    };
    compiler.hooks.beforeRun.tapPromise('BuildMetadataPlugin', prepare);
    compiler.hooks.watchRun.tapPromise('BuildMetadataPlugin', prepare);
    compiler.hooks.thisCompilation.tap('BuildMetadataPlugin', (compilation) => {
      // A change of the prerendered list makes a watching build run again.
      const prerendered = path.join(this.options.appDir, prerenderedFile);
      if (fs.existsSync(prerendered)) compilation.fileDependencies.add(prerendered);
      compilation.hooks.processAssets.tap({ name: 'BuildMetadataPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        if (!pending) return;
        const metadata = JSON.parse(pending.text);
        metadata.builtAt = sourceDate(this.options.appDir, compilation.fileDependencies);
        compilation.emitAsset(pending.file, new rspack.sources.RawSource(`${JSON.stringify(metadata, null, 2)}\n`));
      });
    });
  }
}
