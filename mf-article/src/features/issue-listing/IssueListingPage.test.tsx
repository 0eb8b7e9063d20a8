import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import type { ArticleSummary, IssueListing } from '@oap/contracts/api/articles.ts';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { VolumeSummary } from '@oap/contracts/api/journalSubpages.ts';
import { Component, head, loader } from './issueListingRoute.tsx';
import type { IssueListingData } from './issueListingQueries.ts';

const journal = { nameSystem: 'brainsci', name: 'Brain Sciences', abbreviation: 'Brain Sci.', issn: '2076-3425' };
const summary: JournalSummary = { ...journal, id: 7, subjects: ['medicine-pharmacology'], impactFactor: 3.1, citeScore: 4.2, yearFounded: 2011, articleCount: 900 };
const volumes: VolumeSummary[] = [
  { volume: 15, year: 2025, issues: [{ issue: '1', coverDate: '2025-01-15', articleCount: 1 }, { issue: '2', coverDate: '2025-02-15', articleCount: 2 }] },
  { volume: 14, year: 2024, issues: [{ issue: '12', coverDate: '2024-12-15', articleCount: 9 }] },
];

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
    { ...article(2, '2', '121', 'Sleep Spindles and Memory Consolidation in Older Adults', ['Ines Duarte']), articleType: 'review-article' },
  ],
};

const volumeListing: IssueListing = {
  journal,
  volume: '15',
  issue: null,
  articles: [...issueListing.articles, article(3, '1', '4', 'Cortical Thickness in Early Psychosis', ['Kwame Mensah', 'Julia Berg'])],
};

function renderListing(listing: IssueListing, path: string) {
  const data: IssueListingData = { listing, journal: summary, volumes };
  const router = createMemoryRouter(
    [{ path: '/:issn/:volume/:issue?', Component, loader: () => data, HydrateFallback: () => <p>Loading</p> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 });
}

test('an issue page in the journal\'s frame lists its articles by type and links each article', async () => {
  const h1 = await renderListing(issueListing, '/2076-3425/15/2');
  expect(h1).toHaveTextContent('Volume 15, Issue 2');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('Published 15 February 2025 · 2 articles')).toBeInTheDocument();
  // The journal's band and menu, with Volumes & Issues marked as the section this page is under.
  expect(screen.getByRole('link', { name: 'Submit to this journal' })).toHaveAttribute('href', expect.stringContaining('journal=brainsci'));
  expect(screen.getByRole('navigation', { name: 'Brain Sciences menu' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volumes & Issues', current: true, hidden: true })).toHaveAttribute('href', '/journal/brainsci/issues');
  const contents = screen.getByRole('navigation', { name: 'Contents by article type' });
  expect(within(contents).getAllByRole('link').map((link) => link.textContent)).toEqual(['Articles 1', 'Reviews 1']);
  const list = screen.getByRole('list', { name: 'Articles in Volume 15, Issue 2' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(1);
  expect(within(screen.getByRole('list', { name: 'Reviews in Volume 15, Issue 2' })).getByRole('link', { name: 'Sleep Spindles and Memory Consolidation in Older Adults' })).toBeInTheDocument();
  expect(within(items[0]!).getByRole('link', { name: 'Dopamine Neurons Encode a Temporal Prediction Error' })).toHaveAttribute('href', '/2076-3425/15/2/118');
  expect(items[0]).toHaveTextContent('Hannah R. Okafor, Mateus Lima');
  expect(within(items[0]!).getByRole('link', { name: /^https:\/\/doi\.org\// })).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  expect(within(trail).getByRole('link', { name: 'Brain Sciences' })).toHaveAttribute('href', '/journal/brainsci');
  expect(within(trail).getByRole('link', { name: 'Volume 15' })).toHaveAttribute('href', '/2076-3425/15');
  // The previous issue is issue 1 of the volume; there is no next one yet.
  const pager = screen.getByRole('navigation', { name: 'Other issues' });
  expect(within(pager).getByRole('link')).toHaveAttribute('href', '/2076-3425/15/1');
  expect(within(pager).getByRole('link')).toHaveTextContent('Previous issueVolume 15, Issue 1');
});

test('the first issue of a volume leads back to the last issue of the volume before', async () => {
  await renderListing({ ...issueListing, issue: '1', articles: [article(3, '1', '4', 'Cortical Thickness in Early Psychosis', ['Kwame Mensah'])] }, '/2076-3425/15/1');
  const pager = screen.getByRole('navigation', { name: 'Other issues' });
  expect(within(pager).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/2076-3425/14/12', '/2076-3425/15/2']);
});

test('a volume page groups its articles by issue, each issue heading linking to the issue', async () => {
  const h1 = await renderListing(volumeListing, '/2076-3425/15');
  expect(h1).toHaveTextContent('Volume 15 (2025)');
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

test('head titles the page with the journal and its h1', () => {
  expect(head({ listing: issueListing, journal: summary, volumes }).title).toBe('Brain Sciences, Volume 15, Issue 2');
  expect(head({ listing: volumeListing, journal: summary, volumes: null }).title).toBe('Brain Sciences, Volume 15');
});

describe('loader', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    queryClient.clear();
  });

  test('asks for the issue when there is one, otherwise for the volume, and for the journal and its volumes', async () => {
    const answers: Record<string, unknown> = {
      '/api/articles/2076-3425/15/2': issueListing,
      '/api/articles/2076-3425/15': volumeListing,
      '/api/journals/brainsci/single/base': summary,
      '/api/journals/brainsci/subpage/issues': volumes,
    };
    const fetchMock = jest.fn(async (url: string) => new Response(JSON.stringify(answers[url]), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const request = new Request('http://localhost/');
    await expect(loader({ params: { issn: '2076-3425', volume: '15', issue: '2' }, request, context: new RouterContextProvider() } as never)).resolves.toEqual({ listing: issueListing, journal: summary, volumes });
    await expect(loader({ params: { issn: '2076-3425', volume: '15' }, request, context: new RouterContextProvider() } as never)).resolves.toEqual({ listing: volumeListing, journal: summary, volumes });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/articles/2076-3425/15/2', '/api/journals/brainsci/single/base', '/api/journals/brainsci/subpage/issues', '/api/articles/2076-3425/15']);
  });
});
