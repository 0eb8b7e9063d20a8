// Reader accounts for the specs that need a signed-in reader with a role (the editorial office, the
// release page): signed up through the header and the mailed link, as a reader would, and given the
// role with the command line the README names (npm run roles).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eDatabasePath } from '../playwright.config.ts';
import { expect, type Page } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Grants `role` to the account of `email` on the e2e server's database. */
export function grantRole(role: string, email: string): void {
  const result = spawnSync(process.execPath, ['server/tools/cli/roles.ts', 'grant', role, email], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_PATH: path.resolve(repositoryRoot, e2eDatabasePath) },
    encoding: 'utf8',
  });
  expect(result.stdout).toContain(`${email} now has the role ${role}.`);
}

/** Signs up from the header, confirms the address from the mailed link, and signs in. */
export async function signUpAndIn(page: Page, name: string, email: string): Promise<void> {
  const password = 'a long enough passphrase';
  await page.goto('/support');
  // Sign in is a button that needs the page's scripts (pages of browser.newPage skip the fixture's wait).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('We have sent a message to');
  await page.goto(linkIn(await waitForMail(email, /Confirm your email address/), /^\/oidc\/verify\//));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(header.getByRole('link', { name: 'Log out' })).toBeVisible();
}
