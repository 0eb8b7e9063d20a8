// The routes the server answers follow the promoted builds: a build's build-metadata.json
// adds a page inside its family; promote, rollback and the robots.txt and sitemap they change, with a real
// registry on disk and the app's robots and sitemap plugins through app.inject().
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import Fastify from 'fastify';
import { FEDERATION_CONTRACT_VERSION, type BuildMetadata, type BuildRouteRule } from '@oap/contracts/federation/buildMetadata.ts';
import { redirectRoutes } from '@oap/contracts/routing/routeTable.ts';
import { buildRouteRules } from '@oap/contracts/routing/buildRoutes.ts';
import { robotsPlugin } from '../features/findability/robots/robotsPlugin.ts';
import { sitemapPlugin } from '../features/findability/sitemaps/sitemapPlugin.ts';
import { openCatalogue } from '../catalogue/openCatalogue.ts';
import { testDatabase } from '../../test-support/testDatabase.ts';
import { openTestRegistry } from '../../test-support/platformFixture.ts';
import { temporaryDir, writeRemoteBuild, writeShellDist } from '../../test-support/testFiles.ts';
import { releaseManifest, ShellDocument } from '../features/releases/shellDocument.ts';
import { installActiveRoutes, releaseRouteSet, withBuildRoutes } from './activeRoutes.ts';

const journalRules: BuildRouteRule[] = buildRouteRules('mf-journal');
const newForm: BuildRouteRule = { name: 'journal-slug-new-form', path: '/journal/:slug/new-form', layout: 'form', params: { slug: 'nameSystem' } };

function journalBuild(text: string, routes?: BuildRouteRule[]): string {
  const dir = writeRemoteBuild(temporaryDir('dist'), 'mf-journal', text);
  if (routes) {
    const metadata: BuildMetadata = { app: 'mf-journal', builtAt: '2026-01-01T00:00:00.000Z', contractVersion: FEDERATION_CONTRACT_VERSION, shared: {}, routes, prerendered: [] };
    fs.writeFileSync(path.join(dir, 'build-metadata.json'), JSON.stringify(metadata));
  }
  return dir;
}

test("a promoted build's new page is served, its form disallowed in robots.txt, and a rollback takes both away", async () => {
  const registry = await openTestRegistry();
  const app = Fastify();
  installActiveRoutes(app, registry);
  await app.register(robotsPlugin, { publicUrl: 'https://journals.example.org' });
  const robots = async () => (await app.inject('/robots.txt')).body;

  const before = (await registry.publish('mf-journal', journalBuild('v1', journalRules))).id;
  await registry.promote('mf-journal', before);
  assert.equal(app.activeRoutes().resolve('/journal/cells/new-form').kind, 'not-found');
  assert.equal(app.activeRoutes().resolve('/journal/cells/stats').kind, 'page');
  assert.doesNotMatch(await robots(), /new-form/);

  const after = (await registry.publish('mf-journal', journalBuild('v2', [...journalRules, newForm]))).id;
  await registry.promote('mf-journal', after);
  assert.deepEqual(app.activeRoutes().resolve('/journal/cells/new-form'), {
    kind: 'page',
    route: { ...newForm, remote: 'mf-journal' },
    params: { slug: 'cells' },
  });
  // Parameter rules are the shell's: a journal name that cannot be one is still a 404.
  assert.equal(app.activeRoutes().resolve('/journal/No_Such/new-form').kind, 'not-found');
  assert.match(await robots(), /^Disallow: \/journal\/\*\/new-form$/m);

  await registry.rollback('mf-journal');
  assert.equal(app.activeRoutes().resolve('/journal/cells/new-form').kind, 'not-found');
  assert.doesNotMatch(await robots(), /new-form/);
  await app.close();
});

test("the shell's redirects travel with its build: a promoted shell build's new redirect is answered, a rollback takes it away", async () => {
  const registry = await openTestRegistry();
  const shell = new ShellDocument(writeShellDist(temporaryDir('shell-dist')), registry);
  const shellBuild = (label: string, redirects?: { path: string; to: string }[]) => {
    const dir = writeShellDist(temporaryDir('shell'));
    fs.appendFileSync(path.join(dir, 'index.html'), `<!-- ${label} -->`);
    const metadata: BuildMetadata = { app: 'shell', builtAt: '2026-01-01T00:00:00.000Z', contractVersion: FEDERATION_CONTRACT_VERSION, shared: {}, routes: [], prerendered: [], ...(redirects ? { redirects } : {}) };
    fs.writeFileSync(path.join(dir, 'build-metadata.json'), JSON.stringify(metadata));
    return dir;
  };
  const resolve = (pathname: string, search = '') => releaseRouteSet(releaseManifest(registry, shell), registry.dir).resolve(pathname, search);

  // A shell build with this tree's redirects.
  await registry.promote('shell', (await registry.publish('shell', shellBuild('old', [...redirectRoutes]))).id);
  assert.deepEqual(resolve('/journal/cells/most_cited', '?page=2'), { kind: 'redirect', location: '/journal/cells/most-cited?page=2' });
  // Not a redirect (the static pages' catch-all takes any other path; its loader decides the 404).
  assert.notEqual(resolve('/journals/cells').kind, 'redirect');

  const moved = [...redirectRoutes, { path: '/journals/:slug', to: '/journal/:slug' }, { path: '/away', to: '//elsewhere.example/' }];
  await registry.promote('shell', (await registry.publish('shell', shellBuild('new', moved))).id);
  assert.deepEqual(releaseManifest(registry, shell).shell?.redirects?.length, moved.length);
  assert.deepEqual(resolve('/journals/a%20b'), { kind: 'redirect', location: '/journal/a%20b' });
  assert.deepEqual(resolve('/journal/cells/sectioneditors/x y'), { kind: 'redirect', location: '/journal/cells/editors?nameSystem=x%20y' });
  // A target off the site is never followed.
  assert.notEqual(resolve('/away').kind, 'redirect');

  await registry.rollback('shell');
  assert.notEqual(resolve('/journals/cells').kind, 'redirect');
  assert.equal(resolve('/journal/cells/most_cited').kind, 'redirect');
});

test("the page's manifest carries each build's routes, and only those", async () => {
  const registry = await openTestRegistry();
  const current = (await registry.publish('mf-journal', journalBuild('current', [...journalRules, newForm, { name: 'takeover', path: '/about/takeover', layout: 'default' }]))).id;
  await registry.promote('mf-journal', current);
  const problems: string[] = [];
  const manifest = withBuildRoutes(registry.manifest(), registry.dir, (message) => problems.push(message));
  assert.equal(manifest.remotes['mf-journal']!.routes!.length, journalRules.length + 2);
  // A route outside the family is named once in the log, and never routed.
  assert.equal(problems.length, 1);
  assert.match(problems[0]!, /"takeover".*outside mf-journal's family/);
});

test("the pages sitemap lists a fixed page a promoted build adds, and drops it after a rollback", async () => {
  const registry = await openTestRegistry();
  // An empty catalogue: the pages sitemap lists pages, not articles.
  const database = await testDatabase(path.join(temporaryDir('catalogue'), 'site.sqlite'));
  const catalogue = await openCatalogue(database.config, { searchWorkers: 0 });
  const app = Fastify();
  installActiveRoutes(app, registry);
  await app.register(sitemapPlugin, { catalogue: catalogue.store.findability, publicUrl: 'https://journals.example.org' });
  const pages = async () => (await app.inject({ url: '/sitemaps/pages.xml', headers: { 'accept-encoding': 'identity' } })).body;

  const staticRules = buildRouteRules('mf-static-pages');
  const build = (text: string, routes: BuildRouteRule[]) => {
    const dir = writeRemoteBuild(temporaryDir('dist'), 'mf-static-pages', text);
    const metadata: BuildMetadata = { app: 'mf-static-pages', builtAt: '2026-01-01T00:00:00.000Z', contractVersion: FEDERATION_CONTRACT_VERSION, shared: {}, routes, prerendered: [] };
    fs.writeFileSync(path.join(dir, 'build-metadata.json'), JSON.stringify(metadata));
    return dir;
  };
  await registry.promote('mf-static-pages', (await registry.publish('mf-static-pages', build('v1', staticRules))).id);
  assert.match(await pages(), /<loc>https:\/\/journals\.example\.org\/about\/mission<\/loc>/);
  assert.doesNotMatch(await pages(), /about\/new-page/);

  await registry.promote('mf-static-pages', (await registry.publish('mf-static-pages', build('v2', [...staticRules, { name: 'about-new-page', path: '/about/new-page', layout: 'static-content' }]))).id);
  assert.match(await pages(), /<loc>https:\/\/journals\.example\.org\/about\/new-page<\/loc>/);

  await registry.rollback('mf-static-pages');
  assert.doesNotMatch(await pages(), /about\/new-page/);
  await app.close();
  await catalogue.close();
  await database.close();
});

test("a shell redirect to an absolute URL is followed only to a host REDIRECT_HOSTS allows; /subject/* takes any depth", async () => {
  const registry = await openTestRegistry();
  const dist = writeShellDist(temporaryDir('shell-dist'));
  const rules = [
    ...redirectRoutes,
    { path: '/blog/:post', to: 'https://blog.publisher.example/posts/:post' },
    { path: '/shop', to: 'https://shop.elsewhere.example/' },
  ];
  const metadata: BuildMetadata = { app: 'shell', builtAt: '2026-01-01T00:00:00.000Z', contractVersion: FEDERATION_CONTRACT_VERSION, shared: {}, routes: [], prerendered: [], redirects: rules };
  fs.writeFileSync(path.join(dist, 'build-metadata.json'), JSON.stringify(metadata));
  await registry.promote('shell', (await registry.publish('shell', dist)).id);
  const resolveWith = (hosts: string[], pathname: string, search = '') =>
    releaseRouteSet(releaseManifest(registry, new ShellDocument(dist, registry, { redirectHosts: hosts })), registry.dir).resolve(pathname, search);

  assert.deepEqual(resolveWith(['blog.publisher.example'], '/blog/open peer review', '?ref=mail'), { kind: 'redirect', location: 'https://blog.publisher.example/posts/open%20peer%20review?ref=mail' });
  // The manifest the page carries names the allowed hosts, so the browser's router follows the same rules.
  assert.deepEqual(releaseManifest(registry, new ShellDocument(dist, registry, { redirectHosts: ['blog.publisher.example'] })).shell?.redirectHosts, ['blog.publisher.example']);
  // A host the configuration does not name is never a way off the site; nor is any host with no allow-list.
  assert.notEqual(resolveWith(['blog.publisher.example'], '/shop').kind, 'redirect');
  assert.notEqual(resolveWith([], '/blog/x').kind, 'redirect');
  // The operator is told, once, which rule is not followed and why.
  const logged: string[] = [];
  const manifest = releaseManifest(registry, new ShellDocument(dist, registry, { redirectHosts: ['blog.publisher.example'] }));
  withBuildRoutes(manifest, registry.dir, (message) => logged.push(message));
  withBuildRoutes(manifest, registry.dir, (message) => logged.push(message));
  assert.equal(logged.length, 1);
  assert.match(logged[0]!, /redirect from "\/shop" to "https:\/\/shop\.elsewhere\.example\/" is not followed: .*REDIRECT_HOSTS/);

  for (const legacy of ['/subject', '/subject/biology', '/subject/a/b', '/subject/a/b/c/d/xml']) {
    assert.deepEqual(resolveWith([], legacy), { kind: 'redirect', location: '/topics' }, legacy);
  }
  // A page's parameter rule still makes a 404 where no redirect takes the path.
  assert.equal(resolveWith([], '/news/not-digits').kind, 'not-found');
});
