// A bad build never reaches readers: a promoted mf-author-services build whose files are
// missing, and one whose code throws as it starts, fall back to the last known good build, in the
// server's render and in the browser (the federation runtime plugins: retry, then last known good);
// with no good build to fall back to, the error page shows inside the layout. Other families keep
// working in the same page. Variants are made as server/src/pages/render/serverFederation.test.ts makes them:
// a copy of the active build, edited, published into the registry the e2e server reads (its
// database), which the server sees within a second.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseRegistry } from '../../server/src/features/releases/registry.ts';
import { openE2eRegistry, releasesDir, untilServed } from './e2eRegistry.ts';
import { expect, test, type Page } from './fixtures.ts';

const remote = 'mf-author-services' as const;
const pagePath = '/authors/english';
const pageHeading = 'English Language Editing';

let registry: ReleaseRegistry;
let goodBuild = '';
let workDir = '';
/** Builds this spec published. */
const publishedHere: string[] = [];

test.describe.configure({ mode: 'serial' });

/** A copy of the good build with `edit` applied to the files of both targets, published (not promoted). */
async function publishVariant(name: string, edit: (dir: string) => void): Promise<string> {
  const dir = path.join(workDir, name);
  fs.cpSync(registry.buildDir(remote, goodBuild), dir, { recursive: true });
  edit(dir);
  edit(path.join(dir, 'server'));
  const { id } = await registry.publish(remote, dir, { actor: 'e2e' });
  publishedHere.push(id);
  return id;
}

/** Requests for one build's browser entry. */
function entryRequests(page: Page, build: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/remotes/${remote}/${build}/remoteEntry.js`)) seen.push(request.url());
  });
  return seen;
}

async function expectFrame(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** Client-side navigation to another family (mf-static-pages) from the open page. */
async function otherFamilyStillWorks(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'About' }).hover();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: '500' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  registry = await openE2eRegistry();
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-release-fallback-'));
  goodBuild = registry.active(remote) ?? '';
  expect(goodBuild, `${remote} has an active build in ${releasesDir}`).not.toBe('');
  // Readers have rendered the good build (the server counts its own renders): it is last known good.
  expect((await request.get(pagePath)).status()).toBe(200);
});

test.afterAll(async ({ request }) => {
  // Whatever happened, the good build is active again, with a clean health record.
  if (registry && goodBuild) {
    await registry.refresh();
    if (registry.active(remote) !== goodBuild) await registry.promote(remote, goodBuild, { actor: 'e2e' });
    await untilServed(request, remote, goodBuild);
  }
  await registry?.close();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
});

test('a promoted build whose files are missing falls back to the last known good build, on the server and in the browser', async ({ page, request }) => {
  const missing = await publishVariant('missing', (dir) => fs.rmSync(path.join(dir, 'remoteEntry.js'), { force: true }));
  await registry.promote(remote, missing, { actor: 'e2e' });
  await untilServed(request, remote, missing);
  const manifest = (await (await request.get('/api/releases/manifest')).json()) as { remotes: Record<string, { build: string; lastKnownGood?: { build: string } }> };
  expect(manifest.remotes[remote]).toMatchObject({ build: missing, lastKnownGood: { build: goodBuild } });

  // The server renders the page from the last known good build's server target.
  const served = await request.get(pagePath);
  expect(served.status()).toBe(200);
  expect(await served.text()).toMatch(new RegExp(`<h1[^>]*>${pageHeading}</h1>`));

  // The browser asks for the missing entry (and again, by the retry plugin), then loads the good build.
  const missingRequests = entryRequests(page, missing);
  const goodRequests = entryRequests(page, goodBuild);
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1, name: pageHeading })).toBeVisible();
  await expectFrame(page);
  // The runtime's load and the retry plugin's three more (the document's own preload may add one).
  test.info().annotations.push({ type: 'missing entry requests', description: String(missingRequests.length) });
  expect(missingRequests.length).toBeGreaterThanOrEqual(4);
  expect(goodRequests.length).toBeGreaterThanOrEqual(1);
  await otherFamilyStillWorks(page);
});

test('a promoted build whose code throws falls back to the last known good build, on the server and in the browser', async ({ page, request }) => {
  const throwing = await publishVariant('throwing', (dir) => {
    const entry = path.join(dir, 'remoteEntry.js');
    fs.writeFileSync(entry, `throw new Error("${remote} e2e build throws as it starts");\n${fs.readFileSync(entry, 'utf8')}`);
  });
  await registry.promote(remote, throwing, { actor: 'e2e' });
  await untilServed(request, remote, throwing);
  const served = await request.get(pagePath);
  expect(served.status()).toBe(200);
  expect(await served.text()).toMatch(new RegExp(`<h1[^>]*>${pageHeading}</h1>`));

  const throwingRequests = entryRequests(page, throwing);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1, name: pageHeading })).toBeVisible();
  await expectFrame(page);
  // Code that threw is not fetched again (the same code would throw again): one run, besides the
  // low-priority preload the document itself adds for the page's remote entry.
  test.info().annotations.push({ type: 'throwing entry requests', description: String(throwingRequests.length) });
  expect(throwingRequests.length).toBeLessThanOrEqual(2);
  expect(pageErrors.some((message) => message.includes('e2e build throws as it starts'))).toBe(true);
  await otherFamilyStillWorks(page);
});

test('with no good build to fall back to, the error page shows inside the layout and other families keep working', async ({ page, request }) => {
  const missing = await publishVariant('missing-again', (dir) => {
    fs.rmSync(path.join(dir, 'remoteEntry.js'), { force: true });
    // A byte of difference: a build of its own, never rendered by anyone.
    fs.appendFileSync(path.join(dir, 'mf-manifest.json'), '\n');
  });
  // Every build of this remote ever promoted here reports an error from a reader's browser: none is
  // "known good" any more (the good build's record starts afresh when afterAll promotes it again).
  const promoted = registry.read().remotes[remote]?.promotions ?? [];
  const builds = [...new Set([goodBuild, ...publishedHere, ...promoted])].slice(0, 50);
  const report = await request.post('/api/releases/health', { headers: { 'content-type': 'text/plain' }, data: JSON.stringify({ reports: builds.map((build) => ({ app: remote, build, ok: false })) }) });
  expect(report.status()).toBe(204);
  await registry.promote(remote, missing, { actor: 'e2e' });
  await untilServed(request, remote, missing);
  const manifest = (await (await request.get('/api/releases/manifest')).json()) as { remotes: Record<string, { build: string; lastKnownGood?: { build: string } }> };
  expect(manifest.remotes[remote]?.build).toBe(missing);
  expect(manifest.remotes[remote]?.lastKnownGood).toBeUndefined();

  await page.goto(pagePath);
  await expectFrame(page);
  await expect(page.getByRole('heading', { level: 1, name: '500' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Something went wrong on our end. We're working to fix the issue.")).toBeVisible();
  await otherFamilyStillWorks(page);
});

test("client-side navigation to a prerendered page reads its payload file instead of the page's own API calls", async ({ page, request }) => {
  // The good build again, after the broken ones above.
  if (registry.active(remote) !== goodBuild) await registry.promote(remote, goodBuild, { actor: 'e2e' });
  await untilServed(request, remote, goodBuild);
  // /about is one of mf-static-pages' prerendered text pages (its build-metadata.json lists it).
  const payloadUrl = `/api/releases/payload?path=${encodeURIComponent('/about')}`;
  expect((await request.get(payloadUrl)).status()).toBe(200);
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1, name: pageHeading })).toBeVisible();
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/') && !/^\/api\/(icons|releases\/health|user)\b/.test(url.pathname)) apiCalls.push(`${url.pathname}${url.search}`);
  });
  await otherFamilyStillWorks(page);
  expect(apiCalls).toEqual([payloadUrl]);
});
