/**
 * @jest-environment node
 */
// Search Awards as the server renders it: cards with the kind, status, journal, prize, edition and winners.
import type { AwardSearchItem, SearchResults } from '@oap/contracts/api/search.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as awardSearchRoute from './awardSearchRoute.tsx';

const award: AwardSearchItem = {
  id: 7,
  kind: 'young-investigator',
  kindLabel: 'Young Investigator Award',
  name: 'Robotics Young Investigator Award',
  description: 'Honours an early-career researcher.',
  prize: 'CHF 2000',
  eligibility: 'Within ten years of the PhD.',
  journal: { nameSystem: 'robotics', name: 'Robotics', abbreviation: 'Robotics', issn: '1234-5678' },
  subjects: ['engineering'],
  currentEdition: { year: 2026, opensOn: '2026-01-01', deadline: '2026-12-31', status: 'open' },
  latestWinners: { year: 2025, names: ['Dr. Ada Li'] },
  path: '/journal/robotics/awards/7',
  snippet: 'Honours an <mark>early</mark>-career researcher<script>x()</script>',
};
const results: SearchResults<AwardSearchItem> = { total: 1, page: 1, resultsPerPage: 12, items: [award], facets: [] };

beforeAll(installTestHtmlWindow);
afterAll(() => installHtmlWindow(undefined));

test('the awards as cards, with a sanitised snippet of what matched', async () => {
  const api = { '/api/search/awards': [200, results] } as const;
  const page = await renderOnServer(awardSearchRoute, { path: '/awards/search', url: 'http://localhost/awards/search?q=early', api });
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<h1[^>]*>Search Awards<\/h1>/);
  expect(page.html).toContain('href="/journal/robotics/awards/7"');
  expect(page.html).toContain('Young Investigator Award');
  expect(page.html).toContain('Open for nominations');
  expect(page.html).toContain('2026: nominations close 31 December 2026');
  expect(page.html).toContain('Dr. Ada Li');
  expect(page.html).toContain('<mark>early</mark>');
  expect(page.html).not.toContain('<script>x()');
  expect(awardSearchRoute.head(undefined).title).toBe('Search Awards');
});
