/**
 * @jest-environment node
 */
// Topics as the server renders it: the menu's /topics?subject=… is the subjects facet; cards with
// deadlines and participating journals.
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as topicListRoute from './topicListRoute.tsx';

const topic: TopicSummary = {
  id: 1,
  identifier: 'digital-twins',
  name: 'Advances in Digital Twins',
  subject: { slug: 'engineering', label: 'Engineering' },
  journals: [{ nameSystem: 'robotics', name: 'Robotics', abbreviation: 'Robotics', issn: '1234-5678' }],
  keywords: ['digital twins'],
  opensOn: '2026-01-01',
  deadline: '2027-03-01',
  status: 'open',
  views: 1200,
  articleCount: 4,
  editors: [],
  path: '/topics/digital-twins',
};
const results: SearchResults<TopicSummary> = { total: 13, page: 1, resultsPerPage: 12, items: [topic], facets: [] };

beforeAll(installTestHtmlWindow);
afterAll(() => installHtmlWindow(undefined));

test('the menu’s subject link filters by that subject; cards link to the topic and its journals; 12 a page', async () => {
  const sent: { query: Record<string, unknown> }[] = [];
  const api = { '/api/search/topics': (init: RequestInit) => (sent.push(JSON.parse(String(init.body))), [200, results] as const) };
  const page = await renderOnServer(topicListRoute, { path: '/topics', url: 'http://localhost/topics?subject=engineering', api });
  expect(page.status).toBe(200);
  expect(sent[0]?.query).toEqual({ page: '1', sort: 'submission_deadline', resultsPerPage: 12, facets: [{ id: 'subjects', value: 'engineering' }] });
  expect(page.html).toContain('href="/topics/digital-twins"');
  expect(page.html).toContain('href="/journal/robotics"');
  expect(page.html).toContain('Open for submission');
  expect(page.html).toContain('<time dateTime="2027-03-01">1 March 2027</time>');
  expect(page.html).toContain('aria-label="Remove Subjects: engineering"');
  expect(page.html).toContain('aria-label="Page 2"');
  expect(topicListRoute.head(undefined).title).toBe('Topics');
});

test('an unknown subject in the link is ignored', async () => {
  const sent: { query: Record<string, unknown> }[] = [];
  const api = { '/api/search/topics': (init: RequestInit) => (sent.push(JSON.parse(String(init.body))), [200, results] as const) };
  await renderOnServer(topicListRoute, { path: '/topics', url: 'http://localhost/topics?subject=astrology', api });
  expect(sent[0]?.query.facets).toBeUndefined();
});
