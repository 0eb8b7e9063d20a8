/**
 * @jest-environment node
 */
// The pages that name a record, as the server renders them: a news item, a topic and
// its abstract page, the newsroom, a special issue's short link (301), /about/journals/{slug} and
// /auth/login; one that names nothing is a 404, and a failing API is no 404.
import type { NewsItem } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef, TopicDetail } from '@oap/contracts/api/journals.ts';
import type { NewsList } from '@oap/contracts/api/publisher.ts';
import { pageRoutes, type RouteNameOf } from '@oap/contracts/routing/routeTable.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { installTestHtmlWindow, redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import routes from '../../routes.ts';

const cells: JournalRef = { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' };
const genes: JournalRef = { nameSystem: 'genes', name: 'Genes', abbreviation: 'Genes', issn: '2073-4425' };

const newsItem: NewsItem = {
  id: 120,
  journal: null,
  category: 'Announcements',
  title: 'New Institutional Open Access Agreements',
  publishedAt: '2026-10-28',
  summary: 'Authors at more institutions can now publish without paying the charge themselves.',
  html: '<p>Twelve universities joined the programme this autumn.</p><script>window.hacked = 1</script>',
};

const newsList: NewsList = {
  items: [{ ...newsItem, html: undefined } as never, { id: 7, journal: cells, category: 'Awards', title: 'Cells Best Paper Award 2026', publishedAt: '2026-09-01', summary: 'The winners.' }],
  total: 30,
  page: 1,
  pageSize: 12,
  category: null,
  categories: [
    { name: 'Announcements', count: 20 },
    { name: 'Awards', count: 10 },
  ],
};

const topic: TopicDetail = {
  id: 3,
  identifier: 'advances_in_digital_twins',
  name: 'Advances in Digital Twins',
  subject: { slug: 'engineering', label: 'Engineering' },
  journals: [cells, genes],
  keywords: ['digital twin', 'simulation'],
  opensOn: '2026-01-01',
  deadline: '2099-12-31',
  status: 'open',
  views: 10,
  articleCount: 1,
  editors: [{ name: 'Ann Example', affiliation: 'University of Basel', country: 'Switzerland', orcid: '0000-0002-1825-0097' }],
  path: '/topics/advances_in_digital_twins',
  descriptionHtml: '<p>Digital twins connect models and measurements.</p>',
};

const api: FakeApi = {
  '/api/news/120': [200, newsItem],
  '/api/news': [200, newsList],
  '/api/news?page=2': [200, { ...newsList, page: 2, items: newsList.items.slice(1) }],
  '/api/journals/single/special-issue/302': [200, { id: 302, identifier: 'membranes', journal: cells, path: '/journal/cells/special_issues/membranes' }],
  '/api/topics/advances_in_digital_twins': [200, topic],
  '/api/topics/advances_in_digital_twins/articles': [200, []],
  '/api/journals/cells/single/base': [200, { id: 1, ...cells }],
  '/api/forms/token': [200, { token: 'token-1' }],
  '/api/user': [200, { isLoggedIn: false }],
};

beforeAll(() => {
  installTestHtmlWindow();
  installRuntimeConfig({ siteOrigin: 'http://localhost', submissionUrl: 'https://submit.example.org/manuscript/upload' });
});
afterAll(() => {
  installHtmlWindow(undefined);
  installRuntimeConfig({});
});

async function render(routeName: RouteNameOf<'mf-static-pages'>, url: string, fakeApi: FakeApi = api) {
  const route = pageRoutes.find((page) => page.name === routeName)!;
  return renderOnServer(await routes[routeName](), { path: route.path, url: `http://localhost${url}`, api: fakeApi });
}

async function redirectOf(routeName: RouteNameOf<'mf-static-pages'>, url: string, fakeApi: FakeApi = api) {
  const route = pageRoutes.find((page) => page.name === routeName)!;
  return redirectOnServer(await routes[routeName](), { path: route.path, url: `http://localhost${url}`, api: fakeApi });
}

test('a news item renders its sanitised text with more news beside it; an unknown one is a 404', async () => {
  const known = await render('news-id', '/news/120');
  expect(known.status).toBe(200);
  expect(known.html).toMatch(/<h1[^>]*>New Institutional Open Access Agreements<\/h1>/);
  expect(known.html).toContain('Twelve universities joined');
  expect(known.html).not.toContain('window.hacked');
  expect(known.html).toContain('href="/news/7"');
  const unknown = await render('news-id', '/news/99999');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /news/99999');
});

test('the newsroom lists a page of news with its categories and a link to older news', async () => {
  const page = await render('news', '/news');
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<h1[^>]*>News<\/h1>/);
  expect(page.html).toContain('href="/news/120"');
  expect(page.html).toContain('href="/news?category=Awards"');
  expect(page.html).toMatch(/<a[^>]*href="\/news\?page=2"[^>]*>Older news<\/a>/);
  // Spec 5: a page that is not a positive number is page 1.
  expect((await render('news', '/news?page=-4')).requests).toEqual(['GET /api/news']);
});

test('a topic shows its call, journals with abstract and submission links, editors and articles; an unknown one is a 404', async () => {
  const page = await render('topics-identifier', '/topics/advances_in_digital_twins');
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<h1[^>]*>Advances in Digital Twins<\/h1>/);
  expect(page.html).toContain('Digital twins connect models and measurements.');
  expect(page.html).toContain('href="/topics/advances_in_digital_twins/genes/abstract"');
  expect(page.html).toContain('href="https://submit.example.org/manuscript/upload?journal=cells&amp;topic=advances_in_digital_twins"');
  expect(page.html).toContain('Ann Example');
  expect(page.html).toContain('No articles have been published in this topic yet.');
  const unknown = await render('topics-identifier', '/topics/no_such_topic');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /topics/no_such_topic');
});

test('a topic’s abstract page exists only under one of the topic’s journals', async () => {
  const page = await render('topics-identifier-journalNameSystem-abstract', '/topics/advances_in_digital_twins/cells/abstract');
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<h1[^>]*>Send an abstract to the topic editors<\/h1>/);
  expect(page.html).toContain('type=abstract');
  expect((await render('topics-identifier-journalNameSystem-abstract', '/topics/advances_in_digital_twins/other-journal/abstract')).status).toBe(404);
  expect((await render('topics-identifier-journalNameSystem-abstract', '/topics/no_such_topic/cells/abstract')).status).toBe(404);
});

test('a short link leads to its special issue (301); it must name one by its number', async () => {
  expect(await redirectOf('si-id', '/si/302')).toEqual({ status: 301, location: '/journal/cells/special_issues/membranes' });
  expect((await render('si-id', '/si/99999')).status).toBe(404);
  const named = await render('si-id', '/si/membranes');
  expect(named.status).toBe(404);
  expect(named.requests).toEqual([]);
});

test('/about/journals/{slug}: the journal proposal form, or a journal that exists (301 to its page)', async () => {
  const proposal = await render('about-journals-slug', '/about/journals/proposal');
  expect(proposal.status).toBe(200);
  expect(proposal.html).toMatch(/<h1[^>]*>Propose a Journal<\/h1>/);
  expect(proposal.html).toContain('value="token-1"');
  expect(await redirectOf('about-journals-slug', '/about/journals/cells')).toEqual({ status: 301, location: '/journal/cells' });
  expect((await render('about-journals-slug', '/about/journals/no-such-journal')).status).toBe(404);
  for (const url of ['/about/journals/Cells', '/about/journals/cells/extra', '/about/journals/proposal/x']) {
    const malformed = await render('about-journals-slug', url);
    expect(malformed.status).toBe(404);
    expect(malformed.requests).toEqual([]);
  }
});

test('/auth/login starts sign-in with the path to come back to; a signed-in reader goes straight there', async () => {
  expect(await redirectOf('auth-login', '/auth/login?returnTo=%2Fjournal%2Fcells')).toEqual({ status: 302, location: '/api/auth/sign-in?returnTo=%2Fjournal%2Fcells' });
  // Only a path on this site is a place to come back to.
  expect(await redirectOf('auth-login', '/auth/login?returnTo=https%3A%2F%2Fevil.example')).toEqual({ status: 302, location: '/api/auth/sign-in?returnTo=%2F' });
  expect(await redirectOf('auth-login', '/auth/login?returnTo=%2F%2Fevil.example')).toEqual({ status: 302, location: '/api/auth/sign-in?returnTo=%2F' });
  const signedIn = { ...api, '/api/user': [200, { isLoggedIn: true, name: 'Ann', email: 'ann@example.org' }] } as const;
  expect(await redirectOf('auth-login', '/auth/login?returnTo=%2Fsubscribe', signedIn)).toEqual({ status: 302, location: '/subscribe' });
});

test('a failing API is not a missing record: the error propagates, it is no 404', async () => {
  const failing = { '/api/news/120': [500, { statusCode: 500, message: 'Internal Server Error' }] } as const;
  const outcome = await render('news-id', '/news/120', failing).then(
    (rendered) => rendered.status,
    (error: unknown) => error,
  );
  expect(outcome).toEqual(expect.objectContaining({ statusCode: 500 }));
});
