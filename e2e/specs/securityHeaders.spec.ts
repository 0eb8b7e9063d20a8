// The Content-Security-Policy holds in a real browser: every page of every remote, the sign-in pages
// of the embedded provider and the scripts loaded after consent run without a single violation.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { e2eDatabasePath } from '../playwright.config.ts';
import { expect, test, type Page, type Response } from './fixtures.ts';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample?: string;
}

/** Collects CSP violations of every document the page opens, and console messages about CSP or Permissions-Policy. */
async function watchPolicy(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  // Bindings and init scripts come from the browser's debugging protocol, so the policy does not block them.
  await page.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation({
        page: location.pathname,
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|connect|frame)|Permissions-Policy/i.test(message.text())) {
      violations.push({ page: page.url(), directive: `console ${message.type()}`, blocked: message.text() });
    }
  });
  return violations;
}

function expectPagePolicy(response: Response | null) {
  expect(response, 'a document response').toBeTruthy();
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self'[^;]* 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('a page of each remote renders under the policy with no violation', async ({ page, request }) => {
  const violations = await watchPolicy(page);
  const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
  const results = await (await request.post('/api/search/articles', { data: { query: { q: 'choanoflagellate', resultsPerPage: 10 } } })).json();
  const article = results.items[0];
  expect(article, 'an imported article to open').toBeTruthy();
  const paths = ['/', '/search?q=cell', `/journal/${journal.nameSystem}`, article.path, '/authors/english', '/about', '/no/such/page'];
  for (const path of paths) {
    const response = await page.goto(path);
    expectPagePolicy(response);
    await settle(page);
    // Scripts of the page really ran (the shell rendered the header), so nothing was silently blocked.
    await expect(page.getByRole('banner')).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('client-side navigation, consent scripts and the tag manager stay within the policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto('/about');
  await settle(page);
  const tagManager = page.waitForResponse((response) => response.url().includes('/static/site/tag-manager.js'));
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
  expect((await tagManager).status()).toBe(200);
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBeGreaterThan(0);
  // In-app navigation loads other remotes' chunks and styles after the document.
  const box = page.getByPlaceholder('Search all articles');
  await box.fill('cell');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=cell$/);
  await settle(page);
  // Then to an article from the results (mf-article, loaded in the page, not by a new document).
  const result = page.locator('main article h2 a').first();
  const articlePath = await result.getAttribute('href');
  expect(articlePath, 'a result links to an article').toMatch(/^\/\d{4}-\d{3}[\dX]\/\d/);
  await result.click();
  await expect(page).toHaveURL((url) => url.pathname === articlePath);
  await settle(page);
  expect(violations).toEqual([]);
});

/** The address-confirmation link queued for `to`, as a path (the e2e server's mail_outbox table). */
function confirmationLink(to: string): string {
  const db = new DatabaseSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', e2eDatabasePath), { readOnly: true });
  try {
    const row = db.prepare(`SELECT text_body FROM mail_outbox WHERE recipient = ? AND kind = 'account-verify' ORDER BY id DESC LIMIT 1`).get(to) as { text_body: string } | undefined;
    const link = row?.text_body.split('\n').find((line) => /^https?:\/\/\S+\/oidc\/verify\//.test(line));
    if (!link) throw new Error(`No confirmation mail to ${to}.`);
    return new URL(link).pathname;
  } finally {
    db.close();
  }
}

test('the sign-in and sign-up pages and the sign-out auto-submit work under their policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about/history');
  await settle(page);
  // The sign-in page answers the authorisation URL itself (nothing is stored until a password is right).
  const signIn = page.waitForResponse((response) => new URL(response.url()).pathname === '/oidc/auth' && response.request().method() === 'GET');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const signInResponse = await signIn;
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const csp = signInResponse.headers()['content-security-policy'];
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(signInResponse.headers()['x-content-type-options']).toBe('nosniff');
  // The inline <style> applied: the primary button has the brand background, not the default grey.
  const background = await page.getByRole('button', { name: 'Sign in' }).evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).not.toBe('rgb(239, 239, 239)');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  const password = 'a long enough passphrase';
  await page.getByLabel('Full name').fill('Csp Reader');
  const email = `csp.${Date.now()}@example.org`;
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The address is confirmed from the mailed link (its page is under the same policy), then the reader signs in.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto(confirmationLink(email));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The form post redirected through /oidc back to the site (form-action allows it).
  await expect(page).toHaveURL((url) => url.pathname === '/about/history');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log out' })).toBeVisible();

  // Log out goes through the provider's sign-out page, whose inline script (allowed by hash) submits it at once.
  const signOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/oidc/session/end' && response.request().method() === 'GET');
  await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click();
  expect((await signOut).headers()['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
  await expect(page).toHaveURL((url) => url.pathname === '/about/history');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(violations).toEqual([]);
});
