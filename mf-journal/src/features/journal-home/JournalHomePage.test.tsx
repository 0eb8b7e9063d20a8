import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import { cellsJournal, cellsNews, cellsOpenForSubmission, latestCellsArticles } from './journalHomeFixtures.ts';
import type { JournalHomeData } from './journalHomeQueries.ts';
import { journalHomeNavigation } from './journalHomeNavigation.ts';
import { Component, head, loader } from './journalHomeRoute.tsx';

const fixture: JournalHomeData = {
  journal: cellsJournal,
  articles: latestCellsArticles,
  editorsChoice: latestCellsArticles.slice(1),
  openForSubmission: cellsOpenForSubmission,
  news: cellsNews,
};

function renderJournalHome(data: JournalHomeData = fixture) {
  const router = createMemoryRouter(
    [
      { path: '/journal/:slug', Component, loader: () => data, HydrateFallback: () => <p>Loading</p> },
      { path: '*', Component: () => <p>Left the journal page</p> },
    ],
    { initialEntries: ['/journal/cells'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('shows the journal masthead with its name as the only h1, identifiers, key figures and subjects', async () => {
  renderJournalHome();
  const h1 = await screen.findByRole('heading', { level: 1 });
  expect(h1).toHaveTextContent('Cells');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('ISSN 2073-4409')).toBeInTheDocument();
  const figure = (label: string) => screen.getByText(label).nextElementSibling;
  expect(figure('Impact Factor')).toHaveTextContent('5.1');
  expect(figure('CiteScore')).toHaveTextContent('9.9');
  expect(figure('Time to first decision')).toHaveTextContent('17 days');
  expect(figure('Acceptance to publication')).toHaveTextContent('3 days');
  expect(figure('Article processing charge')).toHaveTextContent('2,700 CHF');
  expect(screen.getByText('Since 2012')).toBeInTheDocument();
  expect(screen.getByText('Biology & Life Sciences')).toBeInTheDocument();
  expect(screen.getByText('Medicine & Pharmacology')).toBeInTheDocument();
});

test('leaves out figures the journal does not have yet', async () => {
  renderJournalHome({ ...fixture, journal: { ...cellsJournal, impactFactor: null, citeScore: null, firstDecisionDays: null } });
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByText('Impact Factor')).not.toBeInTheDocument();
  expect(screen.queryByText('CiteScore')).not.toBeInTheDocument();
  expect(screen.queryByText('Time to first decision')).not.toBeInTheDocument();
  expect(screen.getByText('Article processing charge')).toBeInTheDocument();
});

test('shows editors\' choice, the special issues open for submission and the news, each with a link to all of it', async () => {
  renderJournalHome();
  const choice = await screen.findByRole('region', { name: 'Editor’s Choice' });
  expect(within(choice).getByRole('link', { name: 'Autophagy in Ageing Tissues: A Review' })).toHaveAttribute('href', '/2073-4409/14/3/198');
  expect(within(choice).getByRole('link', { name: 'All editor’s choice articles' })).toHaveAttribute('href', '/journal/cells/editors_choice');
  const issues = screen.getByRole('region', { name: 'Special Issues open for submission' });
  expect(within(issues).getByRole('link', { name: 'Mitochondria in Ageing' })).toHaveAttribute('href', '/journal/cells/special_issues/mitochondria_in_ageing_2027');
  expect(within(issues).getByText('31 March 2027')).toHaveAttribute('datetime', '2027-03-31');
  expect(within(issues).getByText(/Guest Editor: Dr. Anna Keller/)).toBeInTheDocument();
  const news = screen.getByRole('region', { name: 'News & Conferences' });
  expect(within(news).getByRole('link', { name: 'Cells Launches a New Section: Autophagy' })).toHaveAttribute('href', '/journal/cells/news-and-conferences/news/12');
  expect(within(news).getByRole('link', { name: 'International Conference on Cell Polarity (CP2027)' })).toHaveAttribute('href', '/journal/cells/news-and-conferences/conferences/7');
  expect(within(news).getByText(/14–16 May 2027/)).toBeInTheDocument();
});

test('shows aims and scope as paragraphs, editors-in-chief with ORCID, and links every section', async () => {
  renderJournalHome();
  const aims = await screen.findByRole('region', { name: 'Aims and scope' });
  expect(within(aims).getAllByRole('paragraph')).toHaveLength(2);
  const editors = screen.getByRole('region', { name: 'Editor-in-Chief' });
  expect(within(editors).getByText('Alexander E. Kalyuzhny')).toBeInTheDocument();
  expect(within(editors).getByRole('link', { name: 'ORCID profile of Alexander E. Kalyuzhny' })).toHaveAttribute(
    'href',
    'https://orcid.org/0000-0002-1825-0097',
  );
  const sections = screen.getByRole('region', { name: 'Sections' });
  expect(within(sections).getByRole('link', { name: 'Cell Signaling' })).toHaveAttribute('href', '/journal/cells/sections/cell_signaling');
  expect(within(sections).getByRole('link', { name: 'Autophagy' })).toHaveAttribute('href', '/journal/cells/sections/autophagy');
});

test('lists the latest articles with title link, authors, type, date and DOI', async () => {
  renderJournalHome();
  const latest = await screen.findByRole('region', { name: 'Latest articles' });
  const items = within(latest).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const first = items[0]!;
  expect(within(first).getByRole('link', { name: 'Mitochondrial Fission Regulates Stem Cell Fate in the Adult Hippocampus' })).toHaveAttribute(
    'href',
    '/2073-4409/14/3/212',
  );
  expect(within(first).getByText('Maria Rossi, Jonas Weber, Aiko Tanaka')).toBeInTheDocument();
  expect(within(first).getByText('Research Article')).toBeInTheDocument();
  expect(within(first).getByText('4 February 2025')).toHaveAttribute('datetime', '2025-02-04');
  expect(within(first).getByRole('link', { name: 'https://doi.org/10.3390/cells14030212' })).toHaveAttribute(
    'href',
    'https://doi.org/10.3390/cells14030212',
  );
  expect(within(items[1]!).getByText(/Omar Haddad et al\.$/)).toBeInTheDocument();
  expect(within(items[1]!).queryByText(/Eva Horvat/)).not.toBeInTheDocument();
});

test('offers the journal menu with real links to every subpage, the home marked as the current page', async () => {
  renderJournalHome();
  const nav = await screen.findByRole('navigation', { name: 'Cells menu' });
  const expected: Array<[string, string]> = [
    ['Aims & Scope', '/journal/cells/about'],
    ['Editorial Board', '/journal/cells/editors'],
    ['Sections', '/journal/cells/sections'],
    ['Special Issues', '/journal/cells/special_issues'],
    ['Most Cited', '/journal/cells/most-cited'],
    ['Most Viewed', '/journal/cells/most-viewed'],
    ['Instructions for Authors', '/journal/cells/instructions'],
    ['Article Processing Charge', '/journal/cells/apc'],
    ['Journal Statistics', '/journal/cells/stats'],
  ];
  for (const [name, href] of expected) expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  expect(within(nav).getAllByRole('link')).toHaveLength(36);
  expect(within(nav).getByRole('link', { name: 'Journal Home' })).toHaveAttribute('aria-current', 'page');
});

test('the journal menu works by keyboard', async () => {
  const user = userEvent.setup();
  const router = renderJournalHome();
  const nav = await screen.findByRole('navigation', { name: 'Cells menu' });
  within(nav).getByRole('link', { name: 'Imprint' }).focus();
  await user.tab();
  expect(within(nav).getByRole('link', { name: 'Editorial Board' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByText('Left the journal page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/journal/cells/editors');
});

test('has the journal-alerts anchor that /toc-alert redirects to', async () => {
  renderJournalHome();
  await screen.findByRole('heading', { level: 1 });
  const alerts = document.getElementById('journal-alerts');
  expect(alerts).not.toBeNull();
  expect(within(alerts!).getByRole('heading', { name: 'Get alerts for new papers' })).toBeInTheDocument();
  // Without scripts: a form that opens /subscribe with this journal and the address filled in.
  const form = within(alerts!).getByRole('button', { name: 'Subscribe to alerts' }).closest('form')!;
  expect(form).toHaveAttribute('action', '/subscribe');
  expect(form).toHaveAttribute('method', 'get');
  expect(form.querySelector('input[type=hidden][name=journal]')).toHaveValue('cells');
});

test('with scripts the alerts box subscribes in place, with a fresh token, and says where the link went', async () => {
  const realFetch = globalThis.fetch;
  const posted: { token: string | null; journals: string[] }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/forms/token') return new Response(JSON.stringify({ token: 'box-token' }));
    const body = init?.body as FormData;
    posted.push({ token: new Headers(init?.headers).get('x-csrf-token'), journals: body.getAll('journals').map(String) });
    return new Response(JSON.stringify({ status: 'verification-sent', email: body.get('email') }), { status: 202 });
  }) as typeof fetch;
  try {
    const user = userEvent.setup();
    renderJournalHome();
    const box = await screen.findByRole('region', { name: 'Get alerts for new papers' });
    await user.click(within(box).getByRole('button', { name: 'Subscribe to alerts' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Enter your email address.');
    expect(within(box).getByLabelText('Your email address')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(box).getByLabelText('Your email address'), 'reader@example.org');
    await user.click(within(box).getByRole('button', { name: 'Subscribe to alerts' }));
    expect(await within(box).findByRole('status')).toHaveTextContent('Check your inbox: we have sent a link to reader@example.org.');
    expect(posted).toEqual([{ token: 'box-token', journals: ['cells'] }]);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('head uses the journal name and the first sentence of aims and scope (the rest: journalHomeHead.test.ts)', async () => {
  // As after the page's loader: its head comes with the loader's code (journalHomeLoader.ts).
  await journalHomeNavigation();
  expect(head(fixture)).toMatchObject({
    title: 'Cells',
    description: 'Cells is an international, peer-reviewed, open access journal on cell biology, molecular biology and biophysics.',
  });
});

describe('loader', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    queryClient.clear();
  });

  function json(body: unknown, status = 200) {
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }

  function args(slug: string) {
    return { params: { slug }, request: new Request(`http://localhost/journal/${slug}`), context: new RouterContextProvider(), unstable_pattern: '' } as never;
  }

  test('fetches the journal, its latest and editors\' choice articles, what is open for submission and the news', async () => {
    const answers: Record<string, unknown> = {
      '/api/journals/cells/single': cellsJournal,
      '/api/journals/cells/articles': latestCellsArticles,
      '/api/journals/cells/editors-choice': fixture.editorsChoice,
      '/api/journals/cells/open-for-submission': cellsOpenForSubmission,
      '/api/journals/cells/news-conferences/latest': cellsNews,
    };
    const fetchMock = jest.fn(async (url: string) => json(answers[url]));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(loader(args('cells'))).resolves.toEqual(fixture);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(Object.keys(answers).sort());
  });

  test('turns the API 404 for an unknown journal into the route 404, so the server answers 404', async () => {
    globalThis.fetch = jest.fn(async () => json({ statusCode: 404, message: 'Journal not found' }, 404)) as unknown as typeof fetch;
    await expect(loader(args('no-such-journal'))).rejects.toMatchObject({ data: { message: 'Page not found: /journal/no-such-journal' }, init: { status: 404 } });
  });
});
