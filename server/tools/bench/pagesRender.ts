// The render line of bench:pages:
// the time of one server render of each page family's pages, one request at a time, each with a new
// query string so the page cache never answers, from the request to the last byte. The pages are the
// site's own list (/sitemaps/pages.xml, of which the journal pages of one journal), plus the pages the
// sitemap has no room for: a search, an article with its suffixes, its volume and issue, and the first
// detail page linked from a few listings (a news item, a topic, a special issue, a topical collection,
// an event, an award group). With a baseline server the two are timed request by request alternating.
import { loadavg } from 'node:os';
import type { BenchServer } from './benchServer.ts';

export interface RenderSite {
  label: string;
  server: BenchServer;
}

export interface RenderOptions {
  renders: number;
  warmup: number;
  headers: Record<string, string>;
  /** Only the pages whose path matches. */
  filter: RegExp | null;
  /** The budget a page's p95 is flagged against (ms). */
  budgetMs: number;
  /** The eLife article of the other lines, whose suffixes are timed too. */
  article: string;
}

export interface RenderRow {
  path: string;
  /** Per site: p50, p95, max (ms), the status and the bytes of the last answer. */
  sites: { p50: number; p95: number; max: number; status: number; bytes: number }[];
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

async function timed(url: string, headers: Record<string, string>): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: 'manual' });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, bytes: body.byteLength, status: response.status };
}

/** The site paths a sitemap lists. */
async function sitemapPaths(base: string, path: string): Promise<string[]> {
  const text = await (await fetch(`${base}${path}`)).text();
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** The first link in a page's HTML whose path matches `pattern` (a detail page of a listing). */
async function firstLink(base: string, listing: string, pattern: RegExp): Promise<string | null> {
  const html = await (await fetch(`${base}${listing}`)).text();
  for (const match of html.matchAll(/href="([^"#?]+)"/g)) if (pattern.test(match[1]!)) return match[1]!;
  return null;
}

/** Every page timed: one of each route of the sitemap, one journal's, and the detail pages. */
export async function renderPages(base: string, article: string): Promise<string[]> {
  const listed = await sitemapPaths(base, '/sitemaps/pages.xml');
  const journal = listed.find((path) => /^\/journal\/[^/]+$/.test(path));
  const pages = listed.filter((path) => !path.startsWith('/journal/') || (journal && (path === journal || path.startsWith(`${journal}/`))));
  const journalArticles = journal ? await sitemapPaths(base, `/sitemaps/journals/${journal.split('/')[2]}/1.xml`) : [];
  const [issn, volume, issue] = article.split('/').slice(1);
  pages.push('/search?q=cell', '/search?q=protein&sort=cited', article, `/${issn}/${volume}`, `/${issn}/${volume}/${issue}`);
  for (const suffix of ['notes', 'review_report', 'reprints']) pages.push(`${article}/${suffix}`);
  if (journalArticles[0]) pages.push(journalArticles[0]);
  const details: [string, RegExp][] = [
    ['/news', /^\/news\/[^/]+$/],
    ['/topics', /^\/topics\/(?!about|award|editors|proposal)[^/]+$/],
    ['/awards', /^\/journal\/[^/]+\/awards\/[^/]+$/],
  ];
  if (journal) {
    details.push(
      [`${journal}/special_issues`, /\/special_issues\/[^/]+$/],
      [`${journal}/topical_collections`, /\/topical_collections\/[^/]+$/],
      [`${journal}/news-and-conferences`, /\/news-and-conferences\/news\/[^/]+$/],
      [`${journal}/events`, /\/events\/[^/]+$/],
      [`${journal}/sections`, /\/sections\/[^/]+$/],
    );
  }
  for (const [listing, pattern] of details) {
    const link = await firstLink(base, listing, pattern);
    if (link && !pages.includes(link)) pages.push(link);
  }
  return [...new Set(pages)];
}

/** Times every page on every site; prints each page's line as it is done. */
export async function timeRenders(sites: RenderSite[], options: RenderOptions): Promise<RenderRow[]> {
  const first = sites[0]!;
  const pages = (await renderPages(first.server.base, options.article)).filter((path) => !options.filter || options.filter.test(path));
  console.log(`r. ${pages.length} pages, ${options.renders} renders each after ${options.warmup} warm-up, one at a time${sites.length > 1 ? ', alternating the servers' : ''}; ` +
    `load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  const rows: RenderRow[] = [];
  let serial = 0;
  const bust = (path: string) => `${path}${path.includes('?') ? '&' : '?'}render=${serial++}-${Date.now()}`;
  // Every page once first, so each remote's code is loaded and compiled before any page is timed.
  for (const path of pages) for (const site of sites) await timed(`${site.server.base}${bust(path)}`, options.headers);
  for (const path of pages) {
    for (let i = 0; i < options.warmup; i++) for (const site of sites) await timed(`${site.server.base}${bust(path)}`, options.headers);
    const times: number[][] = sites.map(() => []);
    const last = sites.map(() => ({ status: 0, bytes: 0 }));
    for (let i = 0; i < options.renders; i++) {
      // Alternating which goes first, so neither always meets the machine the other left.
      const order = i % 2 ? [...sites.keys()].reverse() : [...sites.keys()];
      for (const index of order) {
        const result = await timed(`${sites[index]!.server.base}${bust(path)}`, options.headers);
        times[index]!.push(result.ms);
        last[index] = { status: result.status, bytes: result.bytes };
      }
    }
    const row: RenderRow = {
      path,
      sites: times.map((list, index) => {
        const sorted = list.sort((a, b) => a - b);
        return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted.at(-1) ?? NaN, ...last[index]! };
      }),
    };
    rows.push(row);
    console.log(`   ${path}: ${row.sites.map((site, index) => `${sites.length > 1 ? `${sites[index]!.label} ` : ''}p50 ${site.p50.toFixed(1)} p95 ${site.p95.toFixed(1)} ms (${site.status})${site.p95 > options.budgetMs ? ' OVER' : ''}`).join(' | ')}`);
  }
  return rows;
}

/** The report's table: p50 and p95 per page and site, pages over the budget flagged, slowest first. */
export function renderTable(sites: RenderSite[], rows: RenderRow[], budgetMs: number): string[] {
  const lines: string[] = [];
  const over = rows.filter((row) => row.sites[0]!.p95 > budgetMs);
  lines.push(`Server render per page (cache off: a new query string each request), one request at a time; budget p95 ≤ ${budgetMs} ms. ` +
    `${over.length ? `${over.length} of ${rows.length} pages over it (${sites[0]!.label}): ${over.map((row) => row.path).join(', ')}.` : `All ${rows.length} pages within it (${sites[0]!.label}).`}`);
  lines.push('');
  lines.push(`| page | ${sites.map((site) => `${site.label} p50 | p95 | max`).join(' | ')} | status | KB | |`);
  lines.push(`|---|${sites.map(() => '---:|---:|---:').join('|')}|---|---:|---|`);
  for (const row of [...rows].sort((a, b) => b.sites[0]!.p95 - a.sites[0]!.p95)) {
    const figures = row.sites.map((site) => `${site.p50.toFixed(1)} | ${site.p95.toFixed(1)} | ${site.max.toFixed(0)}`).join(' | ');
    lines.push(`| ${row.path} | ${figures} | ${row.sites.map((site) => site.status).join(' / ')} | ${(row.sites[0]!.bytes / 1024).toFixed(0)} | ${row.sites[0]!.p95 > budgetMs ? '**over**' : ''} |`);
  }
  return lines;
}
