// Serves remote builds and shell builds from the registry (shell/dist until a shell build is promoted), with these cache rules:
// hashed files are immutable, manifests are revalidated on every use.
import { applyOverrides } from '../../platform/dev/devOverrides.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ReleaseRegistry } from './registry.ts';
import { isAppName, ReleaseError, shellApp, type AppName } from './registryState.ts';
import { releaseManifest, type ShellDocument } from './shellDocument.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's release registry (app.ts): fixtures and tools in the server's process change it through this copy. */
    releaseRegistry: ReleaseRegistry;
  }
}

const immutable = 'public, max-age=31536000, immutable';

/**
 * What readers' browsers load from a build: scripts, styles, the federation manifest, and fonts or
 * images a build may emit. Everything else a build folder holds stays on disk and off the web:
 * source maps (monitoring reads them from disk), mf-manifest-stats.json (module paths of the build),
 * .build-inputs and other dotfiles, registry.json, the shell's index.html (served as the page).
 */
const publicAsset = /\.(?:js|css|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico)$/;

/** `pathName` is the decoded, normalised path below the prefix, e.g. /mf-journal/<build>/remoteEntry.js. */
export function isPublicBuildFile(pathName: string): boolean {
  const segments = pathName.split('/').filter(Boolean);
  if (segments.length === 0 || segments.some((segment) => segment.startsWith('.'))) return false;
  // A build's server/ folder is its Node target: the server runs it from disk, browsers
  // never load it, and it holds code and paths that are no one else's business. Applies to remote
  // builds (/<remote>/<build>/server/...) and the shell's dist (/server/shellServer.js) alike.
  if (segments.slice(0, -1).includes('server')) return false;
  const name = segments.at(-1)!;
  // build-metadata.json (spec 7.5): the browser reads a build's prerendered paths from it.
  return name === 'mf-manifest.json' || name === 'build-metadata.json' || publicAsset.test(name);
}

/**
 * Throws a 503 saying why when this server does not hold `build` of `app` as it was published (its
 * folder missing from RELEASES_DIR, or altered): the reader's browser then falls back to the last
 * known good build rather than running other files under the build's name. A build nobody published
 * and no folder holds is left to the 404 of the files that are not there.
 */
export async function refuseBrokenBuild(registry: ReleaseRegistry, app: AppName, build: string): Promise<void> {
  const published = registry.read().remotes[app]?.builds.some((candidate) => candidate.id === build) ?? false;
  if (!published && !fs.existsSync(registry.buildDir(app, build))) return;
  const problem = await registry.checkBuildFiles(app, build);
  // Retry-After: a shared folder may catch up, and the message reaches the caller as it is.
  if (problem) throw Object.assign(new ReleaseError(503, problem), { retryAfterSeconds: 30 });
}

const buildIdPattern = /^[0-9a-f]{12}$/;

/** The app and build a request under /remotes/ names (<app>/<build>/<file>), if it names one. */
function buildOfRequest(request: FastifyRequest): { app: AppName; build: string } | null {
  const [app, build] = ((request.params as { '*'?: string })['*'] ?? '').split('/');
  return app && build && isAppName(app) && buildIdPattern.test(build) ? { app, build } : null;
}

export async function releasesPlugin(app: FastifyInstance, opts: { registry: ReleaseRegistry; /** Unused: the shell's folders come from `shell` (kept for callers). */ shellDist?: string; shell: ShellDocument; siteAssets: string }): Promise<void> {
  // Everything inside a build folder is immutable (the folder name is the content hash), except
  // mf-manifest.json, which readers revalidate.
  await app.register(async (scope) => {
    // Each build's files are checked against its id once per process before they are served.
    scope.addHook('onRequest', async (request) => {
      const named = buildOfRequest(request);
      if (named) await refuseBrokenBuild(opts.registry, named.app, named.build);
    });
    await scope.register(fastifyStatic, {
      root: opts.registry.dir,
      prefix: '/remotes/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      dotfiles: 'ignore',
      allowedPath: isPublicBuildFile,
      setHeaders: (res, filePath) => {
        res.header('cache-control', path.basename(filePath) === 'mf-manifest.json' ? 'no-cache' : immutable);
        res.header('access-control-allow-origin', '*');
      },
    });
  });
  // The shell's files: the active shell build's, then older shell builds' (a page opened on one keeps
  // loading its chunks after a promote or rollback), then shell/dist. All hashed, so immutable.
  await app.register(async (scope) => {
    // sendFile is decorated inside this scope only, so it serves from whichever build holds the file.
    await scope.register(fastifyStatic, { root: opts.shell.fallbackDist, serve: false, cacheControl: false, dotfiles: 'ignore', index: false });
    scope.get('/static/shell/*', async (request, reply) => {
      const file = (request.params as { '*'?: string })['*'] ?? '';
      if (!isPublicBuildFile(`/${file}`) || file.split('/').includes('..')) return reply.callNotFound();
      const root = opts.shell.staticRoots().find((dir) => {
        try {
          return fs.statSync(path.join(dir, file)).isFile();
        } catch {
          return false;
        }
      });
      if (!root) return reply.callNotFound();
      // A shell build's folder (not shell/dist) is checked against its id before it is served.
      const shellBuild = path.relative(path.join(opts.registry.dir, shellApp), root);
      if (buildIdPattern.test(shellBuild)) await refuseBrokenBuild(opts.registry, shellApp, shellBuild);
      void reply.header('cache-control', immutable);
      return reply.sendFile(file, root);
    });
  });
  // Unhashed site assets (the local tag manager): cached for a day, revalidated after.
  await app.register(fastifyStatic, {
    root: opts.siteAssets,
    prefix: '/static/site/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: isPublicBuildFile,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=86400');
    },
  });
  app.get('/api/releases/manifest', async (request, reply) => {
    // A canary or preview reader's manifest follows their cookie: theirs alone.
    const ownBuilds = request.releaseChoice?.canaryBucket !== undefined || Boolean(request.releaseChoice?.preview);
    void reply.header('cache-control', request.devOverrides ? 'private, no-store' : ownBuilds ? 'private, no-cache' : 'no-cache');
    // The same builds the page named: the shell's build poll must not mistake an override for a release.
    const manifest = releaseManifest(opts.registry, opts.shell, request.releaseChoice);
    return request.devOverrides ? applyOverrides(manifest, request.devOverrides) : manifest;
  });
}
