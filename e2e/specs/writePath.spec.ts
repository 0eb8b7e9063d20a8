// The write path as readers use it, with scripts and without: feedback from the page and
// from the widget, stored with a reference and confirmed by mail; subscribing to alerts, confirming
// from the mail, managing and ending them from the signed link.
import { expect, test, type Page } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

function uniqueAddress(what: string): string {
  return `${what}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** Fills and sends the feedback page; `open` false when the page is already open. */
async function sendFeedbackPage(page: Page, email: string, open = true) {
  if (open) await page.goto('/support/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Send us feedback' })).toBeVisible();
  // Nothing filled in: the problems, each beside its field and in the summary at the top.
  await page.getByRole('button', { name: 'Send feedback' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There are problems with 2 fields' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Your feedback', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('What is your feedback about?').selectOption('article');
  await page.getByLabel('Your feedback', { exact: true }).fill('Figure 3 of the eLife article does not load on my phone.');
  await page.getByLabel('Your email address (optional, for a reply)').fill(email);
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your feedback' })).toBeVisible();
  const reference = (await page.getByText(/Your reference number is/).locator('strong').textContent()) ?? '';
  expect(reference).toMatch(/^FB-\d{8}-\w{6}$/);
  return reference;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('feedback from the feedback page: problems beside the fields, then stored, with its reference mailed', async ({ page }) => {
    const email = uniqueAddress('nojs-feedback');
    const reference = await sendFeedbackPage(page, email);
    await expect(page).toHaveURL(new RegExp(`/support/feedback\\?sent=${reference}$`));
    const mail = await waitForMail(email, new RegExp(reference));
    expect(mail.text).toContain(`under the reference ${reference}`);
    expect(mail.html).toContain(reference);
    // Not signed in with that address: the text is not mailed back to it.
    expect(mail.text).not.toContain('Figure 3 of the eLife article');
    expect(mail.from?.text).toContain('Meridian Open Science');
  });

  test('subscribe, confirm from the mail, change and end the alerts from the signed link', async ({ page, request }) => {
    const email = uniqueAddress('nojs-alerts');
    const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
    await page.goto(`/journal/${journal.nameSystem}`);
    // The journal's alerts box opens /subscribe with the journal and the address filled in.
    const box = page.getByRole('region', { name: 'Get alerts for new papers' });
    await box.getByLabel('Your email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe to alerts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to alerts' })).toBeVisible();
    await expect(page.getByLabel('Your email address')).toHaveValue(email);
    await expect(page.getByRole('checkbox', { name: journal.name })).toBeChecked();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

    // The mailed link asks first (mail scanners open links too); its button confirms and leads to the
    // reader's subscriptions.
    const confirmation = await waitForMail(email, /confirm/i);
    await page.goto(linkIn(confirmation, /^\/subscribe\/verify\//));
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Your subscription is confirmed. These are the alerts you receive.');
    await expect(page.getByRole('checkbox', { name: journal.name })).toBeChecked();
    await page.getByRole('button', { name: 'Unsubscribe from everything' }).click();
    await expect(page.getByRole('status')).toHaveText('You are unsubscribed from every alert.');
    await expect(page.getByRole('checkbox', { name: journal.name })).not.toBeChecked();

    // A key that is not this address's is refused, and says so.
    const forged = new URL(page.url());
    forged.searchParams.set('key', 'forged');
    forged.searchParams.delete('saved');
    const refused = await page.goto(`${forged.pathname}${forged.search}`);
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
  });
});

test('with JavaScript: the feedback widget sends without leaving the page, and the feedback page without a reload', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => ((window as { stayedHere?: boolean }).stayedHere = true));
  await page.getByRole('button', { name: 'Feedback' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toHaveAccessibleName('Send us feedback');
  await panel.getByLabel('What is your feedback about?').selectOption('website');
  await panel.getByLabel('Your feedback', { exact: true }).fill('The about page reads well.');
  await panel.getByRole('button', { name: 'Send feedback' }).click();
  await expect(panel.getByRole('status')).toContainText(/Your reference number is FB-\d{8}-\w{6}/);
  await expect(panel).toHaveAccessibleName('Thank you');
  expect(await page.evaluate(() => (window as { stayedHere?: boolean }).stayedHere)).toBe(true);
  await expect(page).toHaveURL(/\/about$/);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeFocused();

  const email = uniqueAddress('js-feedback');
  await page.goto('/support');
  await page.evaluate(() => ((window as { stayedHere?: boolean }).stayedHere = true));
  await page.getByRole('link', { name: 'feedback form' }).click();
  const reference = await sendFeedbackPage(page, email, false);
  // The form was sent by the page's action in the browser: the same document all along.
  expect(await page.evaluate(() => (window as { stayedHere?: boolean }).stayedHere)).toBe(true);
  await waitForMail(email, new RegExp(reference));
});

test('with JavaScript: the journal alerts box subscribes in place, and the mailed link confirms it', async ({ page, request }) => {
  const email = uniqueAddress('js-alerts');
  const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
  await page.goto(`/journal/${journal.nameSystem}#journal-alerts`);
  const box = page.getByRole('region', { name: 'Get alerts for new papers' });
  await box.getByLabel('Your email address').fill(email);
  await box.getByRole('button', { name: 'Subscribe to alerts' }).click();
  await expect(box.getByRole('status')).toContainText(`we have sent a link to ${email}`);
  await expect(page).toHaveURL(new RegExp(`/journal/${journal.nameSystem}`));
  const confirmation = await waitForMail(email, /confirm/i);
  await page.goto(linkIn(confirmation, /^\/subscribe\/verify\//));
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText('Your subscription is confirmed. These are the alerts you receive.');
  await expect(page.getByRole('checkbox', { name: journal.name })).toBeChecked();
});
