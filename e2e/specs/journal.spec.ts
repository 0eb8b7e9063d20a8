// The journal pages as readers meet them: every page under /journal/{slug} of two journals,
// read without scripts (server-rendered: one h1, the journal's menu with the page marked, real text and
// links) and moved through with scripts by the journal's own menu; the instructions' contents and
// section addresses; axe on five of them; the thesis award's form sent with its PDF.
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';

interface JournalRef {
  nameSystem: string;
  name: string;
}

/** Every page of a journal (spec 2.5), records named by what the API lists. */
async function journalPages(request: APIRequestContext, slug: string): Promise<{ paths: string[]; thesis: number | null }> {
  const get = async (path: string) => (await request.get(`/api/journals/${slug}/${path}`)).json();
  const [news, events, announcements, sections, collections, awards, specialIssues] = await Promise.all([
    get('news-conferences'), get('subpage/events'), get('subpage/announcements'), get('sections'), get('collections'), get('subpage/awards'), get('subpage/special-issues'),
  ]);
  const thesis = (awards as { id: number; kind: string }[]).find((award) => award.kind === 'thesis')?.id ?? null;
  const issue = [...specialIssues.open, ...specialIssues.closed].sort((a: { articleCount: number }, b: { articleCount: number }) => b.articleCount - a.articleCount)[0];
  const suffixes = [
    '', 'about', 'history', 'imprint', 'indexing', 'apc', 'stats', 'guidelines', 'instructions', 'instructions_for_editors', 'instruction_for_conference_organizers',
    'submission_reviewers', 'editorial_office', 'editors', 'publication_committee', 'topical_advisory_panel', 'societies', 'society-collaborations', 'exhibition',
    'anniversary', 'conferences', 'issues', 'sections', `sections/${sections[0].nameSystem}`, 'most-cited', 'most-recent', 'most-viewed', 'editors_choice',
    'special_issues', `special_issues/${issue.identifier}`, `special_issues/${issue.identifier}/abstract`, `special_issues/${issue.identifier}/ge_instructions`,
    'topical_collections', `topical_collections/${collections[0].identifier}`, 'open-for-submission', 'awards', `awards/${awards[0].id}`, 'travel', 'young-investigator',
    ...(thesis ? [`awards/submit/${thesis}/thesis`] : []), 'news-and-conferences', `news-and-conferences/news/${news.news[0].id}`,
    `news-and-conferences/conferences/${news.conferences[0].id}`, 'events', `events/${events[0].id}`, 'announcements', `announcements/${announcements[0].id}`,
  ];
  return { paths: suffixes.map((suffix) => `/journal/${slug}${suffix ? `/${suffix}` : ''}`), thesis };
}

/** The biggest journal, and another one that has a thesis award (its submission page is one of its pages). */
async function twoJournals(request: APIRequestContext): Promise<JournalRef[]> {
  const [biggest] = (await (await request.get('/api/journals/biggest?count=1')).json()) as JournalRef[];
  const all = (await (await request.get('/api/journals/biggest?count=50')).json()) as JournalRef[];
  for (const journal of all) {
    if (journal.nameSystem === biggest!.nameSystem) continue;
    const awards = (await (await request.get(`/api/journals/${journal.nameSystem}/subpage/awards`)).json()) as { kind: string }[];
    if (awards.some((award) => award.kind === 'thesis')) return [biggest!, journal];
  }
  throw new Error('no journal besides the biggest has a thesis award');
}

/** What the page shows below its h1, as text, and the links it has there (not the menu or the trail). */
async function pageContent(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    // The page's content: the h1's column (the journal home: its masthead's page).
    const column = h1?.closest('header')?.parentElement ?? h1?.parentElement ?? document.body;
    const inMenu = (element: Element) => element.closest('nav') !== null;
    const links = [...column.querySelectorAll('a[href]')].filter((link) => !inMenu(link)).map((link) => link.getAttribute('href') ?? '');
    const text = [...column.children].filter((child) => !child.matches('nav, h1') && !inMenu(child)).map((child) => (child as HTMLElement).innerText).join(' ');
    return { text: text.replace(/\s+/g, ' ').trim(), links };
  });
}

async function expectJournalPage(page: Page, journal: JournalRef, path: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  const menu = page.getByRole('navigation', { name: `${journal.name} menu` });
  await expect(menu.locator('a[aria-current]')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home' })).toBeVisible();
  const content = await pageContent(page);
  expect(content.text.split(' ').length, `${path} has text of its own`).toBeGreaterThan(15);
  expect(content.links.length + (path.endsWith('/thesis') ? 1 : 0), `${path} has links of its own`).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.split('?')[0]!.replace(/[.]/g, '\\.')}(\\?|$)`));
  expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length ?? 0).toBeGreaterThan(30);
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('every page of two journals is complete as the server sends it', async ({ page, request }) => {
    test.setTimeout(120_000);
    const withThesis: boolean[] = [];
    for (const journal of await twoJournals(request)) {
      const { paths, thesis } = await journalPages(request, journal.nameSystem);
      // Every journal's 46 pages, and the thesis award's submission page where the journal has one.
      expect(paths.length).toBe(thesis ? 47 : 46);
      withThesis.push(thesis !== null);
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`${journal.name.replace(/[.]/g, '\\.')}.* \\| Meridian Open Science$`));
        await expectJournalPage(page, journal, path);
      }
    }
    expect(withThesis, 'the second journal is one with a thesis award').toContain(true);
  });

  test('at 375 px the trail of a page four levels down fits: its labels shorten and the page does not scroll sideways', async ({ page, request }) => {
    const [journal] = await twoJournals(request);
    const slug = journal!.nameSystem;
    const sections = (await (await request.get(`/api/journals/${slug}/sections`)).json()) as { nameSystem: string }[];
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/journal/${slug}/special_issues`);
    const specialIssue = await page.locator(`main a[href^="/journal/${slug}/special_issues/"]`).first().getAttribute('href');
    for (const path of [`/journal/${slug}/sections/${sections[0]!.nameSystem}`, specialIssue!]) {
      await page.goto(path);
      const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
      await expect(trail.getByRole('link', { name: 'Home' })).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });

  test('at 375 px the journal home offers Submit and the Instructions for Authors, whose contents lead to each section below the top bar', async ({ page, request }) => {
    const [journal] = await twoJournals(request);
    const slug = journal!.nameSystem;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/journal/${slug}`);
    const masthead = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
    for (const name of ['Submit to this journal', 'Instructions for Authors']) {
      const link = masthead.getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await masthead.getByRole('link', { name: 'Instructions for Authors', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instructions for Authors');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link', { name: 'Manuscript Preparation' })).toHaveAttribute('href', `/journal/${slug}/instructions#manuscript-preparation`);
    await contents.getByRole('link', { name: 'Article Processing Charge' }).click();
    await expect(page).toHaveURL(/#article-processing-charge$/);
    const { heading, bar } = await page.evaluate(() => ({
      heading: document.getElementById('article-processing-charge')!.getBoundingClientRect().top,
      bar: document.querySelector('[data-fixed-top]')!.getBoundingClientRect().bottom,
    }));
    expect(heading).toBeGreaterThanOrEqual(bar);
    expect(heading).toBeLessThan(bar + 40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('lists page, sort and filter through the URL; legacy links filter the board', async ({ page, request }) => {
    const [journal] = await twoJournals(request);
    const slug = journal!.nameSystem;
    await page.goto(`/journal/${slug}/special_issues`);
    await page.getByRole('link', { name: /^Closed \(\d+\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/journal/${slug}/special_issues\\?status=closed$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Closed Special Issues');
    await expect(page.getByText(/^Closed$/).first()).toBeVisible();

    const sections = (await (await request.get(`/api/journals/${slug}/sections`)).json()) as { nameSystem: string; name: string }[];
    const response = await page.goto(`/journal/${slug}/sectioneditors/${sections[0]!.nameSystem}`);
    expect(response?.url()).toMatch(new RegExp(`/journal/${slug}/editors\\?nameSystem=${sections[0]!.nameSystem}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editorial Board: ${sections[0]!.name}`);

    await page.goto(`/journal/${slug}/sections/${sections[0]!.nameSystem}`);
    // The search parts /search uses: without scripts the sort applies with its Apply button.
    await page.getByLabel('Sort by').selectOption('citations');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=citations/);
    await page.getByLabel(/^Search the articles of /).fill('the');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=the.*sort=citations|sort=citations.*q=the/);
    // The new page may still be arriving when its address shows: wait for its first result.
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await page.goto(`/journal/${slug}/most-cited`);
    await page.getByRole('link', { name: 'Last 5 years' }).click();
    await expect(page).toHaveURL(/range=5y$/);
    await expect(page.getByRole('link', { name: 'Last 5 years' })).toHaveAttribute('aria-current', 'page');

    for (const path of [`/journal/${slug}/news-and-conferences/news/abc`, `/journal/${slug}/special_issues/no_such_issue`, `/journal/${slug}/events/99999999`]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});

test.describe('with scripts', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.cookie = `oap-consent=${encodeURIComponent(JSON.stringify({ analytics: false, marketing: false, decidedAt: 'x' }))}; Path=/`;
    });
  });

  test('a reader moves through every page of the journal menu without a reload or an error', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [journal] = await twoJournals(request);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/journal/${journal!.nameSystem}`);
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const menu = page.getByRole('navigation', { name: `${journal!.name} menu` });
    const labels = await menu.getByRole('link').allInnerTexts();
    expect(labels.length).toBe(36);
    for (const label of labels) {
      await menu.getByRole('link', { name: label, exact: true }).click();
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expectJournalPage(page, journal!, new URL(page.url()).pathname);
    }
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('an address to a section of the instructions lands on it below the top bar, with the contents beside the text', async ({ page, request }) => {
    const [journal] = await twoJournals(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/journal/${journal!.nameSystem}/instructions#manuscript-preparation`);
    const place = async () =>
      page.evaluate(() => ({
        heading: Math.round(document.getElementById('manuscript-preparation')!.getBoundingClientRect().top),
        bar: Math.floor(document.querySelector('[data-fixed-top]')!.getBoundingClientRect().height),
      }));
    // After the 150 ms wait and the smooth scroll the heading's top is at the bar's height, near it.
    await expect.poll(async () => { const { heading, bar } = await place(); return heading >= bar && heading <= bar + 24; }, { timeout: 5_000 }).toBe(true);
    const contents = await page.getByRole('navigation', { name: 'On this page' }).boundingBox();
    const text = await page.getByRole('heading', { level: 2, name: 'Manuscript Preparation' }).boundingBox();
    expect(contents!.x).toBeGreaterThan(text!.x + text!.width);
  });

  test('the thesis award takes a thesis with its PDF and gives its reference', async ({ page, request }) => {
    const [, journal] = await twoJournals(request);
    const { thesis } = await journalPages(request, journal!.nameSystem);
    await page.goto(`/journal/${journal!.nameSystem}/awards/submit/${thesis}/thesis`);
    await page.getByLabel('Your name').fill('Mei Chen');
    await page.getByLabel('Your email address').fill('mei.chen@example.org');
    await page.getByLabel('University where the thesis was defended').fill('Kyoto University');
    await page.getByLabel('Title of the thesis').fill('Cilia in development');
    await page.getByLabel('Date of the defence').fill('2026-05-14');
    await page.getByLabel('Abstract of the thesis').fill('How cilia shape the embryo.');
    const pdf = test.info().outputPath('thesis.pdf');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await page.getByLabel('The thesis (PDF)').setInputFiles(pdf);
    await page.getByRole('button', { name: 'Submit the thesis' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your thesis');
    await expect(page.getByText(/TA-\d{8}-[0-9A-Z]{6}/).first()).toBeVisible();
  });

  test('axe finds nothing serious on the home, the board, the statistics, a special issue and the thesis form', async ({ page, request }) => {
    test.setTimeout(120_000);
    const [, journal] = await twoJournals(request);
    const { paths, thesis } = await journalPages(request, journal!.nameSystem);
    const slug = journal!.nameSystem;
    const specialIssue = paths.find((path) => /special_issues\/[^/]+$/.test(path))!;
    // Wide, with the journal's menu open beside the page; the home also on a phone, the menu folded.
    const pages = [`/journal/${slug}`, `/journal/${slug}/editors`, `/journal/${slug}/stats`, specialIssue, `/journal/${slug}/awards/submit/${thesis}/thesis`];
    for (const path of pages) {
      for (const width of path === pages[0] ? [375, 1440] : [1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${path} at ${width}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
        expect(serious).toEqual([]);
      }
    }
  });
});
