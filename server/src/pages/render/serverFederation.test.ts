// Server-side federation: the shell's server bundle loads a remote's server build from
// the release registry at run time, renders it with its own React, switches to a promoted build
// without a restart, and falls back when a build is broken. Uses the real builds (npm test builds
// first): shell/dist/server/shellServer.js and mf-author-services/dist.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { before, describe, test } from 'node:test';
import type { ReleaseManifest, RemoteRelease, LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import type { ReleaseRegistry } from '../../features/releases/registry.ts';
import { openTestRegistry } from '../../../test-support/platformFixture.ts';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { prepareServerRendering, ShellServerLoader } from './shellServer.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const bundleFile = path.join(root, 'shell', 'dist', 'server', 'shellServer.js');
const remoteDist = path.join(root, 'mf-author-services', 'dist');
const remote = 'mf-author-services' as const;

 
interface Bundle {
  createServerFederation(options: { releasesDir: string; loadTimeoutMs?: number; log?: (message: string, details?: object) => void }): {
    loadRouteModule(remote: string, routeName: string, release: RemoteRelease): Promise<LoadedRouteModule>;
  };
  sharedModuleUse(name: string): { version: string; from: string; useIn: string[] }[];
  serverLibraries: { React: any; ReactDOMServer: any; ReactRouter: any; ReactQuery: any };
}

function requireBundle(): Bundle {
  for (const file of [bundleFile, path.join(remoteDist, 'server', 'remoteEntry.js')]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: build first (npm run build, or rspack build in shell/ and mf-author-services/).`);
  }
  return createRequire(import.meta.url)(bundleFile) as Bundle;
}

/** Renders a route module the way the shell does, reduced: a static data router and a QueryClient. */
async function render(bundle: Bundle, module: LoadedRouteModule, data: unknown): Promise<string> {
  const { React, ReactDOMServer, ReactRouter, ReactQuery } = bundle.serverLibraries;
  const routes = [{ id: 'page', path: '/authors/english', loader: () => data, Component: module.Component }];
  const handler = ReactRouter.createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/authors/english'));
  const router = ReactRouter.createStaticRouter(handler.dataRoutes, context);
  const tree = React.createElement(
    ReactQuery.QueryClientProvider,
    { client: new ReactQuery.QueryClient() },
    React.createElement(ReactRouter.StaticRouterProvider, { router, context, hydrate: false }),
  );
  return ReactDOMServer.renderToString(tree);
}

/** A copy of the real build with `edit` applied to its server files, published into `registry`. */
async function publishVariant(registry: ReleaseRegistry, edit: (serverDir: string) => void): Promise<string> {
  const dist = path.join(temporaryDir('variant'), 'dist');
  fs.cpSync(remoteDist, dist, { recursive: true });
  edit(path.join(dist, 'server'));
  return (await registry.publish(remote, dist)).id;
}

function release(registry: ReleaseRegistry): RemoteRelease {
  return registry.manifest().remotes[remote];
}

/** What the content store answers for the page (server/content/authors-english.md), reduced. */
const englishEditing = {
  slug: 'authors-english',
  title: 'English Language Editing',
  description: 'Language editing by native English speakers.',
  html: '<p>Our editors check grammar, spelling and style.</p>',
  headings: [],
  toc: false,
  updated: null,
};

describe('server federation', () => {
  let bundle: Bundle;
  let registry: ReleaseRegistry;
  let first: string;
  const logged: { message: string; details?: object }[] = [];
  let federation: ReturnType<Bundle['createServerFederation']>;
  before(async () => {
    // As the server does at start-up: pages sanitise their HTML with the DOM window installed here.
    prepareServerRendering({});
    bundle = requireBundle();
    registry = await openTestRegistry(temporaryDir('releases'));
    first = (await registry.publish(remote, remoteDist)).id;
    await registry.promote(remote, first);
    federation = bundle.createServerFederation({ releasesDir: registry.dir, log: (message, details) => logged.push({ message, details }) });
  });

  test("a remote's server build loads from the registry and renders with the shell's React", async () => {
    const module = await federation.loadRouteModule(remote, 'authors-english', release(registry));
    const html = await render(bundle, module, { content: englishEditing });
    // useLoaderData and <Link> worked: the remote used the bundle's react-router (its hooks and context).
    assert.match(html, /<h1[^>]*>English Language Editing<\/h1>/);
    assert.match(html, /href="\/authors\/step\/word-count"/);
    // One React, one router, one query library: every copy in the share scope is the shell's, and the
    // remote consumed the shell's (it registers its own copies only as fallbacks of the same version).
    for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-router', '@tanstack/react-query']) {
      for (const version of bundle.sharedModuleUse(name)) assert.equal(version.from, 'shell', `${name} ${version.version} comes from the shell`);
    }
    for (const name of ['react', 'react/jsx-runtime', 'react-router']) {
      assert.ok(bundle.sharedModuleUse(name).some((version) => version.useIn.includes('mf_author_services')), `the remote uses the shell's ${name}`);
    }
    // Chunks of the page came from disk, beside the entry (the page module is not in remoteEntry.js).
    assert.equal(await federation.loadRouteModule(remote, 'authors-english', release(registry)), module, 'cached per build');
  });

  test('a promoted build is served on the next load, without a restart; rollback returns', async () => {
    const changed = await publishVariant(registry, (serverDir) => {
      for (const file of fs.readdirSync(serverDir).filter((name) => name.endsWith('.js'))) {
        const text = fs.readFileSync(path.join(serverDir, file), 'utf8');
        if (text.includes('Start your order')) fs.writeFileSync(path.join(serverDir, file), text.replaceAll('Start your order', 'Begin your order'));
      }
    });
    assert.notEqual(changed, first, 'a change in the server target alone is a new build id');
    await registry.promote(remote, changed);
    const html = await render(bundle, await federation.loadRouteModule(remote, 'authors-english', release(registry)), { content: englishEditing });
    assert.match(html, /Begin your order/);
    await registry.rollback(remote);
    const before = await render(bundle, await federation.loadRouteModule(remote, 'authors-english', release(registry)), { content: englishEditing });
    assert.match(before, /Start your order/);
  });

  test('a broken server build falls back to the last known good one and is reported', async () => {
    const broken = await publishVariant(registry, (serverDir) => {
      fs.writeFileSync(path.join(serverDir, 'remoteEntry.js'), 'throw new Error("broken on purpose");');
    });
    await registry.promote(remote, broken);
    logged.length = 0;
    const html = await render(bundle, await federation.loadRouteModule(remote, 'authors-english', release(registry)), { content: englishEditing });
    assert.match(html, /Start your order/, 'the last known good build rendered');
    const report = logged.find((entry) => JSON.stringify(entry.details).includes(broken));
    assert.ok(report, 'the failure names the build');
    assert.match(JSON.stringify(report.details), /mf-author-services/);
    assert.match(JSON.stringify(report.details), /broken on purpose/);
    await registry.rollback(remote);
  });

  test('a server copy whose folder holds the active build altered does not load it: the render fails saying why', async () => {
    // Another copy's RELEASES_DIR: the same builds, the active one changed after it was copied.
    const elsewhere = temporaryDir('elsewhere');
    fs.cpSync(registry.dir, elsewhere, { recursive: true });
    const active = release(registry);
    fs.appendFileSync(path.join(elsewhere, remote, active.build, 'server', 'remoteEntry.js'), '\n// changed here');
    const copy = await openTestRegistry(elsewhere);
    const loader = new ShellServerLoader({ shellDist: path.dirname(path.dirname(bundleFile)), releasesDir: elsewhere, log: () => {}, checkBuild: (app, build) => copy.checkBuildFiles(app, build) });
    const server = loader.current();
    assert.ok(server, 'the shell bundle loads');
    const manifest = { generatedAt: '', remotes: { [remote]: active } } as unknown as ReleaseManifest;
    await assert.rejects(server.loader(manifest)(remote, 'authors-english'), new RegExp(`${remote} build ${active.build}'s files in .* do not match its id`));
    await copy.close();
  });

  test('an HTML body is never run as code, and nothing loadable is a clear error', async () => {
    const html = await publishVariant(registry, (serverDir) => {
      fs.writeFileSync(path.join(serverDir, 'remoteEntry.js'), '<!DOCTYPE html><html><body>Not found</body></html>');
    });
    // A fresh loader: no build of this remote was loaded before, so nothing to fall back to.
    const fresh = bundle.createServerFederation({ releasesDir: registry.dir });
    await assert.rejects(
      fresh.loadRouteModule(remote, 'authors-english', { name: 'mf_author_services', build: html, manifestUrl: '' }),
      (error: Error) => error.message.includes('mf-author-services') && error.message.includes(html) && /not a script/.test(error.message),
    );
  });

  test('a load that takes too long rejects', async () => {
    const slow = await publishVariant(registry, (serverDir) => {
      // A container whose exposed module never arrives.
      fs.writeFileSync(path.join(serverDir, 'remoteEntry.js'), 'module.exports = { init() {}, get() { return new Promise(() => {}); } };');
    });
    const fresh = bundle.createServerFederation({ releasesDir: registry.dir, loadTimeoutMs: 200 });
    const started = Date.now();
    await assert.rejects(fresh.loadRouteModule(remote, 'authors-english', { name: 'mf_author_services', build: slow, manifestUrl: '' }), /longer than 200 ms/);
    assert.ok(Date.now() - started < 2000);
  });

  test('after the shell bundle is reloaded (a rebuilt shell under a running server), newly published builds still load', async () => {
    const renamed = await publishVariant(registry, (serverDir) => {
      for (const file of fs.readdirSync(serverDir).filter((name) => name.endsWith('.js'))) {
        const text = fs.readFileSync(path.join(serverDir, file), 'utf8');
        if (text.includes('Start your order')) fs.writeFileSync(path.join(serverDir, file), text.replaceAll('Start your order', 'Place your order'));
      }
    });
    // What the server's ShellServerLoader does when shellServer.js changes.
    const load = createRequire(import.meta.url);
    delete load.cache[load.resolve(bundleFile)];
    const reloaded = requireBundle();
    assert.notEqual(reloaded, bundle, 'a fresh copy of the bundle');
    await registry.promote(remote, renamed);
    const federationAfter = reloaded.createServerFederation({ releasesDir: registry.dir });
    const html = await render(reloaded, await federationAfter.loadRouteModule(remote, 'authors-english', release(registry)), { content: englishEditing });
    assert.match(html, /Place your order/);
    await registry.rollback(remote);
  });
});
