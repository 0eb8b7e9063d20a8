// Links and lists as a reader meets them: pages behind links preloaded once the links are visible
// (spec 9.3), an in-page jump that stops below the fixed top bar (spec 2.8), the journal lists'
// facets with scripts and without (spec 2.11), /subject/* at any depth (spec 2.7), and a lost manage
// link mailed again.
import { expect, test } from './fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

test('scrolling the footer of /about into view preloads the pages its links lead to', async ({ page }) => {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = /^\/remotes\/([^/]+)\/[^/]+\/remoteEntry\.js$/.exec(new URL(request.url()).pathname);
    if (match) remotes.add(match[1]!);
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await page.waitForTimeout(2000);
  const before = new Set(remotes);
  // The footer links to the journal list (mf-search) and the author services (mf-author-services).
  expect(before.has('mf-author-services') && before.has('mf-search')).toBe(false);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => [...remotes].filter((remote) => !before.has(remote)).sort(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['mf-author-services', 'mf-search']));
  // Preloading loaded code only: the reader is still on /about.
  expect(new URL(page.url()).pathname).toBe('/about');
});

test('following an in-page link upward on /authors stops the heading below the whole fixed top bar, banner included', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/authors');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  const link = page.locator('a[href="/authors#Discounts_on_APCs"]').first();
  await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
  const heading = page.locator('#Discounts_on_APCs');
  const place = async () =>
    page.evaluate(() => {
      const bar = document.querySelector('[data-fixed-top]')!.getBoundingClientRect();
      return { heading: Math.round(document.getElementById('Discounts_on_APCs')!.getBoundingClientRect().top), bar: Math.floor(bar.height) };
    });
  // The smooth scroll settles; the heading's top is then at the bar's height (not under it), near it.
  await expect.poll(async () => { const { heading: top, bar } = await place(); return top >= bar && top <= bar + 24; }, { timeout: 5_000 }).toBe(true);
  await expect(heading).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the browser's own jump to a #fragment stops below the banner and the header", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/authors#Discounts_on_APCs');
    const { heading, bar } = await page.evaluate(() => ({
      heading: document.getElementById('Discounts_on_APCs')!.getBoundingClientRect().top,
      bar: document.querySelector('[data-fixed-top]')!.getBoundingClientRect().bottom,
    }));
    expect(heading).toBeGreaterThanOrEqual(bar);
  });

  test("a section's facet values are links that filter the list, drawn and announced as checkboxes", async ({ page, request }) => {
    const [journal] = (await (await request.get('/api/journals/biggest?count=1')).json()) as { nameSystem: string }[];
    const [section] = (await (await request.get(`/api/journals/${journal!.nameSystem}/sections`)).json()) as { nameSystem: string }[];
    await page.goto(`/journal/${journal!.nameSystem}/sections/${section!.nameSystem}`);
    const types = page.getByRole('region', { name: 'Article Types' });
    const first = types.getByRole('checkbox').first();
    await expect(first).not.toBeChecked();
    const label = (await first.textContent()) ?? '';
    const count = Number(/([\d,]+)\s*results?$/.exec(label)?.[1]?.replace(/,/g, ''));
    await first.click();
    await expect(page).toHaveURL(/[?&]article_types=/);
    await expect(types.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /articles?; showing|No articles/ })).toContainText(count === 1 ? '1 article' : `${count.toLocaleString('en')} articles`);
    // The list's years, newest first, filter it too (with the type still chosen).
    const years = page.getByRole('region', { name: 'Publication Year' });
    const newest = years.getByRole('checkbox').first();
    await expect(newest).toHaveAccessibleName(/^Publication Year: \d{4} [\d,]+ results?$/);
    await newest.click();
    await expect(page).toHaveURL(/[?&]years=\d{4}/);
    await expect(page).toHaveURL(/[?&]article_types=/);
  });

  test('/subject paths of any depth go to the topics', async ({ page }) => {
    for (const path of ['/subject/biology', '/subject/biology/cells']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/topics$/);
    }
  });

  test('a reader who lost the manage link asks for one; it is mailed, and opens their alerts; any address hears the same', async ({ page }) => {
    const email = `lost-link.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
    // A subscriber (a request is enough: the address is then known).
    await page.goto('/subscribe');
    await page.getByLabel('Your email address').fill(email);
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();

    const ask = async (address: string) => {
      await page.goto('/unsub/managesubscriptions');
      await expect(page.getByRole('heading', { level: 1, name: 'A link to your alerts' })).toBeVisible();
      await page.getByLabel('Your email address').fill(address);
      await page.getByRole('button', { name: 'Email me a link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
      return page.getByRole('status').innerText();
    };
    const said = await ask(email);
    expect(await ask(`nobody.${Date.now()}@example.org`)).toBe(said);

    const mail = await waitForMail(email, /manage your alerts/i);
    await page.goto(linkIn(mail, /^\/unsub\/managesubscriptions$/));
    await expect(page.getByRole('heading', { level: 1, name: 'Your subscriptions' })).toBeVisible();
    await expect(page.getByText(`Alerts for ${email}`)).toBeVisible();
  });
});
