// The development loop: mf-journal's rspack dev server runs beside the site, this browser
// loads mf-journal from it through /api/dev/override, and an edit to a journal component shows up
// in the open page by hot update, without a reload, while the frame (header, footer) is the site's.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const journalDir = path.join(root, 'mf-journal');
const componentFile = path.join(journalDir, 'src/features/journal-home/JournalHomePage.tsx');
// Not mf-journal's usual 3102, so a developer's own dev server does not meet this run.
const devPort = Number(process.env.E2E_DEV_PORT ?? 3192);
const manifestUrl = `http://localhost:${devPort}/mf-manifest.json`;

let devServer: ChildProcess | null = null;
let startProblem: string | null = null;
const original = fs.readFileSync(componentFile, 'utf8');

async function waitForManifest(deadline: number, exited: () => string | null): Promise<string | null> {
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) return exit;
    try {
      const response = await fetch(manifestUrl);
      if (response.ok) return null;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return `no ${manifestUrl} after 60 s`;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const cli = path.join(journalDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  if (!fs.existsSync(cli)) {
    startProblem = `${cli} is missing (run the install)`;
    return;
  }
  // `pnpm dev` in mf-journal is `rspack serve`; started the same way, in its own process group.
  devServer = spawn(process.execPath, [cli, 'serve'], { cwd: journalDir, env: { ...process.env, PORT_DEV: String(devPort) }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exit: string | null = null;
  devServer.stdout?.on('data', (chunk) => (output += chunk));
  devServer.stderr?.on('data', (chunk) => (output += chunk));
  devServer.on('exit', (code) => (exit = `the dev server exited (${code}): ${output.slice(-2000)}`));
  devServer.on('error', (error) => (exit = `the dev server could not start: ${error.message}`));
  startProblem = await waitForManifest(Date.now() + 60_000, () => exit);
});

test.afterAll(() => {
  fs.writeFileSync(componentFile, original);
  if (devServer?.pid) {
    try {
      process.kill(-devServer.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});

test('a journal component edited on disk updates the open page by hot reload; the rest comes from the site', async ({ page, request }) => {
  test.skip(startProblem !== null, `the mf-journal dev server could not start, so the development loop is not tested: ${startProblem}`);
  test.setTimeout(60_000);
  const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const devRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(`http://localhost:${devPort}/`)) devRequests.push(req.url());
  });

  const set = await page.goto(`/api/dev/override?remote=mf-journal&url=${encodeURIComponent(manifestUrl)}`);
  expect(set?.status()).toBe(200);

  const response = await page.goto(`/journal/${journal.nameSystem}`);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: journal.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Aims and scope' })).toBeVisible();
  await expect(page.getByTestId('dev-override-banner')).toContainText('mf-journal from localhost');
  // The frame is the site's (server-rendered into the document), the journal page the dev server's.
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  expect(devRequests.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));

  fs.writeFileSync(componentFile, original.replace(/^(\s*)Aims and scope$/m, '$1Aims and scope (edited)'));
  await expect(page.getByRole('heading', { level: 2, name: 'Aims and scope (edited)' })).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.locator('header').first()).toBeVisible();
  expect(devRequests.some((url) => url.includes('.hot-update.'))).toBe(true);

  fs.writeFileSync(componentFile, original);
  await expect(page.getByRole('heading', { level: 2, name: 'Aims and scope' })).toBeVisible({ timeout: 20_000 });

  // Ending the override brings back the published build and the server-rendered, cacheable page.
  await page.goto('/api/dev/override?clear=1');
  const published = await page.goto(`/journal/${journal.nameSystem}`);
  expect(published?.headers()['cache-control']).not.toContain('no-store');
  await expect(page.getByTestId('dev-override-banner')).toHaveCount(0);
  expect(errors).toEqual([]);
});
