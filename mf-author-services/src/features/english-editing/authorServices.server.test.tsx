/**
 * @jest-environment node
 */
// The author-services pages as the server renders them (issue 9).
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as authorsEnglishRoute from './authorsEnglishRoute.tsx';
import * as wordCountStepRoute from './wordCountStepRoute.tsx';

const content: ContentPage = {
  slug: 'authors-english',
  title: 'English Language Editing',
  description: 'Professional English editing for manuscripts.',
  html: '<h2 id="prices">Prices</h2><p>Prices depend on the number of words.</p><script>window.hacked = true</script>',
  headings: [{ id: 'prices', text: 'Prices', level: 2 }],
  toc: false,
  updated: null,
};

beforeAll(installTestHtmlWindow);
afterAll(() => installHtmlWindow(undefined));

test('/authors/english renders its content and the estimator; without content the estimator alone', async () => {
  expect(typeof window).toBe('undefined');
  const result = await renderOnServer(authorsEnglishRoute, {
    path: '/authors/english',
    url: 'http://localhost/authors/english',
    api: { '/api/content/authors-english': [200, content] },
  });
  expect(result.status).toBe(200);
  expect(result.queryClient.getQueryData(['content', 'authors-english'])).toEqual(content);
  expect(result.html).toMatch(/<h1[^>]*>English Language Editing<\/h1>/);
  expect(result.html).toContain('Estimate your price');
  expect(result.html).not.toContain('<script');

  const empty = await renderOnServer(authorsEnglishRoute, { path: '/authors/english', url: 'http://localhost/authors/english', api: {} });
  expect(empty.status).toBe(200);
  expect(empty.html).toContain('Estimate your price');
});

test('/authors/step/word-count renders with its links', async () => {
  const result = await renderOnServer(wordCountStepRoute, { path: '/authors/step/word-count', url: 'http://localhost/authors/step/word-count', api: {} });
  expect(result.status).toBe(200);
  expect(result.html).toContain('href="/authors/step/order-review"');
});

test('without scripts the estimator posts to its page, and the page comes back with the count and the price', async () => {
  for (const [module, path] of [
    [authorsEnglishRoute, '/authors/english'],
    [wordCountStepRoute, '/authors/step/word-count'],
  ] as const) {
    const form = new FormData();
    form.append('text', 'Mitochondrial fission is a well-known process in neurons.');
    form.append('words', '');
    const result = await renderOnServer(module, { path, url: `http://localhost${path}`, api: {}, form });
    expect(result.status).toBe(200);
    expect(result.html).toContain('8 words');
    expect(result.html).toContain('CHF 180');
    expect(result.html).toMatch(/<textarea[^>]*name="text"[^>]*>Mitochondrial fission/);

    const typed = new FormData();
    typed.append('text', '');
    typed.append('words', '0');
    expect((await renderOnServer(module, { path, url: `http://localhost${path}`, api: {}, form: typed })).html).toContain('1 word');
  }
});
