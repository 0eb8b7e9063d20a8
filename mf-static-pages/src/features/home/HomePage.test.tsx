import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
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

const fixture: HomePageData = {
  biggestJournals: [
    journal(1, 'ijms', 'International Journal of Molecular Sciences'),
    journal(2, 'sustainability', 'Sustainability', { impactFactor: null, articleCount: 950 }),
  ],
};

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

test('without the journal list the page still renders and points to all journals', async () => {
  renderHome({ biggestJournals: null });
  const section = await screen.findByRole('region', { name: 'Our biggest journals' });
  expect(within(section).queryAllByRole('article')).toHaveLength(0);
  expect(within(section).getAllByRole('link', { name: /all journals/i })[0]).toHaveAttribute('href', '/about/journals');
});

test('keeps the default title and sets a description', () => {
  const result = head();
  expect(result.title).toBeUndefined();
  expect(result.description).toMatch(/open access/i);
});
