// Sign-in as a reader does it, against the embedded OpenID provider: sign up, sign out, sign in
// with the new account, sign out again, landing back on the page where each step started.
import { expect, test, type Page } from './fixtures.ts';

const startPath = '/about/history?ref=e2e';

function header(page: Page) {
  return page.getByRole('banner');
}

async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toHaveCount(0);
}

async function expectSignedOut(page: Page) {
  await expect(header(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Log out' })).toHaveCount(0);
}

async function expectBackAtStart(page: Page) {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === startPath);
}

test('a reader signs up, signs in, sees Profile and Log out, signs out and lands back where they started', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = `reader.${Date.now()}@example.org`;
  const password = 'a long enough passphrase';

  await page.goto(startPath);
  await expectSignedOut(page);

  // Sign up at the provider.
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Full name').fill('Ada Reader');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a password of at least 10 characters.');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Registration answers the same whether or not the address had an account (issue 10), so the
  // reader signs in with the new password, the email already filled in.
  await expect(page.getByRole('status')).toContainText('Sign in with your password to continue.');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expectBackAtStart(page);
  await expectSignedIn(page);

  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expectBackAtStart(page);
  await expectSignedOut(page);

  // Sign in with the new account.
  await header(page).getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expectBackAtStart(page);
  await expectSignedIn(page);
  await expect(header(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', /^https?:\/\//);

  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expectBackAtStart(page);
  await expectSignedOut(page);
});
