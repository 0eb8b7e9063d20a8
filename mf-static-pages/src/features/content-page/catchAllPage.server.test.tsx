/**
 * @jest-environment node
 */
// The catch-all /{id} as the server renders it: a page of the content store by its slug is a
// 200 with its text; a slug the store has no page for, or one that cannot name a page, is a 404.
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { pageRoutes } from '@oap/contracts/routing/routeTable.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import routes from '../../routes.ts';
import { contentRoutePath } from './contentRoutePath.ts';

const page = (slug: string, title: string): ContentPage => ({ slug, title, description: `${title}, in brief.`, html: `<p>The text of ${slug}.</p>`, headings: [], toc: false, updated: null });

const api = {
  '/api/content/press-kit': [200, page('press-kit', 'Press Kit')],
  '/api/content/open-access': [200, page('open-access', 'Open Access')],
} as const;

beforeAll(() => installTestHtmlWindow());
afterAll(() => installHtmlWindow(undefined));

async function render(url: string) {
  const route = pageRoutes.find((entry) => entry.name === 'id')!;
  const module = await routes.id();
  return { module, result: await renderOnServer(module, { path: route.path, url: `http://localhost${url}`, api }) };
}

test('a page of the content store renders its text, with its title and description', async () => {
  const { module, result } = await render('/press-kit');
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>Press Kit<\/h1>/);
  expect(result.html).toContain('The text of press-kit.');
  expect(result.queryClient.getQueryData(['content', 'press-kit'])).toMatchObject({ title: 'Press Kit' });
  expect(module.head?.(result.context.loaderData['page'] as never)).toEqual({ title: 'Press Kit', description: 'Press Kit, in brief.' });
});

test('a text another route shows names that route as its canonical address', async () => {
  const { module, result } = await render('/open-access');
  expect(result.status).toBe(200);
  expect(module.head?.(result.context.loaderData['page'] as never)).toMatchObject({ title: 'Open Access', canonical: '/openaccess' });
  expect(contentRoutePath('editorial-process')).toBe('/editorial_process');
  expect(contentRoutePath('authors-english')).toBe('/authors/english');
  expect(contentRoutePath('press-kit')).toBeUndefined();
});

test('a slug the content store has no page for is a 404 with the error page', async () => {
  const { result } = await render('/foo-bar');
  expect(result.status).toBe(404);
  expect(result.html).toContain('Page not found: /foo-bar');
  expect(result.requests).toEqual(['GET /api/content/foo-bar']);
});

test('a segment that cannot name a content page is a 404 without asking the API', async () => {
  for (const url of ['/Foo-Bar', '/foo_bar', '/foo.html', `/${'a'.repeat(101)}`]) {
    const { result } = await render(url);
    expect(result.status).toBe(404);
    expect(result.requests).toEqual([]);
  }
});

test('a failing content store is not a missing page: the error propagates, it is no 404', async () => {
  const route = pageRoutes.find((entry) => entry.name === 'id')!;
  const failing = { '/api/content/press-kit': [500, { statusCode: 500, message: 'Internal Server Error' }] } as const;
  const outcome = await renderOnServer(await routes.id(), { path: route.path, url: 'http://localhost/press-kit', api: failing }).then(
    (rendered) => rendered.status,
    (error: unknown) => error,
  );
  expect(outcome).toEqual(expect.objectContaining({ statusCode: 500 }));
});
