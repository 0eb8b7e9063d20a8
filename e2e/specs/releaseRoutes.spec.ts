// A new page inside a family ships with a promote alone. The spec builds mf-journal once
// more, aside, with a page nobody else has seen (OAP_RELEASE_CHECK_ROUTE=1 compiles in
// /journal/{slug}/release-check and a link to it in the journal menu), publishes it over the release
// API with a token scoped to mf-journal, and promotes it: the running server, the shell and the other
// remotes are not rebuilt or restarted. The page is then served by the server and reached by
// client-side navigation; a rollback makes it a 404 again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openE2eRegistry } from './e2eRegistry.ts';
import { expect, test, type Request } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const newPage = (slug: string) => `/journal/${slug}/release-check`;

let workDir = '';
let archive = '';
let token = { name: '', secret: '' };
let promotedBuild = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-release-routes-'));
  const dist = path.join(workDir, 'dist');
  const started = Date.now();
  // The real build of mf-journal, with the test page compiled in, written outside its dist/.
  execFileSync(process.execPath, [path.join(root, 'mf-journal', 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build'], {
    cwd: path.join(root, 'mf-journal'),
    env: { ...process.env, NODE_ENV: 'production', OAP_RELEASE_CHECK_ROUTE: '1', OAP_DIST_DIR: dist },
    stdio: 'pipe',
  });
  const figure = `mf-journal release check build in ${Date.now() - started} ms`;
  test.info().annotations.push({ type: 'build', description: figure });
  console.log(figure);
  const metadata = JSON.parse(fs.readFileSync(path.join(dist, 'build-metadata.json'), 'utf8')) as { routes: { name: string }[] };
  expect(metadata.routes.map((route) => route.name)).toContain('journal-slug-release-check');
  archive = path.join(workDir, 'build.tar.gz');
  execFileSync('tar', ['-czf', archive, '-C', dist, ...fs.readdirSync(dist)]);
  // A team's CI token for mf-journal alone, made as `release token` makes one.
  const name = `e2e-release-routes-${process.pid}-${Date.now()}`;
  const registry = await openE2eRegistry();
  token = { name, secret: (await registry.createToken('mf-journal', name, 'e2e')).secret };
  await registry.close();
});

test.afterAll(async ({ request }) => {
  const registry = await openE2eRegistry();
  // A failed run must not leave the test build active for the specs after it.
  if (promotedBuild && registry.active('mf-journal') === promotedBuild) {
    await request.post('/api/releases/mf-journal/rollback', { headers: { authorization: `Bearer ${token.secret}` } });
  }
  if (token.name) await registry.revokeToken(token.name, 'e2e');
  await registry.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('a new mf-journal page ships with a promote alone, server-rendered and by client-side navigation, and a rollback removes it', async ({ browser, page, request }) => {
  const [journal] = (await (await request.get('/api/journals/biggest?count=1')).json()) as { nameSystem: string; name: string }[];
  const auth = { authorization: `Bearer ${token.secret}` };

  // Before: the site has never heard of the page.
  expect((await request.get(newPage(journal!.nameSystem))).status()).toBe(404);

  const published = await request.post('/api/releases/builds/mf-journal', { headers: { ...auth, 'content-type': 'application/gzip' }, data: fs.readFileSync(archive) });
  expect(published.status(), await published.text()).toBeLessThan(300);
  const { build } = (await published.json()) as { build: string };
  const promotedAt = Date.now();
  const promoted = await request.post('/api/releases/mf-journal/promote', { headers: auth, data: { build } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  promotedBuild = build;

  // Server-rendered: the page's own HTML, from the new build's server target.
  const served = await request.get(newPage(journal!.nameSystem));
  const firstReader = `promote to the first reader's page on the new build: ${Date.now() - promotedAt} ms`;
  test.info().annotations.push({ type: 'promote to first reader', description: firstReader });
  console.log(firstReader);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('<h1>Release check</h1>');
  expect(html).toContain(`/remotes/mf-journal/${build}/`);

  // Client-side: the journal's home (on the new build) links to the page; following the link loads no document.
  await page.goto(`/journal/${journal!.nameSystem}`);
  const documents: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request);
  });
  await page.getByRole('navigation', { name: `${journal!.name} menu` }).getByRole('link', { name: 'Release check' }).click();
  await expect(page).toHaveURL(new RegExp(`${newPage(journal!.nameSystem)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Release check' })).toBeVisible();
  await expect(page).toHaveTitle(/^Release check \|/);
  expect(documents.map((request) => request.url())).toEqual([]);

  // Rollback: the previous build is active again, and the page is a 404 for the server and the router.
  const rolledBack = await request.post('/api/releases/mf-journal/rollback', { headers: auth });
  expect(rolledBack.status(), await rolledBack.text()).toBe(200);
  expect(((await rolledBack.json()) as { active: string }).active).not.toBe(build);
  expect((await request.get(newPage(journal!.nameSystem))).status()).toBe(404);
  // A reader new to the journal (the first browser keeps the pages it read for the page cache's max-age).
  const reader = await browser.newPage();
  await reader.goto(`/journal/${journal!.nameSystem}`);
  await expect(reader.getByRole('heading', { level: 1, name: journal!.name })).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Release check' })).toHaveCount(0);
  const direct = await reader.goto(newPage(journal!.nameSystem));
  expect(direct?.status()).toBe(404);
  await expect(reader.getByText(`Page not found: ${newPage(journal!.nameSystem)}`)).toBeVisible();
  await reader.close();
});
