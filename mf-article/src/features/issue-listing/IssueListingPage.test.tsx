import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ArticleSummary, IssueListing } from '@oap/contracts/api/articles.ts';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import { Component, head, loader } from './issueListingRoute.tsx';

const journal = { nameSystem: 'brainsci', name: 'Brain Sciences', abbreviation: 'Brain Sci.', issn: '2076-3425' };

function article(id: number, issue: string, identifier: string, title: string, authors: string[]): ArticleSummary {
  return {
    id,
    articleType: 'research-article',
    title,
    authors,
    journal,
    volume: '15',
    issue,
    identifier,
    doi: `10.3390/brainsci150${issue}0${identifier}`,
    publishedAt: '2025-01-27',
    path: `/2076-3425/15/${issue}/${identifier}`,
    views: 100,
    citations: 1,
  };
}

const issueListing: IssueListing = {
  journal,
  volume: '15',
  issue: '2',
  articles: [
    article(1, '2', '118', 'Dopamine Neurons Encode a Temporal Prediction Error', ['Hannah R. Okafor', 'Mateus Lima']),
    article(2, '2', '121', 'Sleep Spindles and Memory Consolidation in Older Adults', ['Ines Duarte']),
  ],
};

const volumeListing: IssueListing = {
  journal,
  volume: '15',
  issue: null,
  articles: [...issueListing.articles, article(3, '1', '4', 'Cortical Thickness in Early Psychosis', ['Kwame Mensah', 'Julia Berg'])],
};

function renderListing(listing: IssueListing, path: string) {
  const router = createMemoryRouter(
    [{ path: '/:issn/:volume/:issue?', Component, loader: () => listing, HydrateFallback: () => <p>Loading</p> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 });
}

test('an issue page is titled by journal, volume and issue and links each article', async () => {
  const h1 = await renderListing(issueListing, '/2076-3425/15/2');
  expect(h1).toHaveTextContent('Brain Sciences, Volume 15, Issue 2');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText(/2 articles/)).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Articles in Volume 15, Issue 2' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(items[0]!).getByRole('link', { name: 'Dopamine Neurons Encode a Temporal Prediction Error' })).toHaveAttribute('href', '/2076-3425/15/2/118');
  expect(items[0]).toHaveTextContent('Hannah R. Okafor, Mateus Lima');
  expect(within(items[0]!).getByRole('link', { name: /^https:\/\/doi\.org\// })).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  expect(within(trail).getByRole('link', { name: 'Brain Sciences' })).toHaveAttribute('href', '/journal/brainsci');
  expect(within(trail).getByRole('link', { name: 'Volume 15' })).toHaveAttribute('href', '/2076-3425/15');
});

test('a volume page groups its articles by issue, each issue heading linking to the issue', async () => {
  const h1 = await renderListing(volumeListing, '/2076-3425/15');
  expect(h1).toHaveTextContent('Brain Sciences, Volume 15');
  expect(h1).not.toHaveTextContent('Issue');
  const issueTwo = screen.getByRole('region', { name: 'Issue 2' });
  expect(within(issueTwo).getAllByRole('listitem')).toHaveLength(2);
  expect(within(issueTwo).getByRole('link', { name: 'Issue 2' })).toHaveAttribute('href', '/2076-3425/15/2');
  const issueOne = screen.getByRole('region', { name: 'Issue 1' });
  expect(within(issueOne).getByRole('link', { name: 'Cortical Thickness in Early Psychosis' })).toHaveAttribute('href', '/2076-3425/15/1/4');
});

test('an empty issue says so', async () => {
  await renderListing({ ...issueListing, articles: [] }, '/2076-3425/15/2');
  expect(screen.getByText('No articles have been published in this issue yet.')).toBeInTheDocument();
});

test('head titles the page like its h1', () => {
  expect(head(issueListing).title).toBe('Brain Sciences, Volume 15, Issue 2');
  expect(head(volumeListing).title).toBe('Brain Sciences, Volume 15');
});

describe('loader', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    queryClient.clear();
  });

  test('asks for the issue when there is one, otherwise for the volume', async () => {
    const fetchMock = jest.fn(async (url: string) => new Response(JSON.stringify(url.endsWith('/2') ? issueListing : volumeListing), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const request = new Request('http://localhost/');
    await expect(loader({ params: { issn: '2076-3425', volume: '15', issue: '2' }, request } as never)).resolves.toEqual(issueListing);
    await expect(loader({ params: { issn: '2076-3425', volume: '15' }, request } as never)).resolves.toEqual(volumeListing);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/articles/2076-3425/15/2', '/api/articles/2076-3425/15']);
  });
});
