import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Article } from '@oap/contracts/api/articles.ts';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import { importedArticle } from './articleFixtures.ts';
import { Component, head, loader } from './articleRoute.tsx';
import { readableArticle } from './prepareArticleBody.ts';

function renderArticle(article: Article = importedArticle) {
  const router = createMemoryRouter(
    [{ path: '/:issn/:volume/:issue/:identifier', Component, loader: () => readableArticle(article), HydrateFallback: () => <p>Loading</p> }],
    { initialEntries: [article.path] },
  );
  render(<RouterProvider router={router} />);
  return screen.findByRole('heading', { level: 1 });
}

test('shows the title as the only h1, the article type, and links to its journal and issue', async () => {
  const h1 = await renderArticle();
  expect(h1).toHaveTextContent('Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('Research Article')).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  expect(within(trail).getByRole('link', { name: 'Brain Sciences' })).toHaveAttribute('href', '/journal/brainsci');
  expect(within(trail).getByRole('link', { name: 'Volume 15, Issue 2' })).toHaveAttribute('href', '/2076-3425/15/2');
});

test('lists authors with affiliation numbers and ORCID, then the numbered affiliations', async () => {
  await renderArticle();
  const authors = screen.getByRole('heading', { name: 'Authors' }).nextElementSibling as HTMLElement;
  const [okafor, lima] = within(authors).getAllByRole('listitem');
  expect(okafor).toHaveTextContent(/Hannah R\. Okafor\s*affiliations 1,2/);
  expect(okafor).toHaveTextContent('(corresponding author)');
  expect(within(okafor!).getByRole('link', { name: 'ORCID profile of Hannah R. Okafor' })).toHaveAttribute(
    'href',
    'https://orcid.org/0000-0003-4417-2093',
  );
  expect(lima).toHaveTextContent(/Mateus Lima\s*affiliations 2$/);
  expect(within(lima!).queryByRole('link')).not.toBeInTheDocument();
  const affiliations = screen.getByRole('heading', { name: 'Affiliations' }).nextElementSibling as HTMLElement;
  expect(within(affiliations).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    '1Department of Neurobiology, Harvard Medical School, Boston, MA 02115, USA',
    '2Center for Brain Science, Harvard University, Cambridge, MA 02138, USA',
  ]);
});

test('shows the publication history, DOI, licence and keywords', async () => {
  await renderArticle();
  expect(screen.getByText('Received').nextElementSibling).toHaveTextContent('2 October 2024');
  expect(screen.getByText('Revised').nextElementSibling).toHaveTextContent('11 December 2024');
  expect(screen.getByText('Accepted').nextElementSibling).toHaveTextContent('8 January 2025');
  expect(screen.getByText('Published').nextElementSibling).toHaveTextContent('27 January 2025');
  expect(screen.getByRole('link', { name: 'https://doi.org/10.3390/brainsci15020118' })).toHaveAttribute(
    'href',
    'https://doi.org/10.3390/brainsci15020118',
  );
  expect(screen.getByText('Licence').nextElementSibling).toContainElement(screen.getAllByRole('link', { name: 'CC BY 4.0' })[0]!);
  const keywords = screen.getByRole('region', { name: 'Keywords' });
  expect(within(keywords).getByRole('link', { name: 'reinforcement learning' })).toHaveAttribute('href', '/search?q=reinforcement%20learning');
});

test('leaves out dates the article does not have', async () => {
  await renderArticle({ ...importedArticle, dates: { ...importedArticle.dates, revised: null } });
  expect(screen.queryByText('Revised')).not.toBeInTheDocument();
  expect(screen.getByText('Received')).toBeInTheDocument();
});

test('renders abstract and body, with a contents list whose links reach the body headings', async () => {
  await renderArticle();
  const abstract = screen.getByRole('region', { name: 'Abstract' });
  expect(within(abstract).getByText(/We recorded midbrain dopamine neurons/)).toBeInTheDocument();
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Introduction', 'Results', 'References', 'Review reports']);
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target).not.toBeNull();
    expect(target).toHaveTextContent(link.textContent!);
  }
  expect(screen.getByRole('heading', { level: 2, name: 'Introduction' })).toHaveAttribute('id', links[0]!.getAttribute('href')!.slice(1));
  expect(screen.getByRole('heading', { level: 3, name: 'Dopamine responses shift with the interval' })).toBeInTheDocument();
});

test('does not render scripts or event handlers from the article HTML', async () => {
  await renderArticle();
  expect(screen.getByText(/Reward timing shapes behaviour/)).toBeInTheDocument();
  expect(document.querySelector('main, body')!.querySelectorAll('script')).toHaveLength(0);
  expect(document.querySelector('[onerror]')).toBeNull();
  expect(document.body.innerHTML).not.toContain('__injected');
  expect(document.body.innerHTML).not.toContain('__reviewInjected');
});

test('shows a placeholder for figure images and makes wide tables a keyboard-scrollable region', async () => {
  await renderArticle();
  const figure = screen.getByText('Recording sites.').closest('figure')!;
  expect(within(figure).getByText(/Image not reproduced on this page/)).toBeInTheDocument();
  expect(within(figure).getByRole('link', { name: 'See the original article' })).toHaveAttribute('href', 'https://doi.org/10.7554/eLife.41043');
  const table = screen.getByRole('region', { name: 'Table 1. (scrolls sideways)' });
  expect(table).toHaveAttribute('tabindex', '0');
  expect(within(table).getByRole('columnheader', { name: 'Sessions' })).toBeInTheDocument();
});

test('lists the references with their DOIs, and in-text citations lead to them', async () => {
  await renderArticle();
  expect(screen.getByRole('link', { name: '(Schultz, 1997)' })).toHaveAttribute('href', '#references');
  const references = screen.getByRole('region', { name: 'References' });
  const items = within(references).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(within(items[0]!).getByRole('link', { name: 'https://doi.org/10.1126/science.275.5306.1593' })).toBeInTheDocument();
  expect(items[2]).toHaveTextContent('Sutton RS, Barto AG. Reinforcement Learning');
  expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
});

test('review reports are collapsed disclosures that open on their summary', async () => {
  // Enter and Space on <summary> are native browser behaviour that jsdom does not implement; the
  // browser check covers the keyboard, this covers the structure and the toggle.
  const user = userEvent.setup();
  await renderArticle();
  const reviews = screen.getByRole('region', { name: 'Review reports' });
  const details = reviews.querySelectorAll('details');
  expect(details).toHaveLength(1);
  expect(details[0]).not.toHaveAttribute('open');
  await user.click(within(reviews).getByText('Decision letter'));
  expect(details[0]).toHaveAttribute('open');
  expect(within(details[0]!).getByText('Both reviewers found the timing result convincing.')).toBeVisible();
});

test('credits the original publication when the article was imported', async () => {
  await renderArticle();
  const attribution = screen.getByRole('complementary', { name: 'Original publication' });
  expect(attribution).toHaveTextContent('Originally published in eLife by eLife Sciences Publications.');
  expect(within(attribution).getByRole('link', { name: 'https://doi.org/10.7554/eLife.41043' })).toBeInTheDocument();
  expect(within(attribution).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
});

test('an article of our own has no attribution block, no review section and no figure link to an original', async () => {
  await renderArticle({ ...importedArticle, source: null, reviewReports: [] });
  expect(screen.queryByRole('complementary', { name: 'Original publication' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Review reports' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'See the original article' })).not.toBeInTheDocument();
});

test('head uses the title and the plain-text start of the abstract', () => {
  const { title, description } = head(importedArticle);
  expect(title).toBe('Dopamine Neurons Encode a Temporal Prediction Error in the Mouse Striatum');
  expect(description).toMatch(/^Animals learn when rewards arrive, not only whether they arrive\. We recorded/);
  expect(description).not.toContain('<');
  expect(description!.length).toBeLessThanOrEqual(201);
});

describe('loader', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    queryClient.clear();
  });

  const args = { params: { issn: '2076-3425', volume: '15', issue: '2', identifier: '118' }, request: new Request('http://localhost/2076-3425/15/2/118') } as never;

  test('fetches the article by its address', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(importedArticle), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // The query hands the page the article sanitised and prepared (readableArticle).
    await expect(loader(args)).resolves.toEqual(readableArticle(importedArticle));
    expect(fetchMock).toHaveBeenCalledWith('/api/articles/2076-3425/15/2/118', expect.anything());
  });

  test('turns the API 404 of an unknown article into the route 404', async () => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ statusCode: 404, message: 'Article not found' }), { status: 404 })) as unknown as typeof fetch;
    await expect(loader(args)).rejects.toMatchObject({ data: { message: 'Page not found: /2076-3425/15/2/118' }, init: { status: 404 } });
  });

  test('lets other API errors through unchanged', async () => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ statusCode: 503, message: 'Busy' }), { status: 503 })) as unknown as typeof fetch;
    await expect(loader(args)).rejects.toMatchObject({ name: 'ApiError', statusCode: 503 });
  });
});

test('the server markup hydrates without a mismatch', async () => {
  const { hydrateServerMarkup } = await import('@oap/shared/routing/hydrationForTests.tsx');
  const { problems } = await hydrateServerMarkup({ Component }, { path: '/:issn/:volume/:issue/:identifier', url: `http://localhost${importedArticle.path}`, data: readableArticle(importedArticle) });
  expect(problems).toEqual([]);
});
