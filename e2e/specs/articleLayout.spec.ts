// The article page's layout as readers use it: the tools rail in view all the way down a long
// article at 1440 px, the action bar in reach at 375 px with Contents as a panel, a citation's
// reference by keyboard, the figure viewer by keyboard (figures injected into a served page in the
// import's markup, as the seeded articles carry none yet), and no sideways scrolling on a phone.
import { expect, test, type Page } from './fixtures.ts';

async function articlePath(page: Page, doi: string): Promise<string> {
  const results = await (await page.request.post('/api/search/articles', { data: { query: { q: doi, resultsPerPage: 10 } } })).json();
  const found = (results.items as { path: string; doi: string }[]).find((item) => item.doi === doi);
  expect(found, `${doi} is in the catalogue`).toBeTruthy();
  return found!.path;
}

const LONG_PLOS = '10.1371/journal.pone.0117688';
const SHORT_ELIFE = '10.7554/eLife.00240';
const WITH_CITATIONS = '10.7554/eLife.00013';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.cookie = `oap-consent=${encodeURIComponent(JSON.stringify({ analytics: false, marketing: false, decidedAt: 'x' }))}; Path=/`;
  });
});

async function inViewport(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

test('at 1440 px the article uses the content width and its tools rail stays in view far down a long article, below the returning header', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(await articlePath(page, LONG_PLOS));
  const rail = page.getByRole('complementary', { name: 'Article tools' });
  const header = page.locator('[data-fixed-top]');
  const railBox = (await rail.boundingBox())!;
  const headerInner = (await page.locator('header').first().boundingBox())!;
  // The article's column and the rail together reach the header's right edge (less its padding).
  expect(railBox.x + railBox.width).toBeGreaterThan(1280);
  expect(headerInner.width).toBeGreaterThan(1300);
  for (const share of [0.3, 0.6, 0.9]) {
    await page.evaluate((at) => window.scrollTo(0, document.documentElement.scrollHeight * at), share);
    await page.waitForTimeout(400);
    expect(await inViewport(page, 'aside[aria-label="Article tools"] a[href$="/pdf-vor"]'), `PDF in view at ${share * 100}%`).toBe(true);
    await expect(rail.getByRole('navigation', { name: 'Contents' })).toBeInViewport();
  }
  await expect(rail.locator('a[aria-current="location"]')).toHaveCount(1);
  // Scrolling back up (600 px on an article) brings the header back: the rail moves down to stay
  // clear of it. Sections laid out on the way can shift the page under the wheel: scroll until it shows.
  for (let step = 0; step < 12; step++) {
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(150);
    if ((await header.evaluate((element) => getComputedStyle(element).transform)) === 'none') break;
  }
  await expect(header).toHaveCSS('transform', 'none');
  await expect
    .poll(async () => (await rail.getByRole('heading', { name: 'Contents' }).boundingBox())!.y - (await header.boundingBox())!.height, { timeout: 3000 })
    .toBeGreaterThanOrEqual(0);
});

test('at 375 px the action bar sits under the title and stays in reach; Contents opens a panel that works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(await articlePath(page, LONG_PLOS));
  const bar = page.getByRole('complementary', { name: 'Article tools' });
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y).toBeGreaterThan(title.y + title.height - 1);
  expect(barBox.y).toBeLessThan(title.y + title.height + 60);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7));
  await page.waitForTimeout(400);
  for (const name of ['PDF']) await expect(bar.getByRole('link', { name })).toBeInViewport();
  const contents = bar.getByRole('button', { name: 'Contents' });
  await expect(contents).toBeInViewport();
  await contents.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Contents' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link').first()).toBeFocused();
  // Focus stays in the panel: Tab past its last link comes back into it, not onto the page.
  const links = await panel.getByRole('link').count();
  for (let i = 0; i < links + 2; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(contents).toBeFocused();
  // Choosing a section goes there.
  await contents.click();
  await panel.getByRole('link', { name: 'References' }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/#references$/);
  await expect(page.locator('#references')).toBeInViewport();
});

test('Cite opens from the bar by keyboard and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(await articlePath(page, SHORT_ELIFE));
  const cite = page.getByRole('complementary', { name: 'Article tools' }).getByText('Cite', { exact: true });
  await cite.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('group', { name: 'Cite this article' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: 'BibTeX' })).toBeVisible();
  await panel.getByRole('link', { name: 'RIS' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cite).toBeFocused();
});

test('a citation shows its reference on focus and on hover, and Escape hides it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(await articlePath(page, WITH_CITATIONS));
  const citation = page.locator('[data-article-body] a[href="#bib70"]').first();
  await citation.scrollIntoViewIfNeeded();
  await citation.focus();
  const popover = page.locator('[data-citation-popover]');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('Reference');
  const described = await citation.getAttribute('aria-describedby');
  expect(described).toBe('bib70');
  expect((await page.locator('#bib70').textContent())!.slice(0, 30)).toBeTruthy();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await citation.hover();
  await expect(popover).toBeVisible();
  // The popover sits next to the citation, inside the window.
  const [link, box] = [(await citation.boundingBox())!, (await popover.boundingBox())!];
  expect(Math.abs(box.y - (link.y + link.height)) < 40 || Math.abs(box.y + box.height - link.y) < 40).toBe(true);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
});

/** The import's figure markup, as the article body carries it once an article's figures are imported. */
function figureHtml(id: string, label: string, width: number, height: number, extra = '', className = 'article-figure') {
  const file = `/e2e-figures/${id}`;
  return (
    `<figure class="${className}" id="${id}" data-figure><a class="article-figure-link" href="${file}.svg" data-zoom-src="${file}.svg" data-zoom-width="${width}" data-zoom-height="${height}">` +
    `<img src="${file}.svg" srcset="${file}.svg ${width}w" sizes="100vw" width="${width}" height="${height}" alt="${label}: test pattern" loading="lazy" decoding="async"></a>` +
    `<figcaption><span class="caption-label">${label}.</span> <span class="caption-title">A test pattern.</span><p>Injected by the end-to-end check.</p></figcaption></figure>${extra}`
  );
}

async function withFigures(page: Page) {
  const figures =
    figureHtml('e2efig1', 'Figure 1', 1600, 900) +
    figureHtml('e2efig2', 'Figure 2', 1200, 1500, `<div class="article-figure-supplements">${figureHtml('e2efig2s1', 'Figure 2—figure supplement 1', 1000, 800, '', 'article-figure article-figure-supplement')}</div>`);
  await page.route('**/e2e-figures/*.svg', async (route) => {
    const [width, height] = route.request().url().includes('fig2s1') ? [1000, 800] : route.request().url().includes('fig2') ? [1200, 1500] : [1600, 900];
    await route.fulfill({
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9e6f2"/><circle cx="50%" cy="50%" r="30%" fill="#0b4f8a"/></svg>`,
    });
  });
  const path = await articlePath(page, SHORT_ELIFE);
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('data-article-body="">', `data-article-body="">${figures}`);
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
  });
  return path;
}

test('a figure opens in the viewer by keyboard: focus moves in, arrows go on, Escape closes back to the figure', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(await withFigures(page));
  const link = page.locator('#e2efig1 > a.article-figure-link');
  // The image's box has its shape before the image arrives: nothing below moves when it does.
  const box = (await link.locator('img').boundingBox())!;
  expect(Math.abs(box.height - (box.width * 900) / 1600)).toBeLessThan(2);
  await link.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Figure 1 (1 of 3)' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Figure 2 (2 of 3)' })).toBeVisible();
  await page.keyboard.press('+');
  await expect(page.getByRole('dialog', { name: 'Figure 2 (2 of 3)' }).getByRole('status', { name: 'Zoom' })).toHaveText('150%');
  await page.keyboard.press('0');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('#e2efig2 > a.article-figure-link')).toBeFocused();
});

test('on a phone the viewer fills the screen, with zoom and next buttons; without scripts the figure is a link to its file', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(await withFigures(page));
  await page.locator('#e2efig1 img').click();
  const viewer = page.getByRole('dialog', { name: 'Figure 1 (1 of 3)' });
  await expect(viewer).toBeVisible();
  const size = (await viewer.boundingBox())!;
  expect(size.width).toBe(375);
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('status', { name: 'Zoom' })).toHaveText('150%');
  await viewer.getByRole('button', { name: 'Next figure' }).click();
  await expect(page.getByRole('dialog', { name: 'Figure 2 (2 of 3)' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const plain = await noScripts.newPage();
  const path = await withFigures(plain);
  await plain.goto(path);
  await expect(plain.locator('#e2efig1 > a.article-figure-link')).toHaveAttribute('href', '/e2e-figures/e2efig1.svg');
  // And Contents is a link to the contents in the text.
  await plain.getByRole('complementary', { name: 'Article tools' }).getByRole('link', { name: 'Contents' }).click();
  await expect(plain).toHaveURL(/#article-contents$/);
  await expect(plain.locator('#article-contents')).toBeInViewport();
  await noScripts.close();
});

test('no page scrolls sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const doi of [SHORT_ELIFE, LONG_PLOS, WITH_CITATIONS]) {
    await page.goto(await articlePath(page, doi));
    // Every section laid out, as a reader who scrolled through would have them.
    await page.evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('main *')) if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), doi).toBeLessThanOrEqual(0);
  }
});

test('axe finds nothing serious with the tools, a citation’s reference and the viewer open', async ({ page }) => {
  // Four full checks of a long page.
  test.setTimeout(90_000);
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`), label).toEqual([]);
  };
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${await withFigures(page)}`);
  const rail = page.getByRole('complementary', { name: 'Article tools' });
  await rail.getByText('Cite', { exact: true }).click();
  await expect(page.getByRole('group', { name: 'Cite this article' })).toBeVisible();
  await check('Cite open');
  await page.keyboard.press('Escape');
  // Focus brings it into view, as Tab would.
  const citation = page.locator('[data-article-body] a[href^="#bib"]').first();
  await citation.focus();
  await expect(page.locator('[data-citation-popover]')).toBeVisible();
  await check('a reference shown');
  await page.keyboard.press('Escape');
  await page.locator('#e2efig1 > a.article-figure-link').click();
  await expect(page.getByRole('dialog', { name: 'Figure 1 (1 of 3)' })).toBeVisible();
  await check('viewer open');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 375, height: 812 });
  await rail.getByRole('button', { name: 'Contents' }).click();
  await expect(page.getByRole('dialog', { name: 'Contents' })).toBeVisible();
  await check('Contents panel open');
});
