// Automated accessibility checks (axe, WCAG 2.2 A and AA rules) on one page of each remote and on
// the error page. Serious and critical findings fail the run.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures.ts';

async function expectNoSeriousViolations(page: Page) {
  // Long pages lay out their far sections only as the reader nears them (content-visibility: auto),
  // and axe cannot compute the colours of text that has not been rendered: check every section as a
  // reader who scrolled there sees it.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  // Besides WCAG 2.1, 2.2's target size, and two rules axe still calls experimental that real articles
  // met: every data cell of a table has a header, and a control's name holds its visible text.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'td-has-header': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.cookie = `oap-consent=${encodeURIComponent(JSON.stringify({ analytics: false, marketing: false, decidedAt: 'x' }))}; Path=/`;
  });
});

test('home, about and author services pages', async ({ page }) => {
  for (const path of ['/', '/about', '/authors/english']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
});

/** The pages of the journal, article and search families checked, each found through the API. */
const familyPages: { name: string; path: (request: import('@playwright/test').APIRequestContext) => Promise<string> }[] = [
  { name: 'the biggest journal', path: async (request) => `/journal/${(await (await request.get('/api/journals/biggest?count=1')).json())[0].nameSystem}` },
  { name: 'an eLife article', path: async (request) => firstResult(request, 'choanoflagellate') },
  // Its tables name their rows only by an empty head cell above them, and one is printed in two halves.
  { name: 'an article of awkward tables', path: async (request) => firstResult(request, 'Chordoma Meningioma') },
  // The seed's DOIs are under the example prefix 10.5555; its authors have ORCID links.
  { name: 'a generated article', path: async (request) => (await searchItems(request, 'cell')).find((item) => item.doi.startsWith('10.5555/'))!.path },
  { name: 'search results', path: async () => '/search?q=cell' },
  { name: 'the topics', path: async () => '/topics' },
];

async function searchItems(request: import('@playwright/test').APIRequestContext, q: string): Promise<{ doi: string; path: string }[]> {
  return (await (await request.post('/api/search/articles', { data: { query: { q } } })).json()).items;
}

async function firstResult(request: import('@playwright/test').APIRequestContext, q: string): Promise<string> {
  return (await searchItems(request, q))[0]!.path;
}

// One test a page: axe on a long article takes seconds, more with another browser on the machine.
for (const family of familyPages) {
  test(`journal, article and search pages: ${family.name}`, async ({ page, request }) => {
    await page.goto(await family.path(request));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("an article's reference, highlighted once a citation is followed, and the search results' selection boxes", async ({ page, request }) => {
  const results = await (await request.post('/api/search/articles', { data: { query: { q: 'choanoflagellate' } } })).json();
  await page.goto(results.items[0].path);
  const citation = page.locator('main a[href^="#"]').filter({ hasText: /^\[?\d+/ }).first();
  const target = await citation.getAttribute('href');
  await citation.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expectNoSeriousViolations(page);
  await page.goto('/search?q=choanoflagellate');
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the 404 page and the open menus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Topics' }).focus();
  await expectNoSeriousViolations(page);
});

test('the form pages, and a form showing its problems', async ({ page }) => {
  for (const path of ['/support', '/support/feedback', '/events/add', '/subscribe']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.goto('/events/add');
  await page.getByRole('button', { name: 'Send the event' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There are problems with' })).toBeFocused();
  await expectNoSeriousViolations(page);
});
