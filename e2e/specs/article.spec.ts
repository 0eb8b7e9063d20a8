// The article page family as readers use it: the MathML article with a Full formula
// expanded, an article with its review reports, the reprint order with and without JavaScript, and
// both PDF routes answering real PDFs.
import { expect, test } from './fixtures.ts';

async function articleByDoi(request: import('@playwright/test').APIRequestContext, doi: string) {
  const results = await (await request.post('/api/search/articles', { data: { query: { q: doi, resultsPerPage: 10 } } })).json();
  const found = (results.items as { path: string; title: string; doi: string }[]).find((item) => item.doi === doi);
  expect(found, `${doi} is in the catalogue`).toBeTruthy();
  return found!;
}

test('the MathML article shows formulas as MathML, and a Full formula expands on request', async ({ page, request }) => {
  const article = await articleByDoi(request, '10.7554/eLife.14093');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(article.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  expect(await page.locator('.inline-formula math, .disp-formula math').count()).toBeGreaterThan(100);
  const toggle = page.getByRole('button', { name: 'Full formula' }).first();
  await toggle.scrollIntoViewIfNeeded();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const formula = page.locator('full-formula.full-formula-collapsed').first();
  await expect(formula).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Collapse formula' }).first()).toHaveAttribute('aria-expanded', 'true');
  // The head carries what Zotero and Scholar read: the whole abstract and the PDF.
  await expect(page.locator('meta[name="citation_pdf_url"]')).toHaveAttribute('content', new RegExp(`${article.path.replace(/[.]/g, '\\.')}/pdf-vor$`));
  expect((await page.locator('meta[name="citation_abstract"]').getAttribute('content'))!.length).toBeGreaterThan(400);
});

test('an article with review reports: in-text links reach their reference, the reports page shows them in full', async ({ page, request }) => {
  const article = await articleByDoi(request, '10.7554/eLife.00013');
  await page.goto(article.path);
  const citation = page.locator('a[href="#bib70"]').first();
  await citation.click();
  await expect(page).toHaveURL(/#bib70$/);
  await expect(page.locator('#bib70')).toBeInViewport();
  await page.getByRole('link', { name: 'Review reports (2)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review reports' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Decision letter/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Author response/ })).toBeVisible();
});

test('the text comes once, in the HTML: hydration keeps it, and it is there again after leaving the article and coming back', async ({ page, request }) => {
  const article = await articleByDoi(request, '10.7554/eLife.00013');
  const served = await (await page.goto(article.path))!.text();
  const state = /<script id="oap-query-state"[^>]*>([\s\S]*?)<\/script>/.exec(served)?.[1] ?? '';
  expect(state).toContain('"bodyInDocument":true');
  expect(state).not.toContain('Species tested for colony induction');
  const body = page.locator('[data-article-body]');
  await expect(body).toContainText('Species tested for colony induction');
  const sections = await body.locator(':scope > section').count();
  expect(sections).toBeGreaterThan(3);
  await page.getByRole('link', { name: 'Review reports (2)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review reports' })).toBeVisible();
  // Rendered in the browser this time: the article is fetched again, with its text.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(body.locator(':scope > section')).toHaveCount(sections);
  await expect(body).toContainText('Species tested for colony induction');
});

for (const javaScriptEnabled of [false, true]) {
  test.describe(`reprint order with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a refused order shows its problem, a corrected one its reference', async ({ page, request }) => {
      const article = await articleByDoi(request, '10.1371/journal.pbio.1000359');
      await page.goto(`${article.path}/reprints`);
      await expect(page.getByRole('heading', { level: 1, name: 'Order reprints' })).toBeVisible();
      await page.getByLabel('Number of copies').fill('3');
      await page.getByLabel('Format').selectOption('colour');
      await page.getByLabel('Your name').fill('Ann Reader');
      await page.getByLabel('Your email address').fill('ann@example.org');
      await page.getByLabel('Street and number').fill('1 Main Street');
      await page.getByLabel('City').fill('Basel');
      await page.getByLabel('Postal code').fill('4001');
      await page.getByLabel('Country').fill('Switzerland');
      await page.getByRole('button', { name: 'Send the order' }).click();
      await expect(page.getByText('Enter a number of copies from 10 to 5,000.').first()).toBeVisible();
      await page.getByLabel('Number of copies').fill('50');
      await page.getByRole('button', { name: 'Send the order' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reprint order received' })).toBeVisible();
      await expect(page.getByText(/RP-\d{8}-[0-9A-Z]{6}/)).toBeVisible();
    });
  });
}

test('both PDF routes answer PDFs of the article, the cover one a page longer', async ({ request }) => {
  const article = await articleByDoi(request, '10.7554/eLife.00013');
  const pages: number[] = [];
  for (const suffix of ['pdf-vor', 'pdf-with-cover']) {
    const response = await request.get(`${article.path}/${suffix}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = (await response.body()).toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    pages.push((body.match(/\/Type \/Page\b/g) ?? []).length);
  }
  expect(pages[1]).toBe(pages[0]! + 1);
  const xml = await request.get(`${article.path}/xml`);
  expect(xml.headers()['content-type']).toMatch(/^application\/xml/);
});
