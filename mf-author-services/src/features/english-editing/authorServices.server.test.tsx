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
  html: '<h1>English Language Editing</h1><h2>Prices</h2><p>Prices depend on the number of words.</p><script>window.hacked = true</script>',
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
