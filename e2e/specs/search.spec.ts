// The search pages as a reader uses them, with and without JavaScript: /search (term, a
// facet from "show more", a chip removed, an advanced query, dates, sort, page, back, a result,
// export read back), then All Journals, the Journal Finder, Topics and Search Awards more lightly.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';

const consent = { name: 'oap-consent', value: encodeURIComponent(JSON.stringify({ analytics: false, marketing: false, decidedAt: 'x' })), path: '/' };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ ...consent, domain: new URL(baseURL as string).hostname }]);
});

const params = (page: Page) => new URL(page.url()).searchParams;
/** With scripts the address changes at once and the new results follow: wait until none is loading. */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
const results = (page: Page) => page.getByRole('main').getByRole('article');

/** The whole /search journey; `js` says whether the page's scripts run (the steps are the same clicks). */
async function searchJourney(page: Page, js: boolean) {
  await page.goto('/search?q=cell');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /results for “cell”/ }).first()).toBeVisible();
  await expect(results(page).first()).toBeVisible();

  // A facet from "show more" (a <details>, so it opens either way).
  const filters = page.getByRole('complementary', { name: 'Filters' });
  if (!(await filters.getByRole('heading', { name: 'Filter results' }).isVisible())) await filters.getByText(/^Filters/).click();
  const journals = filters.getByRole('region', { name: 'Journals' });
  await journals.getByText(/^Show \d+ more/).click();
  const more = journals.locator('details ul a').first();
  const journalName = (await more.locator('span').nth(2).textContent())?.trim() ?? '';
  await more.click();
  await expect(page).toHaveURL(/facets=/);
  const chip = page.getByRole('link', { name: `Remove Journals: ${journalName}` });
  await expect(chip).toBeVisible();
  expect(params(page).get('page')).toBeNull();

  // A second facet, then the chip of the first one removed.
  if (!(await filters.getByRole('heading', { name: 'Filter results' }).isVisible())) await filters.getByText(/^Filters/).click();
  await filters.getByRole('region', { name: 'Article Types' }).getByRole('checkbox').first().click();
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: `Remove Journals: ${journalName}` }).click();
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('list', { name: 'Applied filters' }).getByRole('link').click();
  await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0);

  // The advanced builder: Title "cell" AND NOT Authors "zzzz", and a date range.
  await page.getByText('Advanced search').click();
  await page.getByRole('combobox', { name: 'Field of row 1' }).selectOption('title');
  await page.getByRole('textbox', { name: 'Term of row 1' }).fill('stem');
  if (js) {
    await page.getByRole('button', { name: 'Add a row' }).click();
  } else {
    // Without scripts "Add a row" sends the form and the page comes back with an empty row.
    await page.getByRole('button', { name: 'Add a row' }).click();
    await expect(page).toHaveURL(/advanced=/);
  }
  await page.getByRole('combobox', { name: 'How row 2 joins the rows above' }).selectOption('NOT');
  await page.getByRole('combobox', { name: 'Field of row 2' }).selectOption('authors');
  await page.getByRole('textbox', { name: 'Term of row 2' }).fill('zzzzqx');
  await page.getByLabel('Published from').fill('2015-01-01');
  await page.getByLabel('Published to').fill('2026-12-31');
  await page.locator('details[open] button[type="submit"]', { hasText: 'Search' }).click();
  await expect(page).toHaveURL(/basic=/);
  expect(params(page).get('advanced')).toBeTruthy();
  expect(params(page).get('date_from')).toBeNull();
  await expect(page.getByRole('link', { name: 'Remove Title: stem' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove NOT Authors: zzzzqx' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove From 1 Jan 2015' })).toBeVisible();
  // Back to the plain term for the rest.
  await page.goto('/search?q=cell');

  // Sort: with scripts it applies at once; without them, the Apply button sends the form.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('publication_date');
  if (!js) await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=publication_date/);
  await settled(page);
  const firstOnPage1 = await results(page).first().getByRole('heading').textContent();

  // The next page, then back.
  await page.getByRole('navigation', { name: 'Search results pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await settled(page);
  await expect(results(page).first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=publication_date/);
  await expect(results(page).first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');

  // A result opens its article.
  const title = (await results(page).first().getByRole('heading').textContent()) ?? '';
  const link = results(page).first().getByRole('heading').getByRole('link');
  const path = (await link.getAttribute('href')) ?? '';
  await link.click();
  // The article's remote loads on the way (a busy machine may take a while).
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
  await page.goBack();
  await expect(results(page).first()).toBeVisible();

  // Export two selected results as BibTeX, and read the file.
  const picked = [0, 2];
  const dois: string[] = [];
  for (const at of picked) {
    const item = results(page).nth(at);
    await item.getByRole('checkbox').check();
    // A real DOI is a link, a generated one (10.5555) its address as text.
    dois.push(((await item.getByText(/^DOI https:\/\/doi\.org\//).textContent()) ?? '').replace(/^DOI https:\/\/doi\.org\//, ''));
  }
  await page.getByLabel('Export as').selectOption('bibtex');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Export/ }).click()]);
  expect(download.suggestedFilename()).toBe('articles.bib');
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.match(/^@article\{/gm)).toHaveLength(2);
  for (const doi of dois) expect(text).toContain(`doi = {${doi}}`);
}

test.describe('/search with JavaScript', () => {
  test('search, a facet, a chip, an advanced query, dates, sort, page, back, a result, export', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await searchJourney(page, true);
    expect(errors).toEqual([]);
  });
});

test.describe('/search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same journey with links and GET forms; a long title is searched, never a 500', async ({ page }) => {
    await searchJourney(page, false);
    const title =
      'A Phase Two Randomised Controlled Double Blind Trial of High Dose Intravenous Methylprednisolone and Oral Prednisolone versus Intravenous Normal Saline and Oral Prednisolone in Individuals Developing Severe Erythema Nodosum Leprosum';
    const long = await page.goto(`/search?q=${encodeURIComponent(title)}`);
    expect(long?.status()).toBe(200);
    await expect(page.getByText(/these were left out: “Developing Severe Erythema Nodosum Leprosum”/)).toBeVisible();
    const huge = await page.goto(`/search?q=${encodeURIComponent('cell '.repeat(300))}`);
    expect(huge?.status()).toBe(200);
    await expect(page.getByText(/longer than 1,000 characters/)).toBeVisible();
  });
});

test('All Journals: search, a subject, the A to Z list; Journal Finder; Topics from the menu; Search Awards', async ({ page }) => {
  await page.goto('/about/journals');
  await expect(page.getByRole('heading', { level: 1, name: 'All Journals' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('region', { name: 'Subjects' }).getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/facets=/);
  await page.getByRole('link', { name: 'A to Z list' }).click();
  await expect(page).toHaveURL(/view=az/);
  await expect(page.getByRole('navigation', { name: 'Letters' })).toBeVisible();
  const journal = page.getByRole('region', { name: /^[A-Z#]$/ }).first().getByRole('link').first();
  const name = await journal.textContent();
  await journal.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '', { timeout: 15_000 });

  await page.goto('/about/journalfinder');
  await page.getByLabel('Title').fill('Gut microbiota and type 2 diabetes in older adults');
  await page.getByLabel('Abstract').fill('A prospective cohort of older adults with type 2 diabetes: gut microbiota diversity was associated with treatment response.');
  await page.getByRole('button', { name: 'Find journals' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /journals? fits? your manuscript/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Submit to / }).first()).toHaveAttribute('href', /journal=/);

  // The menu's subject links open Topics filtered by that subject.
  await page.goto('/topics?subject=medicine-pharmacology');
  await expect(page.getByRole('heading', { level: 1, name: 'Topics' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove Subjects: Medicine & Pharmacology' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Medicine & Pharmacology');

  await page.goto('/awards/search');
  await page.getByRole('complementary', { name: 'Filters' }).getByRole('region', { name: 'Award Type' }).getByRole('checkbox', { name: /Travel Award/ }).click();
  await expect(page.getByRole('link', { name: 'Remove Award Type: Travel Award' })).toBeVisible();
  for (const card of await page.getByRole('main').getByRole('article').all()) await expect(card).toContainText('Travel Award');
});

test.describe('the other search pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a journal search, the finder form and a topic filter work as links and GET forms', async ({ page }) => {
    await page.goto('/about/journals');
    await page.getByRole('searchbox', { name: 'Search journals' }).fill('cells');
    await page.getByRole('searchbox', { name: 'Search journals' }).press('Enter');
    await expect(page).toHaveURL(/q=cells/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.goto('/about/journalfinder');
    await page.getByLabel('Title').fill('Perovskite thin films for flexible solar cells');
    await page.getByLabel('Abstract').fill('Solvothermal synthesis of perovskite thin films with improved thermal stability for flexible electronics.');
    await page.getByRole('button', { name: 'Find journals' }).click();
    await expect(page).toHaveURL(/title=Perovskite/);
    await expect(page.getByRole('heading', { level: 2, name: /your manuscript/ })).toBeVisible();
    await page.goto('/topics');
    await page.getByRole('region', { name: 'Status' }).getByRole('checkbox').first().click();
    await expect(page.getByRole('list', { name: 'Applied filters' })).toBeVisible();
  });
});
