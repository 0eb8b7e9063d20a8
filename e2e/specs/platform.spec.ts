// The walking skeleton, driven as a reader would: one page per remote, lazy remotes, the 404 page
// for bad ids, and a remote whose files cannot be fetched.
import { expect, test, type Page, type Request } from './fixtures.ts';

const otherFamilies = ['mf-journal', 'mf-article', 'mf-search'];

function remoteOf(request: Request): string | null {
  return new URL(request.url()).pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? null;
}

function recordRemotes(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const remote = remoteOf(request);
    if (remote) seen.add(remote);
  });
  return seen;
}

async function expectShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText('You are currently viewing a new version of our website.')).toBeVisible();
}

test('the home page loads only its own remote: no journal, article or search code', async ({ page }) => {
  const remotes = recordRemotes(page);
  await page.goto('/');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...remotes]).toContain('mf-static-pages');
  for (const family of otherFamilies) expect([...remotes]).not.toContain(family);
  await expect(page).toHaveTitle('Publisher of Open Access Journals | Meridian Open Science');
});

test('a journal page (mf-journal) shows the journal from the API', async ({ page, request }) => {
  const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
  const remotes = recordRemotes(page);
  await page.goto(`/journal/${journal.nameSystem}`);
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: journal.name })).toBeVisible();
  await expect(page).toHaveTitle(`${journal.name} | Meridian Open Science`);
  expect([...remotes]).toContain('mf-journal');
  expect([...remotes]).not.toContain('mf-article');
});

test('an article page (mf-article) shows a real imported article', async ({ page, request }) => {
  const results = await (await request.post('/api/search/articles', { data: { query: { q: 'choanoflagellate', resultsPerPage: 10 } } })).json();
  const article = results.items[0];
  expect(article, 'the eLife choanoflagellate article is imported').toBeTruthy();
  await page.goto(article.path);
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(page.getByRole('link', { name: new RegExp(article.doi.replace(/[.]/g, '\\.')) }).first()).toBeVisible();
});

test('the search page (mf-search) lists results for a term typed in the header', async ({ page }) => {
  await page.goto('/about');
  const box = page.getByPlaceholder('Search all articles');
  await box.fill('  bacterial  ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=bacterial$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /sulfonolipid/i }).first()).toBeVisible();
  // The header search box is not shown on the search page.
  await expect(page.getByPlaceholder('Search all articles')).toHaveCount(0);
});

test('the about page (mf-static-pages) and an author-services page render their content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/open access/i);
  const remotes = recordRemotes(page);
  await page.goto('/authors/english');
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect([...remotes]).toContain('mf-author-services');
});

test('a bad id gives the 404 page, with HTTP 404, without loading the remote', async ({ page }) => {
  const remotes = recordRemotes(page);
  const response = await page.goto('/news/not-a-number');
  expect(response?.status()).toBe(404);
  await expectShell(page);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Page not found: /news/not-a-number')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.waitForLoadState('networkidle');
  expect([...remotes]).toEqual([]);
});

test('an unmatched path shows "Page not found: {path}" inside the layout', async ({ page }) => {
  const response = await page.goto('/this/page/does/not/exist');
  expect(response?.status()).toBe(404);
  await expectShell(page);
  await expect(page.getByText('Page not found: /this/page/does/not/exist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
});

test('when a remote cannot be fetched, the shell stays and shows the error inside the layout', async ({ page, request }) => {
  const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
  await page.route('**/remotes/mf-journal/**', (route) => route.abort('failed'));
  await page.goto(`/journal/${journal.nameSystem}`);
  await expectShell(page);
  // The entry is asked four times over about a second, then the last known good build's the same
  // way when the registry has one (a checkout that has published builds before): up to ~3 s before
  // the error page, more on a loaded machine.
  await expect(page.getByRole('heading', { level: 1, name: '500' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Something went wrong on our end. We're working to fix the issue.")).toBeVisible();
  // Other route families keep working in the same page.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'About' }).hover();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: '500' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a legacy path redirects', async ({ page }) => {
  await page.goto('/about/contact');
  await expect(page).toHaveURL(/\/support$/);
});
