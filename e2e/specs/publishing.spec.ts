// Publishing as the production system does it (docs/publishing.md): a deposit over HTTP with a token
// made on the command line, then the article's page shows every figure as a loaded webp image; a
// retraction deposited next shows its notice at the top of the original.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eDatabasePath } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const packageDir = path.join(repositoryRoot, 'server', 'corpus', 'packages', 'elife-46472-v3');

/** A publisher's deposit token, made as the docs say (npm run deposit-tokens). */
function depositToken(): string {
  const result = spawnSync(process.execPath, ['server/tools/cli/depositTokens.ts', 'create', '--label', 'e2e production system'], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_PATH: path.resolve(repositoryRoot, e2eDatabasePath) },
    encoding: 'utf8',
  });
  const token = /: (oapd_\S+)/.exec(result.stdout)?.[1];
  expect(token, result.stderr).toBeTruthy();
  return token as string;
}

// The eLife package under a DOI of its own, so that it is new to the seeded catalogue (which holds the original).
const doi = `10.7554/eLife.9${Date.now().toString().slice(-7)}`;
const xml = readFileSync(path.join(packageDir, 'main.jats.xml'), 'utf8').replaceAll('10.7554/eLife.46472', doi);
// The article's own title (the first; sub-articles have theirs), its inline markup dropped as the page's h1 shows it.
const title = (/<article-title>([\s\S]*?)<\/article-title>/.exec(xml)?.[1] ?? '').replace(/<[^>]+>/g, '');

function retractionXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="retraction" dtd-version="1.2"><front>
<journal-meta><journal-id journal-id-type="publisher-id">eLife</journal-id><journal-title-group><journal-title>eLife</journal-title></journal-title-group><issn pub-type="epub">2050-084X</issn></journal-meta>
<article-meta><article-id pub-id-type="doi">${doi}.retraction</article-id>
<title-group><article-title>Retraction: ${title}</article-title></title-group>
<pub-date pub-type="epub"><day>30</day><month>11</month><year>2026</year></pub-date>
<permissions><license xlink:href="https://creativecommons.org/licenses/by/4.0/"><license-p>CC BY 4.0</license-p></license></permissions>
<related-article related-article-type="retracted-article" ext-link-type="doi" xlink:href="${doi}"/>
</article-meta></front><body><p>The authors retract this article.</p></body></article>`;
}

async function published(request: import('@playwright/test').APIRequestContext, token: string, id: string): Promise<{ status: string; url: string | null; problems: unknown[] }> {
  let report: { status: string; articles: { status: string; url: string | null; problems: unknown[] }[] } = { status: 'queued', articles: [] };
  await expect.poll(async () => {
    report = await (await request.get(`/api/deposits/${id}`, { headers: { authorization: `Bearer ${token}` } })).json();
    return report.status;
  }, { timeout: 60_000 }).toBe('done');
  return report.articles[0] as { status: string; url: string | null; problems: unknown[] };
}

test('a deposit over HTTP is online with every figure as a loaded webp image, and a retraction deposited next shows on the original', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = depositToken();
  const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {
    xml: { name: 'main.jats.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) },
  };
  for (const file of readdirSync(packageDir).filter((name) => name.endsWith('.jpg'))) {
    multipart[file] = { name: file, mimeType: 'image/jpeg', buffer: readFileSync(path.join(packageDir, file)) };
  }
  const deposit = await request.post('/api/deposits?createJournals=true&allowMissingFiles=true', { headers: { authorization: `Bearer ${token}` }, multipart });
  expect(deposit.status(), await deposit.text()).toBe(202);
  const article = await published(request, token, (await deposit.json()).id);
  expect(article.status, JSON.stringify(article.problems)).toBe('imported');
  const articlePath = new URL(article.url as string).pathname;

  await page.goto(articlePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 20_000 });
  const figures = page.locator('figure.article-figure[data-figure] img');
  await expect(figures).toHaveCount(8);
  for (const image of await figures.all()) {
    // Lazy images load as they come into view, as a reader scrolls.
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc.endsWith('.webp')), { timeout: 15_000 }).toBe(true);
  }

  const retraction = await request.post('/api/deposits', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { xml: { name: 'retraction.xml', mimeType: 'application/xml', buffer: Buffer.from(retractionXml()) } },
  });
  expect(retraction.status()).toBe(202);
  const notice = await published(request, token, (await retraction.json()).id);
  expect(notice.status, JSON.stringify(notice.problems)).toBe('imported');

  await page.goto(articlePath);
  const banner = page.getByRole('note').filter({ hasText: 'This article has been retracted' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Read the retraction notice' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Retraction: ${title}`);
  await expect(page.getByText('Retraction of:')).toBeVisible();
});
