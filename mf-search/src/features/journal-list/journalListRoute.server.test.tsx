/**
 * @jest-environment node
 */
// All Journals as the server renders it: the journal search from the URL, cards or the A to Z list,
// facets as links, single letters searched (spec 5).
import type { JournalSearchItem, SearchResults } from '@oap/contracts/api/search.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as journalListRoute from './journalListRoute.tsx';

const journal = (id: number, name: string): JournalSearchItem => ({
  id,
  nameSystem: name.toLowerCase().replace(/ /g, '-'),
  name,
  abbreviation: name.slice(0, 5),
  issn: `1234-567${id}`,
  subjects: ['engineering'],
  impactFactor: id === 2 ? null : 4.2,
  citeScore: 5.1,
  yearFounded: 2001,
  articleCount: 120 + id,
  description: `${name} is a journal.`,
  indexing: ['Scopus', 'DOAJ'],
  apcChf: 2000,
});
const results: SearchResults<JournalSearchItem> = {
  total: 2,
  page: 1,
  resultsPerPage: 1000,
  items: [journal(1, 'Robotics and Automation'), journal(2, 'Acoustics Letters')],
  facets: [{ id: 'subjects', label: 'Subjects', values: [{ value: 'engineering', label: 'Engineering', count: 2, selected: false }] }],
};

beforeAll(installTestHtmlWindow);
afterAll(() => installHtmlWindow(undefined));

test('the journals as cards with their key figures and links; a single letter is searched', async () => {
  const sent: unknown[] = [];
  const api = { '/api/search/journals': (init: RequestInit) => (sent.push(JSON.parse(String(init.body))), [200, results] as const) };
  const page = await renderOnServer(journalListRoute, { path: '/about/journals', url: 'http://localhost/about/journals?q=R', api });
  expect(page.status).toBe(200);
  expect(sent).toEqual([{ query: { page: '1', sort: 'total_articles', resultsPerPage: 1000, q: 'R' }, includeFacets: true }]);
  expect(page.html).toMatch(/<h1[^>]*>All Journals<\/h1>/);
  expect(page.html).toContain('href="/journal/robotics-and-automation"');
  expect(page.html).toContain('<dt>Impact Factor</dt><dd>4.2</dd>');
  expect(page.html).toContain('<dt>Impact Factor</dt><dd>not yet</dd>');
  expect(page.html).toContain('<dt>APC</dt><dd>2,000 CHF</dd>');
  expect(page.html).toMatch(/<form role="search"[^>]*action="\/about\/journals" method="get"/);
  expect(page.html).toContain('href="/about/journals?q=R&amp;view=az"');
});

test('the A to Z list: a letter index and the journals by first letter; the view is kept by the facet links', async () => {
  const api = { '/api/search/journals': [200, results] } as const;
  const page = await renderOnServer(journalListRoute, { path: '/about/journals', url: 'http://localhost/about/journals?view=az', api });
  expect(page.html).toContain('href="#journals-A"');
  expect(page.html).toMatch(/<h2 id="journals-A"[^>]*>A<\/h2>/);
  expect(page.html.indexOf('Acoustics Letters')).toBeLessThan(page.html.indexOf('Robotics and Automation'));
  expect(page.html).toMatch(/href="\/about\/journals\?facets=[^"]+&amp;view=az"/);
  expect(journalListRoute.head(undefined).title).toBe('All Journals');
});
