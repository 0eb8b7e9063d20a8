// Visual regression: the UI kit's page and one page of each remote, at a phone's width and a
// desktop's, against committed baselines (visual.spec.ts-snapshots/), with a tolerance for antialiasing.
// What changes between runs is masked: dates, counts and the lists the seed and the clock decide (the
// newest articles, news, open calls). The e2e server seeds the same catalogue every run; fonts are the
// machine's (Debian's fonts-liberation and DejaVu) and are waited for, as are images.
// Update the baselines after an intended change: add --update-snapshots to the Playwright command.
import { expect, test, type Page } from './fixtures.ts';

const tolerance = { maxDiffPixelRatio: 0.02, animations: 'disabled' as const, caret: 'hide' as const };

test.beforeEach(async ({ page }) => {
  // A reader who has chosen already: the consent bar would cover part of every picture.
  await page.addInitScript(() => {
    document.cookie = `oap-consent=${encodeURIComponent(JSON.stringify({ analytics: false, marketing: false, decidedAt: 'x' }))}; Path=/`;
  });
});

/** Everything a run may draw differently: dates, numbers the seed and the clock decide, generated lists. */
function changing(page: Page) {
  return [page.locator('time'), page.locator('main li:has(time), main article, main [aria-live]'), page.locator('main dd')];
}

async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].filter((image) => !image.complete).map((image) => new Promise((resolve) => image.addEventListener('load', resolve, { once: true }))));
  });
}

const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

async function pagesOfEachRemote(request: import('@playwright/test').APIRequestContext) {
  const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
  const volumes = await (await request.get(`/api/journals/${journal.nameSystem}/subpage/issues`)).json();
  const [volume] = volumes;
  const issue = volume.issues.find((entry: { articleCount: number }) => entry.articleCount > 0);
  return [
    { name: 'kit', path: '/design-system' },
    { name: 'static-pages', path: '/about' },
    { name: 'search', path: '/about/journals' },
    { name: 'journal', path: `/journal/${journal.nameSystem}/about` },
    { name: 'article-listing', path: `/${journal.issn}/${volume.volume}/${issue.issue}` },
    { name: 'author-services', path: '/authors/english' },
  ];
}

for (const viewport of widths) {
  test(`the kit and one page of each remote look as they did, ${viewport.name}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const target of await pagesOfEachRemote(request)) {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      await expect(page, `${target.name} at ${viewport.name} width`).toHaveScreenshot(`${target.name}-${viewport.name}.png`, { ...tolerance, mask: changing(page) });
    }
  });
}
