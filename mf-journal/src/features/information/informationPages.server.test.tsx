/**
 * @jest-environment node
 */
// Information pages as the server renders them: the journal's frame (one h1, breadcrumbs, the
// menu with the page marked), the page's real content from its API part, its head, and 404s.
import type { Conference, EditorialOffice, JournalApcPage, JournalGraphs, JournalIndexingPage, JournalMetrics, JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import type { LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import { fakeApiFetch, installTestHtmlWindow, renderOnServer, testRequestScope, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import { cellsRef, journalBase } from '../journal-frame/journalTestData.ts';
import * as apc from './apcRoute.tsx';
import * as conferences from './conferencesRoute.tsx';
import * as editorialOffice from './editorialOfficeRoute.tsx';
import * as guidelines from './guidelinesRoute.tsx';
import * as indexing from './indexingRoute.tsx';
import * as stats from '../stats/statsRoute.tsx';

beforeAll(() => installTestHtmlWindow());

const indexingPage: JournalIndexingPage = {
  part: 'indexing',
  title: 'Indexing & Archiving',
  html: '<p>Articles published in Cells are indexed in the following databases:</p><script>alert(1)</script>',
  headings: [],
  databases: ['PubMed', 'Scopus'],
  entries: [
    { database: 'PubMed', since: 2016 },
    { database: 'Scopus', since: 2014 },
  ],
};
const apcPage: JournalApcPage = {
  part: 'apc',
  title: 'Article Processing Charges',
  html: '<p>Cells is an open access journal.</p>',
  headings: [],
  apcChf: 2700,
  announcedApcChf: 2800,
  effectiveFrom: '2027-01-01',
  changeAhead: true,
  discounts: [
    { name: 'Members of the European Society for Cell and Developmental Biology (ESCDB)', percent: 15, detail: 'Members when they submit.' },
    { name: 'Waivers', percent: null, detail: 'Ask the office.' },
  ],
};
const metrics: JournalMetrics = {
  impactFactor: 5.1, citeScore: 9.9, articleCount: 120, articlesLastYear: 30, citations: 4200, views: 98000, downloads: 21000,
  firstDecisionDays: 17, acceptanceToPublicationDays: 3, acceptanceRate: 0.42, editorialBoardSize: 64, openSpecialIssues: 5,
};
const graphs: JournalGraphs = {
  articlesPerYear: [{ year: 2022, count: 40 }, { year: 2024, count: 80 }],
  citationsPerYear: [{ year: 2022, count: 3000 }, { year: 2024, count: 1200 }],
  viewsPerYear: [{ year: 2022, count: 60000 }, { year: 2024, count: 38000 }],
  articleTypes: [{ id: 'research-article', label: 'Article', count: 100 }, { id: 'review-article', label: 'Review', count: 20 }],
  regions: [{ region: 'Europe', count: 70 }, { region: 'Asia', count: 50 }],
};
const guidelinesPage: JournalPageContent = {
  part: 'guidelines',
  title: 'Publication Guidelines',
  html: '<h2 id="research-and-publication-ethics">Research and publication ethics</h2><p>Approval.</p><h2 id="data-and-code">Data and code</h2><p>Deposit.</p><h2 id="peer-review">Peer review</h2><p>Single-blind.</p>',
  headings: [
    { id: 'research-and-publication-ethics', text: 'Research and publication ethics', level: 2 },
    { id: 'data-and-code', text: 'Data and code', level: 2 },
    { id: 'peer-review', text: 'Peer review', level: 2 },
  ],
};
const office: EditorialOffice = { email: 'cells@oap-publisher.example', staff: [{ name: 'Anna Keller', role: 'Managing Editor', email: 'anna.keller@oap-publisher.example' }] };
const conference = (id: number, startsOn: string, endsOn: string): Conference => ({
  id, name: `Conference ${id}`, acronym: `C${id}`, city: 'Basel', country: 'Switzerland', startsOn, endsOn, abstractDeadline: '2020-01-01', url: 'https://c.example.org', description: '', journals: [cellsRef],
});

const api: FakeApi = {
  ...journalBase,
  '/api/journals/cells/subpage/indexing': [200, indexingPage],
  '/api/journals/cells/subpage/apc': [200, apcPage],
  '/api/journals/cells/subpage/stats/metrics': [200, metrics],
  '/api/journals/cells/subpage/stats/graphs': [200, graphs],
  '/api/journals/cells/subpage/editorial-office': [200, office],
  '/api/journals/cells/subpage/guidelines': [200, guidelinesPage],
  '/api/journals/cells/subpage/conferences': [200, [conference(1, '2099-05-14', '2099-05-16'), conference(2, '2001-05-14', '2001-05-16')]],
};

/** The page as the server renders it, without React's text separators (<!-- -->), so text reads as a reader sees it. */
async function render(module: LoadedRouteModule, suffix: string, fakeApi: FakeApi = api) {
  const page = await renderOnServer(module, { path: `/journal/:slug/${suffix}`, url: `http://localhost/journal/cells/${suffix}`, api: fakeApi });
  return { ...page, html: page.html.replaceAll('<!-- -->', '') };
}

function expectFrame(html: string, h1: string, menuLabel: string) {
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
  expect(html).toContain('aria-label="Breadcrumbs"');
  expect(html).toContain('href="/journal/cells"');
  expect(html).toMatch(new RegExp(`<a[^>]*aria-current="page"[^>]*>${menuLabel}</a>`));
}

test('indexing: the databases with the year each began, in a table, the HTML without its script', async () => {
  const page = await render(indexing, 'indexing');
  expect(page.status).toBe(200);
  expectFrame(page.html, 'Indexing &amp; Archiving', 'Indexing &amp; Archiving');
  expect(page.html).toMatch(/<th scope="row">Scopus<\/th><td[^>]*>2014<\/td>.*<th scope="row">PubMed<\/th><td[^>]*>2016<\/td>/s);
  expect(page.html).not.toContain('<script>alert');
  const { requestContext } = testRequestScope(fakeApiFetch(api));
  const data = await indexing.loader(args('indexing', requestContext));
  expect(indexing.head(data)).toMatchObject({
    title: 'Indexing & Archiving – Cells',
    canonical: '/journal/cells/indexing',
    description: 'Cells is indexed in PubMed, Scopus: the databases and the year each began.',
  });
});

test('APC: the charge and every discount, waivers decided case by case', async () => {
  const page = await render(apc, 'apc');
  expectFrame(page.html, 'Article Processing Charge', 'Article Processing Charge');
  expect(page.html).toContain('2,700 CHF');
  // The charge announced beside it until it applies, and no longer once it does.
  expect(page.html).toMatch(/For manuscripts submitted from 1 January 2027 it is <strong>2,800 CHF<\/strong>/);
  expect(page.html).toContain('href="/apc/apc-updates"');
  const applied = await renderOnServer(apc, { path: '/journal/:slug/apc', url: 'http://localhost/journal/cells/apc', api: { ...api, '/api/journals/cells/subpage/apc': [200, { ...apcPage, apcChf: 2800, changeAhead: false }] } });
  expect(applied.html).toContain('2,800 CHF');
  expect(applied.html).not.toContain('For manuscripts submitted from');
  expect(page.html).toMatch(/ESCDB\)<\/th><td[^>]*>15%<\/td>/);
  expect(page.html).toMatch(/Waivers<\/th><td[^>]*>Case by case<\/td>/);
});

test('stats: metrics, then charts drawn as SVG on the server with their numbers in tables', async () => {
  const page = await render(stats, 'stats');
  expectFrame(page.html, 'Journal Statistics', 'Journal Statistics');
  expect(page.html).toContain('4,200');
  // Five charts (the frame's cover is an svg too, marked by its motif).
  expect(page.html.match(/<svg(?![^>]*data-motif)[^>]*aria-hidden="true"/g)?.length).toBe(5);
  expect(page.html.match(/<rect[^>]*class="[^"]*bar/g)?.length).toBeGreaterThanOrEqual(3 + 3 + 3 + 2 + 2);
  // 2023 had no articles: an empty column and a row of 0, not a gap closed up.
  expect(page.html).toMatch(/<th scope="row">2023<\/th><td>0<\/td>/);
  expect(page.html).toContain('<caption>Articles by type</caption>');
});

test('editorial office, guidelines and conferences (coming ones first)', async () => {
  const officePage = await render(editorialOffice, 'editorial_office');
  expectFrame(officePage.html, 'Editorial Office', 'Editorial Office');
  expect(officePage.html).toContain('href="mailto:anna.keller@oap-publisher.example"');
  const guidelinesShown = await render(guidelines, 'guidelines');
  expectFrame(guidelinesShown.html, 'Publication Guidelines', 'Guidelines');
  // Its headings keep their ids through the sanitiser, and "On this page" links to them before the text.
  expect(guidelinesShown.html).toContain('<h2 id="peer-review">Peer review</h2>');
  const contents = guidelinesShown.html.indexOf('<nav aria-labelledby="page-contents-heading"');
  expect(contents).toBeGreaterThan(0);
  expect(contents).toBeLessThan(guidelinesShown.html.indexOf('<h2 id="research-and-publication-ethics">'));
  expect(guidelinesShown.html).toMatch(/<a [^>]*href="\/journal\/cells\/guidelines#data-and-code"[^>]*>Data and code<\/a>/);
  const conferencesPage = await render(conferences, 'conferences');
  expect(conferencesPage.html.indexOf('Conference 1 (C1)')).toBeLessThan(conferencesPage.html.indexOf('Conference 2 (C2)'));
  expect(conferencesPage.html).toContain('href="/journal/cells/news-and-conferences/conferences/1"');
});

test('an unknown journal is a 404, and so is a journal whose part the API does not find', async () => {
  const unknown = await renderOnServer(apc, { path: '/journal/:slug/apc', url: 'http://localhost/journal/no-such/apc', api });
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /journal/no-such/apc');
});

function args(suffix: string, context: unknown) {
  return { params: { slug: 'cells' }, request: new Request(`http://localhost/journal/cells/${suffix}`), context, unstable_pattern: '' } as never;
}
