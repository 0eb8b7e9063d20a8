// The information pages, the forms and the author services as readers use them: every
// route of spec 2.1 to 2.4 renders one h1 and real text (no placeholder left); each proposal,
// contact and order form refuses an empty sending and stores a complete one, with scripts and
// without, and the editorial office finds every one in its list; the word count reads a Word file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageRoutes } from '../../shared/contracts/src/routing/routeTable.ts';
import { validProposal } from '../../mf-static-pages/src/features/proposals/validProposals.ts';
import { docx } from '../../server/test-support/testDocx.ts';
import { e2eDatabasePath } from '../playwright.config.ts';
import { expect, test, type Page } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The information pages' forms: where each lives and the id the editorial office files it under. */
const proposalForms = [
  { form: 'society-contact', path: '/societies/contact/general' },
  { form: 'society-affiliation', path: '/societies/contact/affiliation' },
  { form: 'society-new-journal', path: '/societies/contact/new-journal' },
  { form: 'society-journal-transfer', path: '/societies/contact/journal-transfer' },
  { form: 'ioap-application', path: '/ioap-form' },
  { form: 'ioap-recommendation', path: '/ioap/recommend' },
  { form: 'journal-proposal', path: '/about/journals/proposal' },
  { form: 'proceedings-proposal', path: '/about/proceedings/proceedings_submit_proposal' },
  { form: 'special-issue-proposal', path: '/special-issues/proposal' },
  { form: 'topic-proposal', path: '/topics/proposal' },
] as const;

/** What the editorial office must find: form id and reference, collected by both tests. */
const stored: { form: string; reference: string }[] = [];

const referencePattern = /[A-Z]{2}-\d{8}-[0-9A-Z]{6}/;

/** Fills a form's fields by name, as a reader would: text typed, choices chosen, boxes ticked. */
async function fill(page: Page, fields: Record<string, string | string[]>) {
  for (const [name, value] of Object.entries(fields)) {
    const field = page.locator(`form [name="${name}"]`);
    const kind = await field.first().evaluate((element) => (element instanceof HTMLSelectElement ? 'select' : (element as HTMLInputElement).type));
    if (kind === 'select') await field.selectOption(String(value));
    else if (kind === 'checkbox') for (const one of Array.isArray(value) ? value : [value]) await page.locator(`form [name="${name}"][value="${one}"]`).check();
    else await field.fill(String(value));
  }
}

/** Submits the page's form and returns the reference the confirmation shows. */
async function sendAndReadReference(page: Page, button: RegExp): Promise<string> {
  await page.getByRole('button', { name: button }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your reference number is' });
  await expect(confirmation).toBeVisible();
  return referencePattern.exec((await confirmation.textContent()) ?? '')![0];
}

/** An empty sending is refused: the problem summary and the first field's message, nothing stored. */
async function refuseEmpty(page: Page, button: RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: /There (is a problem with 1 field|are problems with \d+ fields)/ })).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

/** The word count of a Word file, then the order through its steps, sent. */
async function orderEditing(page: Page, manuscript: string, withScripts: boolean): Promise<string> {
  await page.goto('/authors/step/word-count');
  await page.getByLabel('Upload your manuscript').setInputFiles(manuscript);
  if (!withScripts) await page.getByRole('button', { name: 'Estimate the price' }).click();
  await expect(page.getByText('Counted from paper.docx, without its reference list.')).toBeVisible();
  // 120 paragraphs of nine words and a three-word title; the reference list is not counted.
  await expect(page.getByRole('status').filter({ hasText: 'words' })).toContainText('1,083 words');
  await page.getByRole('link', { name: 'Continue: choose your service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your editing service' })).toBeVisible();
  await page.getByRole('radio', { name: /Express/ }).check();
  await page.getByRole('button', { name: 'Review your order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
  await expect(page.getByText('270 CHF, ready in 2 working days')).toBeVisible();
  await refuseEmpty(page, /Send the order/);
  await fill(page, { manuscriptTitle: 'Coral reef recovery after bleaching', name: 'Ann Example', email: 'ann@example.org' });
  const reference = await sendAndReadReference(page, /Send the order/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  return reference;
}

function wordFile(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oap-e2e-')), 'paper.docx');
  const paragraphs = Array.from({ length: 120 }, (_, index) => `Paragraph ${index} describes coral larvae settling on reef rock.`);
  fs.writeFileSync(file, docx(['Coral reef recovery', ...paragraphs, 'References', '1. Smith J. Reefs. 2020.']));
  return file;
}

for (const withScripts of [true, false]) {
  test.describe(withScripts ? 'with scripts' : 'without scripts', () => {
    test.use({ javaScriptEnabled: withScripts });

    test(`every form refuses an empty sending and stores a complete one (${withScripts ? 'scripts' : 'no scripts'})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      // The journals the proposals name are the catalogue's.
      const [first, second] = ((await (await request.get('/api/journals/public')).json()) as { value: string }[]).map((journal) => journal.value);
      const journalChoices: Record<string, Record<string, string | string[]>> = {
        'special-issue-proposal': { journal: first! },
        'topic-proposal': { journals: [first!, second!] },
      };
      // Each form is refused empty in both modes; each is sent complete in one of them (half each way),
      // which keeps the run inside the forms' per-client limit.
      for (const [index, { form, path: address }] of proposalForms.entries()) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await refuseEmpty(page, /^Send the /);
        if (index % 2 === (withScripts ? 0 : 1)) {
          await fill(page, { ...validProposal(form), ...journalChoices[form] });
          stored.push({ form, reference: await sendAndReadReference(page, /^Send the /) });
        }
      }
      stored.push({ form: 'author-service-order', reference: await orderEditing(page, wordFile(), withScripts) });
    });
  });
}

test('the editorial office finds every form sent above in its list', async ({ page }) => {
  test.setTimeout(60_000);
  expect(stored.length).toBe(proposalForms.length + 2);
  const office = `office.static.${Date.now()}@example.org`;
  const granted = spawnSync(process.execPath, ['server/tools/cli/roles.ts', 'grant', 'editorial-office', office], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_PATH: path.resolve(repositoryRoot, e2eDatabasePath) },
    encoding: 'utf8',
  });
  expect(granted.stdout).toContain(`${office} now has the role editorial-office.`);
  await signUpAndIn(page, office);
  for (const { form, reference } of stored) {
    await page.goto(`/editorial-office/submissions?form=${form}`);
    await expect(page.getByRole('link', { name: reference })).toBeVisible();
  }
});

/** Signs up from the header, confirms the address from the mailed link, and signs in. */
async function signUpAndIn(page: Page, email: string) {
  const password = 'a long enough passphrase';
  await page.goto('/about');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').fill('Office Staff');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.goto(linkIn(await waitForMail(email, /Confirm your email address/), /^\/oidc\/verify\//));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByRole('link', { name: 'Continue to sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(header.getByRole('link', { name: 'Log out' })).toBeVisible();
}

/** A real address for each parameter of the routes of spec 2.1 to 2.4. */
async function addressesOfRoutes(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const calls = await (await request.get('/api/open-calls?count=1')).json();
  const news = await (await request.get('/api/news')).json();
  const topic = calls.topics[0];
  const examples: Record<string, string> = {
    'topics-identifier': topic.path,
    'topics-identifier-journalNameSystem-abstract': `${topic.path}/${topic.journals[0].nameSystem}/abstract`,
    'news-id': `/news/${news.items[0].id}`,
    'si-id': `/si/${calls.specialIssues[0].id}`,
    id: '/open-access',
    'support-option': '/support/feedback',
    'about-journals-slug': '/about/journals/proposal',
  };
  // Spec 2.1 to 2.4 is everything outside the journal (2.5) and article (2.6) pages.
  return pageRoutes
    .filter((route) => route.remote !== 'mf-journal' && route.remote !== 'mf-article')
    .map((route) => examples[route.name] ?? route.path)
    .filter((address) => !address.includes(':'));
}

test('every route of spec 2.1 to 2.4 renders one h1 and real text, and no placeholder', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const address of await addressesOfRoutes(request)) {
    const response = await request.get(address, { maxRedirects: 5 });
    const html = await response.text();
    if (response.status() >= 500) problems.push(`${address}: status ${response.status()}`);
    // /auth/login and /profile (signed out) end on the sign-in page, the provider's, not the shell's.
    if (/\/oidc\//.test(response.url())) {
      if (!/<h1[\s>]/.test(html)) problems.push(`${address}: the sign-in page at ${response.url()} has no h1`);
      continue;
    }
    const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1];
    if (main === undefined) {
      problems.push(`${address}: no page at ${response.url()}`);
      continue;
    }
    // The page's own part: its one h1 and real text (staff pages and mailed links answer with their error or link page).
    const headings = main.match(/<h1[\s>]/g) ?? [];
    const text = main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    if (headings.length !== 1) problems.push(`${address}: ${headings.length} h1`);
    if (/This page is on its way/.test(text)) problems.push(`${address}: a placeholder`);
    // A page that answers a 4xx says why in a sentence or two (a mailed link without its key, a staff page).
    if (text.length < (response.ok() ? 200 : 60)) problems.push(`${address}: only ${text.length} characters of text: ${text}`);
  }
  expect(problems).toEqual([]);
});
