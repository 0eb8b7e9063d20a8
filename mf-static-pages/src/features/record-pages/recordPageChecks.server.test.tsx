/**
 * @jest-environment node
 */
// Placeholder pages that name a record, as the server renders them (issue 9): a news item and a topic
// that exist keep their placeholder (200), a special issue's short link redirects to it (301); one
// that does not exist is a 404.
import type { JournalRef } from '@oap/contracts/api/journals.ts';
import { pageRoutes, type RouteNameOf } from '@oap/contracts/routing/routeTable.ts';
import { redirectOnServer, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import routes from '../../routes.ts';
import { recordChecks } from './recordPageChecks.ts';

const cells: JournalRef = { nameSystem: 'cells', name: 'Cells', abbreviation: 'Cells', issn: '2073-4409' };
const api = {
  '/api/news/120': [200, { id: 120, journal: null, title: 'New Institutional Open Access Agreements' }],
  '/api/journals/single/special-issue/302': [200, { id: 302, identifier: 'membranes', journal: cells, path: '/journal/cells/special_issues/membranes' }],
  '/api/topics/advances_in_digital_twins': [200, { id: 3, identifier: 'advances_in_digital_twins', journals: [cells], path: '/topics/advances_in_digital_twins' }],
  '/api/journals/cells/single/base': [200, { id: 1, ...cells }],
} as const;

async function render(routeName: RouteNameOf<'mf-static-pages'>, url: string) {
  const route = pageRoutes.find((page) => page.name === routeName)!;
  return renderOnServer(await routes[routeName](), { path: route.path, url: `http://localhost${url}`, api });
}

test('each checked page is one of this remote, and still a placeholder', async () => {
  for (const name of Object.keys(recordChecks)) {
    expect(pageRoutes.find((page) => page.name === name)?.remote).toBe('mf-static-pages');
  }
  const page = await render('news-id', '/news/120');
  expect(page.html).toContain('This page is on its way.');
});

test('a news item that exists renders; an unknown one is a 404', async () => {
  const known = await render('news-id', '/news/120');
  expect(known.status).toBe(200);
  expect(known.queryClient.getQueryData(['news', '120'])).toMatchObject({ id: 120 });
  const unknown = await render('news-id', '/news/99999');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /news/99999');
});

test('a short link leads to its special issue (301); it must name one by its number', async () => {
  const route = pageRoutes.find((page) => page.name === 'si-id')!;
  const known = await redirectOnServer(await routes['si-id'](), { path: route.path, url: 'http://localhost/si/302', api });
  expect(known).toEqual({ status: 301, location: '/journal/cells/special_issues/membranes' });
  expect((await render('si-id', '/si/99999')).status).toBe(404);
  // Not a number: a 404 without asking the API.
  const named = await render('si-id', '/si/membranes');
  expect(named.status).toBe(404);
  expect(named.requests).toEqual([]);
});

test('a topic must exist; its abstract page only under one of the topic\'s journals', async () => {
  expect((await render('topics-identifier', '/topics/advances_in_digital_twins')).status).toBe(200);
  const unknown = await render('topics-identifier', '/topics/no_such_topic');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /topics/no_such_topic');
  expect((await render('topics-identifier-journalNameSystem-abstract', '/topics/advances_in_digital_twins/cells/abstract')).status).toBe(200);
  expect((await render('topics-identifier-journalNameSystem-abstract', '/topics/advances_in_digital_twins/other-journal/abstract')).status).toBe(404);
  expect((await render('topics-identifier-journalNameSystem-abstract', '/topics/no_such_topic/cells/abstract')).status).toBe(404);
});


test('/about/journals/{slug}: the journal proposal or a journal that exists', async () => {
  const proposal = await render('about-journals-slug', '/about/journals/proposal');
  expect(proposal.status).toBe(200);
  expect(proposal.requests).toEqual([]);
  const journal = await render('about-journals-slug', '/about/journals/cells');
  expect(journal.status).toBe(200);
  expect(journal.html).toContain('This page is on its way.');
  expect(journal.queryClient.getQueryData(['journal', 'cells', 'base'])).toMatchObject({ nameSystem: 'cells' });
  expect((await render('about-journals-slug', '/about/journals/cells/')).status).toBe(200);

  const unknown = await render('about-journals-slug', '/about/journals/no-such-journal');
  expect(unknown.status).toBe(404);
  expect(unknown.html).toContain('Page not found: /about/journals/no-such-journal');
  // Not a journal's name, or more than one segment: a 404 without asking the API.
  for (const url of ['/about/journals/Cells', '/about/journals/cells/extra', '/about/journals/proposal/x']) {
    const malformed = await render('about-journals-slug', url);
    expect(malformed.status).toBe(404);
    expect(malformed.requests).toEqual([]);
  }
});

test('other placeholder pages make no API call', async () => {
  const page = await render('news', '/news');
  expect(page.status).toBe(200);
  expect(page.requests).toEqual([]);
});

test('a failing API is not a missing record: the error propagates, it is no 404', async () => {
  const route = pageRoutes.find((page) => page.name === 'news-id')!;
  const failing = { '/api/news/120': [503, { statusCode: 503, message: 'Service Unavailable' }] } as const;
  const result = await renderOnServer(await routes['news-id'](), { path: route.path, url: 'http://localhost/news/120', api: failing }).then(
    (rendered) => rendered.status,
    (error: unknown) => error,
  );
  expect(result).toEqual(expect.objectContaining({ statusCode: 503 }));
});
