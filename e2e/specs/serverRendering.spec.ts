// Server rendering as readers and crawlers meet it: with scripts off, the article, a
// journal home, an information page and search results can be read and followed from link to link;
// with scripts on, each page family hydrates without a console error or hydration warning.
import { expect, test, type Page } from './fixtures.ts';

async function articleFor(request: import('@playwright/test').APIRequestContext, term: string) {
  const results = await (await request.post('/api/search/articles', { data: { query: { q: term, resultsPerPage: 10 } } })).json();
  return results.items[0] as { path: string; title: string; doi: string };
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('search results, an article, its journal and an information page can be read and followed', async ({ page, request }) => {
    const article = await articleFor(request, 'choanoflagellate');
    await page.goto('/search?q=choanoflagellate');
    const result = page.getByRole('link', { name: article.title });
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(new RegExp(`${article.path.replace(/[.]/g, '\\.')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole('heading', { name: 'Abstract' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'References' })).toBeVisible();

    const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
    await page.goto(`/journal/${journal.nameSystem}`);
    await expect(page.getByRole('heading', { level: 1, name: journal.name })).toBeVisible();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The header's search box is a plain form.
    await page.getByPlaceholder('Search all articles').fill('choanoflagellate');
    await page.getByPlaceholder('Search all articles').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=choanoflagellate$/);
    await expect(page.getByRole('link', { name: article.title })).toBeVisible();

    // Nothing waits on consent without scripts: the server-rendered consent bar stays hidden.
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });
});

test('the first visit paints the consent bar with the page; the stylesheets and icons come once, with the document', async ({ page, context }) => {
  const stylesheets: string[] = [];
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || request.url().endsWith('.css')) stylesheets.push(new URL(request.url()).pathname);
    if (new URL(request.url()).pathname === '/api/icons') iconRequests.push(request.url());
  });
  const response = await page.goto('/about');
  // In the served HTML: the bar (shown by the head's consent gate) and the header's search icon.
  const html = (await response?.text()) ?? '';
  expect(html).toContain('aria-label="Cookie consent"');
  expect(html).toMatch(/data-icon="search"[^>]*data-loaded="true"[^>]*><svg/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  // Two stylesheets (the shell's and the page's remote's), each fetched once: the CSS runtime found
  // them linked and did not load them again as the page's chunks arrived.
  expect(stylesheets).toHaveLength(2);
  expect(new Set(stylesheets).size).toBe(2);
  expect(iconRequests).toEqual([]);

  // A choice is kept in a cookie: the next page's first paint has no bar.
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject all' }).click();
  expect((await context.cookies()).some((cookie) => cookie.name === 'oap-consent')).toBe(true);
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-pending'))).toBe(false);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
});

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own document status is reported as a failed resource: that one is intended.
    if (/status of 404/.test(message.text()) && page.url().endsWith('/no/such/page')) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat/i.test(message.text()))) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/**
 * Class names on the page that no loaded stylesheet has a rule for. CSS modules name only classes
 * their files define, so each one missing means a component took its class names from one build
 * and its stylesheet from another (a shared module's copy from another app, such as the search box).
 */
async function unstyledClasses(page: Page): Promise<string[]> {
  // The article's own markup (rendered from its JATS, server/src/catalogue/jats/, inside [data-content="jats"])
  // names its parts for readers' tools and is styled from its container; not every name needs a rule.
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const text = selectors.join(' ');
    const used = new Set<string>();
    document.querySelectorAll('[class]').forEach((element) => {
      if (element.closest('[data-content="jats"]') && !element.matches('[data-content="jats"]')) return;
      element.classList.forEach((name) => used.add(name));
    });
    return [...used].filter((name) => !new RegExp(`\\.${CSS.escape(name).replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}(?![\\w-])`).test(text));
  });
}

test('every page family hydrates with no console error or hydration warning', async ({ page, request }) => {
  const problems = watchConsole(page);
  const article = await articleFor(request, 'choanoflagellate');
  const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
  const pages = ['/', '/search?q=cell', `/journal/${journal.nameSystem}`, article.path, '/about', '/authors/english', '/no/such/page'];
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
    expect(await response?.text(), `${path} is server-rendered`).toContain('__staticRouterHydrationData');
    await page.waitForLoadState('networkidle');
    expect(await unstyledClasses(page), `${path}: classes without a rule`).toEqual([]);
  }
  // And navigation inside the app after hydration still works.
  await page.goto('/search?q=choanoflagellate');
  await page.getByRole('link', { name: article.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  expect(problems).toEqual([]);
});
