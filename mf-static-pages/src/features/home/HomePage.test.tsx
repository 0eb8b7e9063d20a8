import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { AwardListItem, NewsSummary, OpenCalls } from '@oap/contracts/api/publisher.ts';
import { Component, head, type HomePageData } from './homeRoute.tsx';

function journal(id: number, nameSystem: string, name: string, overrides: Partial<JournalSummary> = {}): JournalSummary {
  return {
    id,
    nameSystem,
    name,
    abbreviation: name,
    issn: `1234-56${String(id).padStart(2, '0')}`,
    subjects: ['medicine-pharmacology'],
    impactFactor: 4.3,
    citeScore: 7.1,
    yearFounded: 2001,
    articleCount: 12840,
    ...overrides,
  };
}

const ref = { nameSystem: 'ijms', name: 'International Journal of Molecular Sciences', abbreviation: 'IJMS', issn: '1422-0067' };

const article: ArticleSummary = {
  id: 7,
  articleType: 'article',
  title: 'Coral reef recovery after bleaching',
  authors: ['Ann Reef', 'Bo Coral'],
  journal: ref,
  volume: '27',
  issue: '3',
  identifier: '1201',
  doi: '10.3390/ijms27031201',
  publishedAt: '2026-11-20',
  path: '/1422-0067/27/3/1201',
  views: 10,
  citations: 0,
};

const noCalls: OpenCalls = { topics: [], specialIssues: [] };

const calls: OpenCalls = {
  topics: [
    {
      id: 1,
      identifier: 'digital_twins',
      name: 'Advances in Digital Twins',
      subject: { slug: 'engineering', label: 'Engineering' },
      journals: [ref],
      keywords: [],
      opensOn: '2026-01-01',
      deadline: '2027-03-31',
      status: 'open',
      views: 1,
      articleCount: 0,
      editors: [],
      path: '/topics/digital_twins',
    },
  ],
  specialIssues: [],
};

const news: NewsSummary[] = [{ id: 120, journal: null, category: 'Announcements', title: 'New institutional agreements', publishedAt: '2026-10-28', summary: 'More authors publish without paying themselves.' }];

const awards: AwardListItem[] = [
  {
    id: 5,
    journal: ref,
    kind: 'young-investigator',
    name: 'IJMS Young Investigator Award',
    description: 'For researchers under 40.',
    prize: 'CHF 2,000 and a certificate',
    latest: { year: 2027, opensOn: '2026-10-01', deadline: '2027-01-31', status: 'open' },
    winnerCount: 3,
    path: '/journal/ijms/awards/5',
  },
];

const fixture: HomePageData = {
  biggestJournals: [
    journal(1, 'ijms', 'International Journal of Molecular Sciences'),
    journal(2, 'sustainability', 'Sustainability', { impactFactor: null, articleCount: 950 }),
  ],
  latestArticles: [article],
  openCalls: calls,
  news,
  awards,
};

const nothing: HomePageData = { biggestJournals: null, latestArticles: null, openCalls: null, news: null, awards: null };

function renderHome(data: HomePageData = fixture) {
  const router = createMemoryRouter(
    [
      { path: '/', Component, loader: () => data, HydrateFallback: () => <p>Loading</p> },
      { path: '/search', Component: () => <h1>Search page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('has one h1 and the biggest journals as cards linking to their journal pages', async () => {
  renderHome();
  expect(await screen.findAllByRole('heading', { level: 1 })).toHaveLength(1);
  const section = screen.getByRole('region', { name: 'Our biggest journals' });
  const cards = within(section).getAllByRole('article');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]!).getByRole('link', { name: 'International Journal of Molecular Sciences' })).toHaveAttribute('href', '/journal/ijms');
  expect(within(cards[0]!).getByText('1234-5601')).toBeInTheDocument();
  expect(within(cards[0]!).getByText('4.3')).toBeInTheDocument();
  expect(within(cards[0]!).getByText('12,840')).toBeInTheDocument();
  expect(within(cards[1]!).getByRole('link', { name: 'Sustainability' })).toHaveAttribute('href', '/journal/sustainability');
  expect(within(cards[1]!).getByText('Not yet rated')).toBeInTheDocument();
});

test("the hero's figure counts the articles of the journals it shows, not of every journal listed", async () => {
  const eight = Array.from({ length: 8 }, (_, index) => journal(index + 1, `journal-${index + 1}`, `Journal ${index + 1}`, { articleCount: 100 * (index + 1) }));
  renderHome({ ...fixture, biggestJournals: eight });
  // 100 + 200 + ... + 600 for the six covers; the eight together would be 3,600.
  expect(await screen.findByText(/^2,100 articles in these 6 journals alone/)).toBeInTheDocument();
});

test('links the ten subjects to the filtered topic list', async () => {
  renderHome();
  const section = await screen.findByRole('region', { name: 'Browse by subject' });
  const links = within(section).getAllByRole('link');
  expect(links).toHaveLength(10);
  expect(links[0]).toHaveTextContent('Biology & Life Sciences');
  expect(links[0]).toHaveAttribute('href', '/topics?subject=biology-life-sciences');
  expect(links[9]).toHaveAttribute('href', '/topics?subject=public-health-healthcare');
});

test('links to the journal finder, author information and open access', async () => {
  renderHome();
  await screen.findByRole('region', { name: 'Publishing with us' });
  for (const href of ['/about/journalfinder', '/authors', '/openaccess']) {
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
  }
});

test('the hero search box searches articles with the trimmed term', async () => {
  const user = userEvent.setup();
  const router = renderHome();
  const box = await screen.findByRole('searchbox', { name: 'Search all articles' });
  expect(box).toHaveAttribute('name', 'q');
  await user.type(box, '  coral reefs {Enter}');
  expect(router.state.location.pathname).toBe('/search');
  expect(new URLSearchParams(router.state.location.search).get('q')).toBe('coral reefs');
});

test('shows the latest articles, what is open for submission, news and open awards, each linking to its page', async () => {
  renderHome();
  const latest = await screen.findByRole('region', { name: 'Latest articles' });
  expect(within(latest).getByRole('link', { name: 'Coral reef recovery after bleaching' })).toHaveAttribute('href', '/1422-0067/27/3/1201');
  const open = screen.getByRole('region', { name: 'Open for submission' });
  expect(within(open).getByRole('link', { name: 'Advances in Digital Twins' })).toHaveAttribute('href', '/topics/digital_twins');
  expect(within(open).getByText('None open just now.')).toBeInTheDocument();
  const newsSection = screen.getByRole('region', { name: 'News' });
  expect(within(newsSection).getByRole('link', { name: 'New institutional agreements' })).toHaveAttribute('href', '/news/120');
  expect(within(newsSection).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
  const awardSection = screen.getByRole('region', { name: 'Awards' });
  expect(within(awardSection).getByRole('link', { name: 'IJMS Young Investigator Award' })).toHaveAttribute('href', '/journal/ijms/awards/5');
  expect(within(awardSection).getByText(/Apply by/)).toHaveTextContent('Apply by 31 January 2027');
});

test('says so when nothing is open for submission and no award takes applications', async () => {
  renderHome({ ...fixture, openCalls: noCalls, awards: [] });
  const open = await screen.findByRole('region', { name: 'Open for submission' });
  expect(within(open).getAllByText('None open just now.')).toHaveLength(2);
  expect(screen.getByText(/No award takes applications just now/)).toBeInTheDocument();
});

test('without its lists the page still renders and points to where the lists are', async () => {
  renderHome(nothing);
  for (const [name, link] of [['Latest articles', '/search'], ['News', '/news'], ['Awards', '/awards'], ['Open for submission', '/topics']] as const) {
    const section = await screen.findByRole('region', { name });
    expect(within(section).getByText(/not available just now/)).toBeInTheDocument();
    expect(within(section).getAllByRole('link').every((anchor) => anchor.getAttribute('href') === link)).toBe(true);
  }
});

test('without the journal list the page still renders and points to all journals', async () => {
  renderHome({ ...fixture, biggestJournals: null });
  const section = await screen.findByRole('region', { name: 'Our biggest journals' });
  expect(within(section).queryAllByRole('article')).toHaveLength(0);
  expect(within(section).getAllByRole('link', { name: /all journals/i })[0]).toHaveAttribute('href', '/about/journals');
});

test('keeps the default title and sets a description', () => {
  const result = head();
  expect(result.title).toBeUndefined();
  expect(result.description).toMatch(/open access/i);
});
