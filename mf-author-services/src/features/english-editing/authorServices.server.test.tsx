/**
 * @jest-environment node
 */
// The English editing pages as the server renders them, scripts off: the content with the
// estimator, and the estimator posted with pasted text, a typed count or a Word file.
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
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

const api: FakeApi = { '/api/content/authors-english': [200, content] };

test('/authors/english renders its content and the estimator; without its text it is a 404', async () => {
  expect(typeof window).toBe('undefined');
  const result = await renderOnServer(authorsEnglishRoute, { path: '/authors/english', url: 'http://localhost/authors/english', api });
  expect(result.status).toBe(200);
  expect(result.queryClient.getQueryData(['content', 'authors-english'])).toEqual({ ...content, html: content.html.replace('<script>window.hacked = true</script>', '') });
  expect(result.html).toMatch(/<h1[^>]*>English Language Editing<\/h1>/);
  expect(result.html).toContain('Estimate your price');
  expect(result.html).toMatch(/<form[^>]*encType="multipart\/form-data" method="post"/);
  expect(result.html).not.toContain('<script');
  expect((await renderOnServer(authorsEnglishRoute, { path: '/authors/english', url: 'http://localhost/authors/english', api: {} })).status).toBe(404);
});

test('/authors/step/word-count renders its step, the upload and the way on', async () => {
  const result = await renderOnServer(wordCountStepRoute, { path: '/authors/step/word-count', url: 'http://localhost/authors/step/word-count', api: {} });
  expect(result.status).toBe(200);
  expect(result.html).toContain('Step 1 of 3');
  expect(result.html).toMatch(/<input[^>]*type="file"[^>]*name="manuscript"|<input[^>]*name="manuscript"[^>]*type="file"/);
  expect(result.html).toContain('href="/authors/step/editing-service"');
});

test('without scripts the estimator posts to its page, and the page comes back with the count and the price', async () => {
  for (const [module, path] of [
    [authorsEnglishRoute, '/authors/english'],
    [wordCountStepRoute, '/authors/step/word-count'],
  ] as const) {
    const form = new FormData();
    form.append('text', 'Mitochondrial fission is a well-known process in neurons.');
    form.append('words', '');
    form.append('manuscript', new File([], ''));
    const result = await renderOnServer(module, { path, url: `http://localhost${path}`, api, form });
    expect(result.status).toBe(200);
    expect(result.html).toContain('8 words');
    expect(result.html).toContain('180 CHF');
    expect(result.html).toMatch(/<textarea[^>]*name="text"[^>]*>Mitochondrial fission/);
    expect(result.requests.filter((request) => request.startsWith('POST'))).toEqual([]);

    const typed = new FormData();
    typed.append('text', '');
    typed.append('words', '0');
    expect((await renderOnServer(module, { path, url: `http://localhost${path}`, api, form: typed })).html).toContain('1 word');
  }
});

test('a Word file is counted by the server, and the step leads on with its count', async () => {
  const sent: FormData[] = [];
  const withCount: FakeApi = {
    ...api,
    'POST /api/author-services/word-count': (init) => {
      sent.push(init.body as FormData);
      return [200, { words: 5120, referencesExcluded: true, fileName: 'paper.docx' }];
    },
  };
  const form = new FormData();
  form.append('text', '');
  form.append('words', '');
  form.append('manuscript', new File([new Uint8Array([80, 75, 3, 4])], 'paper.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
  const result = await renderOnServer(wordCountStepRoute, { path: '/authors/step/word-count', url: 'http://localhost/authors/step/word-count', api: withCount, form });
  expect(result.status).toBe(200);
  expect((sent[0]?.get('manuscript') as File).name).toBe('paper.docx');
  expect(result.html.replace(/<!-- -->/g, '')).toContain('Counted from paper.docx, without its reference list.');
  expect(result.html).toContain('5,120 words');
  expect(result.html).toContain('450 CHF');
  expect(result.html).toContain('href="/authors/step/editing-service?words=5120"');
});

test('a file the server refuses comes back with its sentence and the refusal’s status', async () => {
  const refusing: FakeApi = {
    ...api,
    'POST /api/author-services/word-count': [415, { statusCode: 415, message: 'This file is not one we accept, whatever its name says: attach a Word (.docx), at most 5 MB.' }],
  };
  const form = new FormData();
  form.append('manuscript', new File(['%PDF-1.7'], 'paper.docx'));
  const result = await renderOnServer(wordCountStepRoute, { path: '/authors/step/word-count', url: 'http://localhost/authors/step/word-count', api: refusing, form });
  expect(result.status).toBe(415);
  expect(result.html).toMatch(/role="alert"[^>]*>This file is not one we accept/);
});
