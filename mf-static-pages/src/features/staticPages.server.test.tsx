/**
 * @jest-environment node
 */
// The home and information pages as the server renders them.
import type { ContentPage } from '@oap/contracts/api/content.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { renderingAsTheServerDoes, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as homeRoute from './home/homeRoute.tsx';
import { contentPageRoute } from './content-page/contentPageRoute.tsx';

const journal: JournalSummary = {
  id: 1,
  nameSystem: 'ijms',
  name: 'International Journal of Molecular Sciences',
  abbreviation: 'IJMS',
  issn: '1422-0067',
  subjects: ['biology-life-sciences'],
  impactFactor: 4.9,
  citeScore: 8.1,
  yearFounded: 2000,
  articleCount: 12840,
};

const about: ContentPage = {
  slug: 'about',
  title: 'About us',
  description: 'Who we are.',
  html: '<p>We publish <a href="https://www.publisher.test/journals">journals</a> and <a href="/openaccess">open access</a>.</p><script>window.hacked = true</script>',
  headings: [],
  toc: false,
  updated: null,
};

renderingAsTheServerDoes();

test('the home page renders its journals and a search form that works without scripts', async () => {
  expect(typeof window).toBe('undefined');
  const api = {
    '/api/journals/biggest?count=12': [200, [journal]],
    '/api/articles/latest?count=6': [200, []],
    '/api/open-calls?count=4': [200, { topics: [], specialIssues: [] }],
    '/api/news': [200, { items: [{ id: 3, journal: null, category: 'Open Access', title: 'Open Access Week', publishedAt: '2026-10-20', summary: 'Webinars and interviews.' }], total: 1, page: 1, pageSize: 12, category: null, categories: [] }],
    '/api/awards?status=current&count=4': [200, []],
  } as const;
  const result = await renderOnServer(homeRoute, { path: '/', url: 'http://localhost/', api });
  expect(result.status).toBe(200);
  expect(result.queryClient.getQueryData(['journals', 'biggest', 12])).toEqual([journal]);
  expect(result.html).toContain('href="/journal/ijms"');
  expect(result.html).toMatch(/<form role="search"[^>]*action="\/search" method="get">/);
  expect(result.html).toMatch(/<input[^>]*name="q"/);
  expect(result.html).toContain('href="/news/3"');
  expect(result.requests.sort()).toEqual(Object.keys(api).map((url) => `GET ${url}`).sort());
});

test('the home page still renders when the journal list fails', async () => {
  const result = await renderOnServer(homeRoute, { path: '/', url: 'http://localhost/', api: {} });
  expect(result.status).toBe(200);
  expect(result.html).toContain('The journal list is not available just now.');
});

test('an information page renders its sanitised content; a routed page without its text is a 404', async () => {
  const api = { '/api/content/about': [200, about] } as const;
  const result = await renderOnServer(contentPageRoute('about'), { path: '/about', url: 'http://localhost/about', api });
  expect(result.status).toBe(200);
  expect(result.queryClient.getQueryData(['content', 'about'])).toEqual({ ...about, html: about.html.replace('<script>window.hacked = true</script>', '') });
  expect(result.html).toMatch(/<h1[^>]*>About us<\/h1>/);
  expect(result.html).toContain('href="/openaccess"');
  expect(result.html).not.toContain('<script');

  // Every routed information page has its Markdown (server/src/features/catalogueApi/content.test.ts); one that had none would be a 404, never a placeholder.
  const missing = await renderOnServer(contentPageRoute('about-impact'), { path: '/about/impact', url: 'http://localhost/about/impact', api });
  expect(missing.status).toBe(404);
});
