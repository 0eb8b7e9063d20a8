// Sign-in as a reader does it, against the embedded OpenID provider: sign up, confirm the address with
// the link from the mail, sign in, log out; and forgot password, the mailed link, sign in with the new
// password. Each lands back on the page where it started. The mail is read where the site queues it:
// the mail_outbox table of the e2e server's database (its path comes from the Playwright config).
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import AxeBuilder from '@axe-core/playwright';
import { fileURLToPath } from 'node:url';
import { e2eDatabasePath } from '../playwright.config.ts';
import { signUpAndIn } from './accounts.ts';
import { expect, test, type Page } from './fixtures.ts';

const startPath = '/about/history?ref=e2e';
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The path of the site link in the newest mail of this kind to `to` (queued as the form was answered). */
async function mailedLink(to: string, kind: 'account-verify' | 'password-reset'): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const db = new DatabaseSync(path.resolve(repositoryRoot, e2eDatabasePath), { readOnly: true });
    let text: string | undefined;
    try {
      const row = db.prepare('SELECT text_body FROM mail_outbox WHERE recipient = ? AND kind = ? ORDER BY id DESC LIMIT 1').get(to, kind) as { text_body: string } | undefined;
      text = row?.text_body;
    } finally {
      db.close();
    }
    const link = text?.split('\n').find((line) => /^https?:\/\/\S+\/oidc\//.test(line));
    if (link) return new URL(link).pathname;
    if (Date.now() > deadline) throw new Error(`No ${kind} mail to ${to} in the outbox.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sign-in pages pass axe's WCAG 2.1 A and AA rules, without exception. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

function header(page: Page) {
  return page.getByRole('banner');
}

async function expectSignedIn(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log out' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
}

async function expectSignedOut(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Log out' })).toHaveCount(0);
}

async function expectBackAtStart(page: Page) {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === startPath);
}

/** From the site's header to a submitted registration (the sign-in page with its notice). */
async function register(page: Page, name: string, email: string, password: string) {
  await header(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The same answer whether or not the address had an account: both get a message.
  await expect(page.getByRole('status')).toHaveText(`Thank you. We have sent a message to ${email}. Open the link in it to confirm your address, then sign in here with your password.`);
  await expect(page.getByLabel('Email address')).toHaveValue(email);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a reader signs up, confirms the address from the mail, signs in, sees Profile and Log out, and signs out, back where they started', async ({ page }) => {
  const email = `reader.${Date.now()}@example.org`;
  const password = 'a long enough passphrase';

  await page.goto(startPath);
  await expectSignedOut(page);

  // A mistake first: the form says what is wrong, and keeps what was typed.
  await header(page).getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').fill('Ada Reader');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a password of at least 10 characters.');
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Reader');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('At least 10 characters. Choose a password of at least 10 characters.');
  await expectAccessible(page);
  await page.goto(startPath);
  await register(page, 'Ada Reader', email, password);

  // Not confirmed yet: the right password is refused, with a way to get the message again.
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Your email address is not confirmed yet.');
  await expect(page.getByRole('button', { name: 'Send the confirmation message again' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(/^Your email address is not confirmed yet\./);
  await expectAccessible(page);

  // Opening the link asks first (mail scanners open links too); its button confirms.
  await page.goto(await mailedLink(email, 'account-verify'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is confirmed' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expectBackAtStart(page);
  await expectSignedIn(page);
  await expect(header(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', /^https?:\/\//);

  await header(page).getByRole('link', { name: 'Log out' }).click();
  await expectBackAtStart(page);
  await expectSignedOut(page);
});

test('a reader who forgot the password gets a link by mail, chooses a new one and signs in with it', async ({ page }) => {
  const email = `forgetful.${Date.now()}@example.org`;

  await page.goto(startPath);
  await register(page, 'Forgetful Reader', email, 'the first passphrase');

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your mail' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`If an account uses ${email}, we have sent it a link to choose a new password.`);
  await expectAccessible(page);

  await page.goto(await mailedLink(email, 'password-reset'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a password of at least 10 characters.');
  await expectAccessible(page);
  await page.getByLabel('New password').fill('the second passphrase');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password has been changed' })).toBeVisible();
  await expectAccessible(page);

  // The link reached the mailbox, so the address counts as confirmed too.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('the second passphrase');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expectBackAtStart(page);
  await expectSignedIn(page);
  await header(page).getByRole('link', { name: 'Log out' }).click();
  await expectBackAtStart(page);
  await expectSignedOut(page);
});

test('without scripts a signed-in reader has every header control whole at any width, and logs out: the provider asks once, then back where they started', async ({ page, browser }) => {
  await signUpAndIn(page, 'Plain Reader', `plain.${Date.now()}@example.org`);
  const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const reader = await plain.newPage();
    await reader.setViewportSize({ width: 1280, height: 900 });
    // Profile and Log out take more room than Sign in: on a phone and between lg and the wide layout
    // every control of the signed-in header stays whole (the logo is its mark alone there).
    for (const width of [360, 1024]) {
      await reader.setViewportSize({ width, height: 700 });
      await reader.goto(startPath);
      const cut = await reader.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('header a, header button, header summary')]
          .filter((control) => control.getBoundingClientRect().width > 0 && control.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((control) => control.textContent?.trim()),
      );
      expect(cut, `header controls cut off at ${width} px`).toEqual([]);
    }
    await reader.setViewportSize({ width: 1280, height: 900 });
    await reader.goto(startPath);
    await expectSignedIn(reader);
    await header(reader).getByRole('link', { name: 'Log out' }).click();
    // The provider's confirmation submits itself with scripts; without them the reader says yes.
    await expect(reader.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
    await reader.getByRole('button', { name: 'Sign out' }).click();
    await expectBackAtStart(reader);
    await expectSignedOut(reader);
  } finally {
    await plain.close();
  }
});
