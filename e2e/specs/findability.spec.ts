// Findability end to end, against the real server with its seeded database: the journal
// page announces its feeds and a reader's feed list finds them there; a harvester follows OAI-PMH
// resumption tokens through the whole catalogue and gets every article once, the same articles the
// sitemaps list to crawlers.
import { expect, test } from './fixtures.ts';

test('the journal page announces its RSS and Atom feeds, and they hold the journal\'s newest articles', async ({ page, request }) => {
  const [journal] = await (await request.get('/api/journals/biggest?count=1')).json();
  await page.goto(`/journal/${journal.nameSystem}`);
  const rss = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(rss).toHaveCount(1);
  const href = await rss.getAttribute('href');
  expect(new URL(href!).pathname).toBe(`/journal/${journal.nameSystem}/feed`);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', `${href}/atom`);

  // One canonical address, the journal's sharing image, and its place as schema.org breadcrumbs.
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/journal/${journal.nameSystem}$`));
  const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
  const card = await request.get(new URL(image!).pathname);
  expect(card.headers()['content-type']).toBe('image/png');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const trail = blocks.map((text) => JSON.parse(text) as { '@type': string; itemListElement?: { name: string }[] }).find((block) => block['@type'] === 'BreadcrumbList');
  expect(trail?.itemListElement?.length).toBeGreaterThan(0);

  const feed = await request.get(new URL(href!).pathname);
  expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  const body = await feed.text();
  expect(body).toContain(`<title>${journal.name}: latest articles</title>`);
  const firstItemLink = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(body)?.[1];
  expect(firstItemLink).toBeTruthy();
  // The newest article of the feed opens as a page of the site.
  await page.goto(new URL(firstItemLink!).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back on the journal page, a client-side navigation to the home page (the logo) swaps the
  // journal's feed for the site's in the head.
  await page.goto(`/journal/${journal.nameSystem}`);
  await page.locator('header a[href="/"]:visible').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/feed$/);
});

test('an OAI-PMH harvest of the whole site follows its tokens to the end and gets every article once, as the sitemaps list them', async ({ request }) => {
  const seen = new Set<string>();
  let url = '/oai?verb=ListIdentifiers&metadataPrefix=oai_dc';
  let completeListSize = -1;
  for (let page = 0; page < 1000; page += 1) {
    const body = await (await request.get(url)).text();
    expect(body).not.toContain('<error');
    for (const [, id] of body.matchAll(/<identifier>([^<]+)<\/identifier>/g)) {
      expect(seen.has(id!), `${id} once`).toBe(false);
      seen.add(id!);
    }
    const token = /<resumptionToken[^>]*completeListSize="(\d+)"[^>]*>([^<]*)<\/resumptionToken>|<resumptionToken[^>]*completeListSize="(\d+)"[^>]*\/>/.exec(body);
    if (token) completeListSize = Number(token[1] ?? token[3]);
    if (!token || !token[2]) break;
    url = `/oai?verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token[2])}`;
  }
  expect(seen.size).toBe(completeListSize);

  // The sitemaps list the same number of article pages.
  const index = await (await request.get('/sitemap.xml')).text();
  let articlePages = 0;
  for (const [, loc] of index.matchAll(/<loc>([^<]+\/sitemaps\/journals\/[^<]+)<\/loc>/g)) {
    const sitemap = await (await request.get(new URL(loc!).pathname)).text();
    articlePages += sitemap.split('<url>').length - 1;
  }
  expect(articlePages).toBe(seen.size);
  expect((await request.get('/robots.txt')).ok()).toBe(true);
});
