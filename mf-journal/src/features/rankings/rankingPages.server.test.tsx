/**
 * @jest-environment node
 */
// Most cited, most recent and editor's choice as the server renders them: the range, page and
// sort come from the URL and go to the API, and every other state is a link.
import type { LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import { installTestHtmlWindow, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import { latestCellsArticles } from '../journal-home/journalHomeFixtures.ts';
import { journalBase } from '../journal-frame/journalTestData.ts';
import * as editorsChoice from './editorsChoiceRoute.tsx';
import * as mostCited from './mostCitedRoute.tsx';
import * as mostRecent from './mostRecentRoute.tsx';

beforeAll(() => installTestHtmlWindow());

const posted: Record<string, unknown>[] = [];
const api: FakeApi = {
  ...journalBase,
  'POST /api/journals/cells/subpage/articles/cited': (init) => {
    const body = JSON.parse(String(init.body)) as { range: string };
    posted.push(body);
    return [200, { range: body.range, from: body.range === 'all' ? null : '2025-11-01', to: '2026-10-31', items: latestCellsArticles }];
  },
  'POST /api/journals/cells/subpage/articles/recent': (init) => {
    posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return [200, { total: 45, page: 2, resultsPerPage: 20, items: latestCellsArticles }];
  },
  'POST /api/journals/cells/subpage/editors-choice': (init) => {
    posted.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return [200, { total: 2, page: 1, resultsPerPage: 10, items: latestCellsArticles }];
  },
  '/api/journals/cells/subpage/editors-choice/description': [200, { part: 'editors-choice/description', title: "Editor's Choice Articles", html: '<p>Chosen by the editors.</p>' }],
};

async function render(module: LoadedRouteModule, suffix: string) {
  posted.length = 0;
  const page = await renderOnServer(module, { path: `/journal/:slug/${suffix.split('?')[0]}`, url: `http://localhost/journal/cells/${suffix}`, api });
  return { ...page, html: page.html.replaceAll('<!-- -->', '') };
}

test('most cited: the range from the URL, each range a link, the one shown marked', async () => {
  const page = await render(mostCited, 'most-cited?range=1y');
  expect(posted).toEqual([{ range: '1y', limit: 20 }]);
  expect(page.html).toMatch(/<a[^>]*aria-current="page"[^>]*>Last year<\/a>/);
  expect(page.html).toContain('href="/journal/cells/most-cited"');
  expect(page.html).toContain('href="/journal/cells/most-cited?range=5y"');
  expect(page.html).toContain('3 citations');
  expect(page.html).toContain('Articles published from 1 November 2025 to 31 October 2026.');
  expect((await render(mostCited, 'most-cited?range=3d')).html).toMatch(/<a[^>]*aria-current="page"[^>]*>All time<\/a>/);
});

test('most recent: the page from the URL, numbered on, with links to the other pages', async () => {
  const page = await render(mostRecent, 'most-recent?page=2');
  expect(posted).toEqual([{ page: '2', resultsPerPage: 20 }]);
  expect(page.html).toContain('<ol class="list" start="21">');
  expect(page.html).toContain('href="/journal/cells/most-recent"');
  expect(page.html).toContain('href="/journal/cells/most-recent?page=3"');
  expect(page.html).toMatch(/aria-current="page" aria-label="Page 2"/);
});

test('editor\'s choice: the editors\' description, then the search and the three sorts, through the URL', async () => {
  const page = await render(editorsChoice, 'editors_choice?q=cilia&sort=views');
  expect(posted).toEqual([{ q: 'cilia', sort: 'views', page: '1', resultsPerPage: 10 }]);
  expect(page.html).toContain('<p>Chosen by the editors.</p>');
  expect(page.html).toContain('<option value="views" selected="">Views</option>');
  expect(page.html).toContain('value="cilia"');
  expect(page.html).toContain('2 articles for “cilia”');
  expect(editorsChoice.head(page.context.loaderData['page'])).toMatchObject({ robots: 'noindex, follow', canonical: '/journal/cells/editors_choice?q=cilia&sort=views' });
});
