// The sitemap documents as sequences of text, written as they are read: the index, the site's pages
// and a journal's articles (sitemaps.org 0.9: at most 50,000 URLs and 50 MB uncompressed a file; an
// article URL is under 100 bytes, so the URL limit is the one that splits).
import { pageRoutes, type PageRoute } from '@oap/contracts/routing/routeTable.ts';
import type { CatalogueReader, JournalRecord } from '../../../catalogue/catalogueReader.ts';
import { robotsText } from '../robots/robotsPlugin.ts';
import { xmlEscape } from '../xmlText.ts';

export const URLS_PER_SITEMAP = 50_000;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const INDEX = '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

function url(publicUrl: string, path: string, lastmod?: string | null): string {
  const modified = lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${xmlEscape(publicUrl + path)}</loc>${modified}</url>\n`;
}

/** The index: the pages sitemap, then each public journal's article sitemaps (one per 50,000 articles). */
export async function* indexEntries(catalogue: CatalogueReader, publicUrl: string, urlsPerSitemap = URLS_PER_SITEMAP): AsyncGenerator<string> {
  yield HEAD + INDEX;
  const totals = await catalogue.journalTotals();
  const newest = [...totals.values()].map((total) => total.lastPublished ?? '').sort().at(-1);
  yield `<sitemap><loc>${xmlEscape(`${publicUrl}/sitemaps/pages.xml`)}</loc>${newest ? `<lastmod>${newest.slice(0, 10)}</lastmod>` : ''}</sitemap>\n`;
  for (const journal of await catalogue.journals()) {
    const total = totals.get(journal.id);
    if (!total || total.count === 0) continue;
    const parts = Math.ceil(total.count / urlsPerSitemap);
    for (let part = 1; part <= parts; part += 1) {
      const loc = `${publicUrl}/sitemaps/journals/${encodeURIComponent(journal.nameSystem)}/${part}.xml`;
      yield `<sitemap><loc>${xmlEscape(loc)}</loc>${total.lastPublished ? `<lastmod>${total.lastPublished.slice(0, 10)}</lastmod>` : ''}</sitemap>\n`;
    }
  }
  yield '</sitemapindex>\n';
}

/** Whether robots.txt keeps crawlers off a path: a sitemap never lists what the site asks not to crawl. */
function crawlable(path: string, disallowed: string[]): boolean {
  return !disallowed.some((rule) => {
    const expression = new RegExp(`^${rule.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^]*')}`);
    return expression.test(path);
  });
}

/**
 * Every page with a fixed address (no parameters, not a form), then each journal's home and pages,
 * then special issues, topics and news. `pages`: the routes of the promoted builds.
 */
export async function* pagesUrlSet(catalogue: CatalogueReader, publicUrl: string, pages: readonly PageRoute[] = pageRoutes): AsyncGenerator<string> {
  const disallowed = robotsText(publicUrl, pages)
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));
  yield HEAD + URLSET;
  const fixed = pages.filter((route) => !route.path.includes(':') && !route.path.includes('*') && route.layout !== 'form' && route.layout !== 'auth');
  for (const route of fixed) if (crawlable(route.path, disallowed)) yield url(publicUrl, route.path);
  // Journal pages whose only parameter is the journal: its home and the pages of its menu.
  const journalPages = pages.filter((route) => route.path.startsWith('/journal/:slug') && route.layout !== 'form' && route.path.split(':').length === 2 && !route.path.includes('*'));
  for (const journal of await catalogue.journals()) {
    for (const route of journalPages) yield url(publicUrl, route.path.replace(':slug', encodeURIComponent(journal.nameSystem)));
  }
  for (const path of await catalogue.recordPaths()) yield url(publicUrl, path);
  yield '</urlset>\n';
}

/** One journal's articles, the `part`-th 50,000 in id order, each with its publication date as lastmod. */
export async function* journalUrlSet(catalogue: CatalogueReader, publicUrl: string, journal: JournalRecord, part: number, urlsPerSitemap = URLS_PER_SITEMAP): AsyncGenerator<string> {
  yield HEAD + URLSET;
  for await (const article of catalogue.articlePaths(journal.id, (part - 1) * urlsPerSitemap, urlsPerSitemap)) yield url(publicUrl, article.path, article.changedAt);
  yield '</urlset>\n';
}
