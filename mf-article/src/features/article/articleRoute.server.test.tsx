/**
 * @jest-environment node
 */
// The article and issue pages as the server renders them: loader in the request scope,
// renderToString in a static router, no browser globals.
import type { IssueListing } from '@oap/contracts/api/articles.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { FOR_PAGE_STATE } from '@oap/shared/api/pageState.ts';
import { installHtmlWindow } from '@oap/shared/content/htmlWindow.ts';
import { installTestHtmlWindow, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import { importedArticle } from './articleFixtures.ts';
import * as articleRoute from './articleRoute.tsx';
import * as issueListingRoute from '../issue-listing/issueListingRoute.tsx';

const articlePath = '/:issn/:volume/:issue/:identifier';
const articleApi = { '/api/articles/2076-3425/15/2/118': [200, importedArticle] } as const;

beforeAll(installTestHtmlWindow);
afterAll(() => installHtmlWindow(undefined));

test('there is no window here, as on the server', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

test('the loader fills the request scope’s QueryClient, and the article renders to HTML', async () => {
  const result = await renderOnServer(articleRoute, { path: articlePath, url: 'http://localhost/2076-3425/15/2/118', api: articleApi });
  expect(result.status).toBe(200);
  expect(result.requests).toEqual(['GET /api/articles/2076-3425/15/2/118']);
  expect(result.queryClient.getQueryData(['article', '2076-3425', '15', '2', '118'])).toEqual(importedArticle);
  expect(result.html).toContain('<h1');
  expect(result.html).toContain('Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum');
  // Navigation is real links, so it works before (or without) scripts.
  expect(result.html).toContain('href="/journal/brainsci"');
  expect(result.html).toContain('href="/2076-3425/15/2"');
  expect(result.html).toContain('id="references"');
  expect(result.html).toContain('<math display="block">');
});

test('the body is in the HTML once: the query state sent with the page leaves it out', async () => {
  const result = await renderOnServer(articleRoute, { path: articlePath, url: 'http://localhost/2076-3425/15/2/118', api: articleApi });
  expect(result.html).toContain('Dopamine responses shift with the interval');
  const query = result.queryClient.getQueryCache().find({ queryKey: ['article', '2076-3425', '15', '2', '118'] });
  expect(query?.state.data).toEqual(importedArticle);
  // The step the shell takes as it writes the page's state (shell/src/server/render.tsx).
  const forPageState = query?.meta?.[FOR_PAGE_STATE] as (data: unknown) => unknown;
  const sent = JSON.stringify(forPageState(query?.state.data));
  expect(sent).not.toContain('Dopamine responses shift with the interval');
  expect(JSON.parse(sent)).toMatchObject({ bodyHtml: '', bodyInDocument: true, title: importedArticle.title, references: importedArticle.references });
});

test('an unknown article is a 404', async () => {
  const result = await renderOnServer(articleRoute, { path: articlePath, url: 'http://localhost/2076-3425/15/2/999', api: articleApi });
  expect(result.status).toBe(404);
  expect(result.html).toContain('Page not found: /2076-3425/15/2/999');
});

test('the article renders without a DOM window: its HTML was prepared when it was imported', async () => {
  installHtmlWindow(undefined);
  try {
    const result = await renderOnServer(articleRoute, { path: articlePath, url: 'http://localhost/2076-3425/15/2/118', api: articleApi });
    expect(result.status).toBe(200);
    expect(result.html).toContain('Recording sites.');
  } finally {
    installTestHtmlWindow();
  }
});

const journal = { nameSystem: 'brainsci', name: 'Brain Sciences', abbreviation: 'Brain Sci.', issn: '2076-3425' };
const issue: IssueListing = {
  journal,
  volume: '15',
  issue: null,
  articles: [
    {
      id: 1,
      articleType: 'research-article',
      title: 'Sleep Spindles and Memory Consolidation in Older Adults',
      authors: ['Ines Duarte'],
      journal,
      volume: '15',
      issue: '2',
      identifier: '121',
      doi: '10.3390/brainsci15020121',
      publishedAt: '2025-01-27',
      path: '/2076-3425/15/2/121',
      views: 1,
      citations: 0,
    },
  ],
};

test('a volume renders with links to its issues and articles; an unknown volume is a 404', async () => {
  // The listing carries the journal's frame: its summary comes with it (the volumes may fail: no previous/next).
  const summary: JournalSummary = { ...journal, id: 7, subjects: ['medicine-pharmacology'], impactFactor: 3.1, citeScore: 4.2, yearFounded: 2011, articleCount: 900 };
  const api = { '/api/articles/2076-3425/15': [200, issue], '/api/journals/brainsci/single/base': [200, summary] } as const;
  const found = await renderOnServer(issueListingRoute, { path: '/:issn/:volume/:issue?', url: 'http://localhost/2076-3425/15', api });
  expect(found.status).toBe(200);
  expect(found.queryClient.getQueryData(['issue-listing', '2076-3425', '15'])).toEqual(issue);
  expect(found.html).toContain('href="/2076-3425/15/2"');
  expect(found.html).toContain('href="/2076-3425/15/2/121"');
  const missing = await renderOnServer(issueListingRoute, { path: '/:issn/:volume/:issue?', url: 'http://localhost/2076-3425/99', api });
  expect(missing.status).toBe(404);
});
