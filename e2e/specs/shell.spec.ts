// The shell a reader sees on every page: navigation by keyboard and pointer, consent, the 404
// flags, and screenshots of the header and footer at the four widths of the design.
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';

const screenshotDir = fileURLToPath(new URL('../../var/screenshots/', import.meta.url));

test('the main menu works by keyboard: focus opens, Escape closes, links navigate', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const journals = nav.getByRole('button', { name: 'Journals' });
  await journals.focus();
  await expect(journals).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'All Journals' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(journals).toHaveAttribute('aria-expanded', 'false');
  await expect(journals).toBeFocused();
  await journals.hover();
  await nav.getByRole('link', { name: 'Journal Finder' }).click();
  await expect(page).toHaveURL(/\/about\/journalfinder$/);
});

test('the mobile drawer opens from its icon button below lg', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Submit', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByText('About', { exact: true }).click();
  await drawer.getByRole('link', { name: 'Mission' }).click();
  await expect(page).toHaveURL(/\/about\/mission$/);
  await expect(drawer).toBeHidden();
});

test('the tag manager loads only after consent', async ({ page }) => {
  const tagManager: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/static/site/tag-manager.js')) tagManager.push(request.url());
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(tagManager).toEqual([]);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => tagManager.length).toBe(1);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(tagManager.length).toBe(2);
});

test('leaving a 404 page removes its noindex flag', async ({ page }) => {
  await page.goto('/news/abc');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).hover();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

for (const width of [375, 768, 1024, 1440]) {
  test(`header and footer at ${width} px`, async ({ page }) => {
    await page.addInitScript(() => {
      document.cookie = `oap-consent=${encodeURIComponent(JSON.stringify({ analytics: false, marketing: false, decidedAt: 'x' }))}; Path=/`;
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/about');
    await expect(page.getByRole('banner')).toBeVisible();
    const bannerBox = await page.getByRole('banner').boundingBox();
    expect(bannerBox?.width).toBeLessThanOrEqual(width);
    // Nothing overflows the viewport sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole('banner').screenshot({ path: `${screenshotDir}header-${width}.png` });
    await page.getByRole('contentinfo').screenshot({ path: `${screenshotDir}footer-${width}.png` });
  });
}
