// The document head across client-side navigation: each page's tags replace the last page's whole.
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RouteHead, RouteModule } from '@oap/contracts/federation/contract.ts';
import { createRouteObjects } from '../../app/routes.tsx';
import { registerReleaseManifest } from '../../app/federation/remoteRoutes.ts';
import { headServedFor } from './useDocumentHead.ts';
import { routeByTableForTests } from '../../app/tableRoutesForTests.ts';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

const journalHead: RouteHead = {
  title: 'Cells',
  description: 'Cells is an international, peer-reviewed, open access journal.',
  canonical: '/journal/cells',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Periodical', name: 'Cells', url: '/journal/cells' }],
};
const articleHead: RouteHead = {
  title: 'Dopamine Neurons',
  canonical: '/2076-3425/15/2/118',
  openGraph: { type: 'article' },
  meta: [
    { name: 'citation_title', content: 'Dopamine Neurons' },
    { name: 'citation_doi', content: '10.3390/brainsci15020118' },
    { name: 'DC.title', content: 'Dopamine Neurons' },
  ],
};

function page(heading: string, head?: RouteHead): () => Promise<RouteModule<() => { heading: string }>> {
  return async () => ({
    Component: () => <h1>{heading}</h1>,
    loader: () => ({ heading }),
    ...(head ? { head: () => head } : {}),
  });
}

beforeEach(() => {
  routeByTableForTests();
  document.head.innerHTML = '<meta charset="utf-8"><title>Publisher of Open Access Journals | Meridian Open Science</title>';
  mockedLoadRemote.mockReset();
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id === 'mf_journal/routes') return { default: { 'journal-slug': page('Journal home', journalHead), 'journal-slug-about': page('About the journal') } };
    return { default: { 'issn-volume-issue-identifier': page('The article', articleHead) } };
  });
  registerReleaseManifest({
    generatedAt: '2026-11-23T00:00:00.000Z',
    remotes: {
      'mf-journal': { name: 'mf_journal', build: 'b1', manifestUrl: '/remotes/mf-journal/b1/mf-manifest.json' },
      'mf-article': { name: 'mf_article', build: 'b1', manifestUrl: '/remotes/mf-article/b1/mf-manifest.json' },
    } as never,
  });
});

function renderAt(path: string) {
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
const origin = window.location.origin;

test('from a 404 to a real page: the noindex is gone and the page has its own head', async () => {
  const router = renderAt('/no/such/page/here/at-all');
  expect(await screen.findByText('Page not found: /no/such/page/here/at-all')).toBeInTheDocument();
  // The head module is fetched for the first head the browser writes.
  await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
  expect(document.title).toBe('404 - Page not found | Meridian Open Science');
  expect(canonical()).toBeNull();

  await act(() => router.navigate('/journal/cells'));
  expect(await screen.findByRole('heading', { name: 'Journal home' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Cells | Meridian Open Science'));
  expect(robots()).toBeNull();
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', journalHead.description);
  expect(canonical()).toBe(`${origin}/journal/cells`);
  expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/journal/cells`);
  const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null');
  expect(jsonLd).toMatchObject({ '@type': 'Periodical', url: `${origin}/journal/cells` });
});

test('an article’s citation and Dublin Core tags do not follow the reader to the next page', async () => {
  const router = renderAt('/2076-3425/15/2/118');
  expect(await screen.findByRole('heading', { name: 'The article' })).toBeInTheDocument();
  await waitFor(() => expect(document.head.querySelector('meta[name="citation_doi"]')).toHaveAttribute('content', '10.3390/brainsci15020118'));
  expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  await act(() => router.navigate('/journal/cells/about'));
  expect(await screen.findByRole('heading', { name: 'About the journal' })).toBeInTheDocument();
  // A page without a head: the title from its path, its own canonical URL.
  await waitFor(() => expect(document.title).toBe('About | Meridian Open Science'));
  expect(document.head.querySelectorAll('meta[name^="citation_"], meta[name^="DC."], script[type="application/ld+json"]')).toHaveLength(0);
  expect(canonical()).toBe(`${origin}/journal/cells/about`);
  expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
});

test('from a real page to a 404: noindex, no canonical, no JSON-LD of the page before', async () => {
  const router = renderAt('/journal/cells');
  expect(await screen.findByRole('heading', { name: 'Journal home' })).toBeInTheDocument();
  await waitFor(() => expect(canonical()).not.toBeNull());

  await act(() => router.navigate('/news/not-a-number'));
  expect(await screen.findByText('Page not found: /news/not-a-number')).toBeInTheDocument();
  await waitFor(() => expect(robots()).toBe('noindex, nofollow'));
  expect(canonical()).toBeNull();
  expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
});

test('a server-rendered page keeps the head it was served with as it hydrates; the next page gets its own', async () => {
  document.head.innerHTML = '<title>Cells | Meridian Open Science</title><meta name="description" content="As the server wrote it">';
  headServedFor('/journal/cells');
  const router = renderAt('/journal/cells');
  expect(await screen.findByRole('heading', { name: 'Journal home' })).toBeInTheDocument();
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'As the server wrote it');
  expect(canonical()).toBeNull();

  await act(() => router.navigate('/journal/cells/about'));
  expect(await screen.findByRole('heading', { name: 'About the journal' })).toBeInTheDocument();
  await waitFor(() => expect(canonical()).toBe(`${origin}/journal/cells/about`));
  expect(document.head.querySelector('meta[name="description"]')).toBeNull();
});

test('a head() that throws leaves the page up with the fallback title', async () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockedLoadRemote.mockImplementation(async () => ({
    default: { 'journal-slug': async () => ({ Component: () => <h1>Still here</h1>, head: () => { throw new Error('bad data'); } }) },
  }));
  renderAt('/journal/cells');
  expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Cells | Meridian Open Science'));
  spy.mockRestore();
});
