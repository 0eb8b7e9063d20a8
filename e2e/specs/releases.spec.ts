// Independent releases as a team and a release manager use them, against the running
// server: a changed mf-search build published over HTTP with a token and promoted while a page is
// open, seen on the next page load and in the served HTML, then rolled back; a 50 % canary across a
// hundred new readers; a preview link that shows a build to one browser only; an incompatible build
// refused; a token that cannot publish another team's remote; two publishes at once; the release
// API and page refused to a reader without the role. Logs the time from promote to the first reader
// on the new build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { grantRole, signUpAndIn } from './accounts.ts';
import { e2eDatabaseFile, releasesDir, untilServed } from './e2eRegistry.ts';
import { expect, test } from './fixtures.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A label of the search page, in both the browser and the server build of mf-search (the results' sort). */
const original = 'Sort by';
const changed = 'Order the results by';
const searchPath = '/search?q=cell';
const runStamp = Date.now().toString(36);

/** Runs a few lines (awaiting allowed) against the e2e server's registry, in a process of their own (what `release token create` does). */
function onRegistry(code: string): string {
  const registryModule = pathToFileURL(path.join(repositoryRoot, 'server', 'src', 'features', 'releases', 'siteRegistry.ts')).href;
  const script = `import { openSiteRegistry } from ${JSON.stringify(registryModule)};
const registry = await openSiteRegistry(${JSON.stringify(releasesDir)}, ${JSON.stringify(e2eDatabaseFile)});
try {
${code}
} finally {
  await registry.close();
}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repositoryRoot, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

function createToken(scope: string, name: string): string {
  return onRegistry(`process.stdout.write((await registry.createToken(${JSON.stringify(scope)}, ${JSON.stringify(name)}, 'e2e')).secret);`);
}

/** mf-search's dist, copied and changed by `change` (each text file's contents), as a .tar.gz. */
function changedBuild(label: string, change: (file: string, text: string) => string): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `oap-e2e-${label}-`));
  fs.cpSync(path.join(repositoryRoot, 'mf-search', 'dist'), dir, { recursive: true });
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, 'utf8');
    const next = change(path.relative(dir, file), text);
    if (next !== text) fs.writeFileSync(file, next);
  }
  // A build of this run's own (builds are named by their content, and earlier runs published theirs).
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), `\n/* e2e ${label} ${runStamp} */\n`);
  const archive = `${dir}.tar.gz`;
  const tar = spawnSync('tar', ['-czf', archive, '-C', dir, '.'], { encoding: 'utf8' });
  expect(tar.status, tar.stderr).toBe(0);
  const bytes = fs.readFileSync(archive);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(archive, { force: true });
  return bytes;
}

const relabelled = (label: string) => (_file: string, text: string) => text.replaceAll(original, label);

/** A build requiring a React no shell provides: its singleton range in both places a build declares it. */
const needsFutureReact = (file: string, text: string) => {
  if (file !== 'mf-manifest.json' && file !== 'build-metadata.json') return text;
  const json = JSON.parse(text) as { shared?: unknown };
  if (Array.isArray(json.shared)) for (const entry of json.shared as { name?: string; requiredVersion?: unknown }[]) if (entry.name === 'react') entry.requiredVersion = '^99.0.0';
  if (json.shared && !Array.isArray(json.shared)) {
    const react = (json.shared as Record<string, { requiredVersion?: string }>)['react'];
    if (react) react.requiredVersion = '^99.0.0';
  }
  return JSON.stringify(json);
};

function publish(api: APIRequestContext, app: string, token: string, archive: Buffer) {
  return api.post(`/api/releases/builds/${app}`, { data: archive, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' } });
}

function call(api: APIRequestContext, pathName: string, token: string, data: unknown = {}) {
  return api.post(pathName, { data, headers: { authorization: `Bearer ${token}` } });
}

/** The mf-search build a served page names in its release manifest. */
function searchBuildIn(html: string): string {
  const json = /<script id="oap-release-manifest"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'the page inlines its release manifest').toBeTruthy();
  return (JSON.parse(json!) as { remotes: Record<string, { build: string }> }).remotes['mf-search']!.build;
}

test.describe.serial('independent releases', () => {
  const stamp = runStamp;
  let searchToken: string;
  let journalToken: string;
  let active: string;
  let next: string;

  let activeAtStart: string;

  test.beforeAll(() => {
    activeAtStart = onRegistry(`process.stdout.write(registry.active('mf-search'));`);
    searchToken = createToken('mf-search', `e2e-search-${stamp}`);
    journalToken = createToken('mf-journal', `e2e-journal-${stamp}`);
  });

  // Whatever happened, the e2e server's registry is left as it was found: no canary, the same build, no tokens.
  test.afterAll(async ({ request }) => {
    onRegistry(`
      if (registry.read().remotes['mf-search']?.canary) await registry.abortCanary('mf-search', 'e2e');
      if (registry.active('mf-search') !== ${JSON.stringify(activeAtStart)}) await registry.promote('mf-search', ${JSON.stringify(activeAtStart)}, { actor: 'e2e' });
      for (const name of ['e2e-search-${stamp}', 'e2e-journal-${stamp}']) await registry.revokeToken(name, 'e2e');
    `);
    // The spec after this one meets the registry as this one found it.
    await untilServed(request, 'mf-search', activeAtStart);
  });

  test('a changed build published over HTTP and promoted reaches the open page’s next click, its next load and the served HTML; rollback returns', async ({ page, request }) => {
    active = searchBuildIn(await (await request.get(searchPath)).text());
    const published = await publish(request, 'mf-search', searchToken, changedBuild('changed', relabelled(changed)));
    expect(published.status(), await published.text()).toBe(201);
    next = (await published.json()).build;
    expect(next).not.toBe(active);

    // A fake clock, so the test can move past the 30 s between a page's latest-build checks.
    await page.clock.install();
    await page.goto(searchPath);
    await expect(page.getByLabel(original, { exact: true })).toBeVisible();
    const promoted = await call(request, '/api/releases/mf-search/promote', searchToken, { build: next });
    expect(promoted.status(), await promoted.text()).toBe(200);
    const promotedAt = Date.now();
    // The first reader after the promote: a new request, served by the new build.
    let firstReaderMs = -1;
    for (let attempt = 0; attempt < 50 && firstReaderMs < 0; attempt += 1) {
      const html = await (await request.get(searchPath)).text();
      if (html.includes(`>${changed}<`)) firstReaderMs = Date.now() - promotedAt;
    }
    expect(firstReaderMs, 'a reader gets the promoted build').toBeGreaterThanOrEqual(0);
    const served = await (await request.get(searchPath)).text();
    expect(searchBuildIn(served)).toBe(next);
    expect(served).toContain(changed);
    // The open page's next click (a client-side navigation, 30 s on) asks for the latest-build file
    // and, the build being newer, loads its target as a new document on the new build.
    await page.evaluate(() => Object.assign(window, { oapBeforePromote: true }));
    await page.clock.fastForward(31_000);
    await page.getByRole('link', { name: 'Next page' }).first().click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByLabel(changed, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => 'oapBeforePromote' in window), 'a new document, not a client-side render').toBe(false);
    const clickMs = Date.now() - promotedAt;
    // The open page's next load, rendered by the server and hydrated by the new browser build.
    await page.reload();
    await expect(page.getByLabel(changed, { exact: true })).toBeVisible();
    const openPageMs = Date.now() - promotedAt;
    // Hydrated by the new browser build too (page.reload, unlike the fixture's goto, does not wait for it).
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    console.log(`promote -> first reader on the new build: ${firstReaderMs} ms (served HTML); the open page's next click loaded it ${clickMs} ms, its next load ${openPageMs} ms after the promote`);

    const rolledBack = await call(request, '/api/releases/mf-search/rollback', searchToken);
    expect(rolledBack.status(), await rolledBack.text()).toBe(200);
    expect((await rolledBack.json()).active).toBe(active);
    // Leaving the page sends its render reports (a beacon): the browser's render of the new build
    // counts for it (no server render of it happens from here: it is no longer active).
    const health = async () => {
      const status = await (await request.get('/api/releases/status', { headers: { authorization: `Bearer ${searchToken}` } })).json();
      return (status.apps['mf-search'].builds as { id: string; health: { renders: number; errors: number } }[]).find((build) => build.id === next)!.health;
    };
    const before = await health();
    await page.reload();
    await expect.poll(async () => (await health()).renders, { timeout: 5000 }).toBeGreaterThan(before.renders);
    expect((await health()).errors).toBe(0);
    await expect(page.getByLabel(original, { exact: true })).toBeVisible();
    expect(await (await request.get(searchPath)).text()).not.toContain(changed);
  });

  test('a 50 % canary gives both builds across a hundred new readers, each sticking to theirs', async ({ browser, request }) => {
    const started = await call(request, '/api/releases/mf-search/promote', searchToken, { build: next, canaryPercent: 50 });
    try {
      expect(started.status(), await started.text()).toBe(200);
      const baseURL = test.info().project.use.baseURL!;
      const builds: string[] = [];
      // A hundred readers, each with a cookie jar of their own, ten at a time.
      for (let batch = 0; batch < 10; batch += 1) {
        builds.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, async () => {
              const reader = await playwrightRequest.newContext({ baseURL });
              try {
                const first = await (await reader.get('/about')).text();
                const again = await (await reader.get('/about')).text();
                // Sticky: the same reader gets the same build on their next page.
                expect(searchBuildIn(again)).toBe(searchBuildIn(first));
                return searchBuildIn(first);
              } finally {
                await reader.dispose();
              }
            }),
          )),
        );
      }
      const onCanary = builds.filter((build) => build === next).length;
      expect(builds.filter((build) => build !== next && build !== active)).toEqual([]);
      expect(onCanary).toBeGreaterThanOrEqual(40);
      expect(onCanary).toBeLessThanOrEqual(60);
      console.log(`50 % canary: ${onCanary} of 100 new readers on the canary build`);
      // A reader's browser in the canary renders the canary build, one outside it the active build.
      for (const [bucket, label] of [
        ['3', changed],
        ['97', original],
      ] as const) {
        const context = await browser.newContext();
        await context.addCookies([{ name: 'oap_canary_bucket', value: bucket, url: baseURL }]);
        const readerPage = await context.newPage();
        await readerPage.goto(searchPath);
        await expect(readerPage.getByLabel(label, { exact: true })).toBeVisible();
        await context.close();
      }
    } finally {
      await call(request, '/api/releases/mf-search/canary/abort', searchToken);
    }
  });

  test('a preview link shows the build to the browser that opened it, and to no one else, until it ends', async ({ browser, request }) => {
    const answer = await call(request, '/api/releases/mf-search/preview', searchToken, { build: next });
    expect(answer.status(), await answer.text()).toBe(201);
    const { url } = await answer.json();
    const previewing = await browser.newContext();
    const other = await browser.newContext();
    try {
      const previewPage = await previewing.newPage();
      await previewPage.goto(`${url}&to=${encodeURIComponent(searchPath)}`);
      await expect(previewPage).toHaveURL(new RegExp(`${searchPath.replace('?', '\\?')}$`));
      await expect(previewPage.getByLabel(changed, { exact: true })).toBeVisible();
      await expect(previewPage.getByRole('status').filter({ hasText: `Preview: mf-search build ${next}` })).toBeVisible();

      const otherPage = await other.newPage();
      await otherPage.goto(searchPath);
      await expect(otherPage.getByLabel(original, { exact: true })).toBeVisible();
      await expect(otherPage.getByText('Preview: mf-search')).toHaveCount(0);

      await previewPage.getByRole('button', { name: 'End preview' }).click();
      await expect(previewPage.getByLabel(original, { exact: true })).toBeVisible();
      await expect(previewPage.getByText('Preview: mf-search')).toHaveCount(0);
    } finally {
      await previewing.close();
      await other.close();
    }
  });

  test('an incompatible build is refused, a token cannot publish another team’s remote, two publishes at once both land', async ({ request }) => {
    const incompatible = await publish(request, 'mf-search', searchToken, changedBuild('incompatible', needsFutureReact));
    expect(incompatible.status(), await incompatible.text()).toBe(201);
    const refused = await call(request, '/api/releases/mf-search/promote', searchToken, { build: (await incompatible.json()).build });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toMatch(/react: mf-search build \w+ requires \^99\.0\.0/);

    const foreign = await publish(request, 'mf-journal', searchToken, changedBuild('foreign', relabelled('Sort')));
    expect(foreign.status()).toBe(403);
    expect((await foreign.json()).message).toMatch(/for mf-search only/);
    expect((await call(request, '/api/releases/mf-search/promote', journalToken, { build: next })).status()).toBe(403);

    const [first, second] = await Promise.all([
      publish(request, 'mf-search', searchToken, changedBuild('together-a', relabelled('Sort (a) by'))),
      publish(request, 'mf-search', searchToken, changedBuild('together-b', relabelled('Sort (b) by'))),
    ]);
    expect([first.status(), second.status()]).toEqual([201, 201]);
    const builds = [(await first.json()).build, (await second.json()).build];
    const status = await (await request.get('/api/releases/status', { headers: { authorization: `Bearer ${searchToken}` } })).json();
    const listed = (status.apps['mf-search'].builds as { id: string }[]).map((build) => build.id);
    for (const build of builds) expect(listed).toContain(build);
    // Every change is in the audit log, with who made it.
    const audit = await (await request.get('/api/releases/audit?app=mf-search&limit=20', { headers: { authorization: `Bearer ${searchToken}` } })).json();
    expect(audit.entries.some((entry: { action: string; actor: string; to?: string }) => entry.action === 'rollback' && entry.actor === `token e2e-search-${stamp}`)).toBe(true);
  });

  test('a reader without the release-manager role gets 403 from the API and the page', async ({ page }) => {
    const email = `reader.${stamp}@example.org`;
    await signUpAndIn(page, 'Plain Reader', email);
    const api = await page.request.get('/api/releases/status');
    expect(api.status()).toBe(403);
    const preview = await page.request.post('/api/releases/mf-search/preview', { data: { build: next } });
    expect(preview.status()).toBe(403);
    const answer = await page.goto('/release-manager');
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Releases');
    expect(await (await page.request.get('/robots.txt')).text()).toContain('Disallow: /release-manager');

    // With the role, the same account gets the page.
    grantRole('release-manager', email);
    expect((await page.goto('/release-manager'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { level: 2, name: 'mf-search' })).toBeVisible();
    await expect(page.getByRole('cell', { name: `token e2e-search-${stamp}` }).first()).toBeVisible();
    // The page's actions are forms: a preview link for the build published above.
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(next) }) });
    await row.getByRole('button', { name: 'Preview link' }).click();
    const done = page.getByRole('status').filter({ hasText: `Preview link for mf-search build ${next}` });
    await expect(done).toBeVisible();
    expect(await done.getByRole('link').getAttribute('href')).toMatch(/\/api\/releases\/preview\/open\?token=/);
  });
});
