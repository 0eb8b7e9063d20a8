// The editorial office as its staff use it: an account confirmed by mail, the role granted
// from the command line, the submissions of every form on one page, one submission, its CSV, and an
// answer the sender reads from the link in their mail. A reader without the role gets the 403 page.
import { grantRole, signUpAndIn } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

test('the editorial office reads every form’s submissions, exports them and answers; others are refused', async ({ page, browser, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // A reader sends feedback (through the API, as the widget does).
  const sender = `sender.${Date.now()}@example.org`;
  const tokenAnswer = await request.get('/api/forms/token');
  const { token } = await tokenAnswer.json();
  const sent = await request.post('/api/forms/feedback', { multipart: { _csrf: token, topic: 'website', message: 'The references do not open in a new tab.', email: sender } });
  expect(sent.status()).toBe(201);
  const { reference } = await sent.json();

  const office = `office.${Date.now()}@example.org`;
  grantRole('editorial-office', office);
  await signUpAndIn(page, 'Office Staff', office);
  await page.goto('/editorial-office/submissions?form=feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await expect(page.getByRole('link', { name: reference })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('submissions-feedback.csv');

  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Feedback ${reference}` })).toBeVisible();
  await expect(page.getByText('This website')).toBeVisible();
  await page.getByLabel('Your answer').fill('Thank you: links to references now open in a new tab.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByRole('status')).toContainText(`a mail with the link to read it is on its way to ${sender}`);

  // The sender reads the answer from the link in their mail.
  const answer = await waitForMail(sender, /An answer from our editorial office/);
  const reader = await browser.newPage();
  await reader.goto(linkIn(answer, /^\/message\//));
  await expect(reader.getByRole('heading', { level: 1, name: `Your feedback ${reference}` })).toBeVisible();
  await expect(reader.getByText('links to references now open in a new tab')).toBeVisible();
  await reader.close();

  // A signed-in reader without the role: the 403 page, from the server.
  const other = await browser.newPage();
  await signUpAndIn(other, 'Curious Reader', `curious.${Date.now()}@example.org`);
  const refused = await other.goto('/editorial-office/submissions');
  expect(refused?.status()).toBe(403);
  await expect(other.getByRole('heading', { level: 1, name: '403' })).toBeVisible();
  await expect(other.getByText("You don't have permission to access this page")).toBeVisible();
  await other.close();
});
