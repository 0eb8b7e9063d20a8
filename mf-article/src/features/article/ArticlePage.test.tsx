import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import { importedArticle } from './articleFixtures.ts';
import { articleNavigation } from './articleNavigation.ts';
import { Component, head, loader } from './articleRoute.tsx';

function renderArticle(article: ArticleDetail = importedArticle) {
  const router = createMemoryRouter(
    [{ path: '/:issn/:volume/:issue/:identifier', Component, loader: () => article, HydrateFallback: () => <p>Loading</p> }],
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
  expect(within(okafor!).getByRole('link', { name: 'ORCID iD of Hannah R. Okafor' })).toHaveAttribute(
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
  // The same contents in the tools rail (wide screens) and in the text (phones without scripts).
  const [inRail, inText] = screen.getAllByRole('navigation', { name: 'Contents' });
  expect(screen.getByRole('complementary', { name: 'Article tools' })).toContainElement(inRail!);
  expect(document.getElementById('article-contents')).toContainElement(inText!);
  const links = within(inText!).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Introduction', 'Results', 'Funding', 'References', 'Review reports']);
  expect(within(inRail!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(links.map((link) => link.getAttribute('href')));
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target).not.toBeNull();
    expect(target).toHaveTextContent(link.textContent!);
  }
  expect(screen.getByRole('heading', { level: 3, name: 'Dopamine responses shift with the interval' })).toBeInTheDocument();
});

test('formulas are MathML elements, a long one inside the Full formula element', async () => {
  await renderArticle();
  const body = document.getElementById('s1')!;
  expect(body.querySelector('math mi')).toHaveTextContent('P');
  const display = document.getElementById('equ1')!;
  expect(display.querySelector('full-formula > math[display="block"]')).not.toBeNull();
  expect(display).toHaveTextContent('(1)');
});

test('shows a placeholder for figure images and makes wide tables a keyboard-scrollable region', async () => {
  await renderArticle();
  const figure = screen.getByText('Recording sites.').closest('figure')!;
  expect(within(figure).getByText(/Image not reproduced on this page/)).toBeInTheDocument();
  expect(within(figure).getByRole('link', { name: 'See the original article' })).toHaveAttribute('href', 'https://doi.org/10.7554/eLife.41043');
  const table = screen.getByRole('region', { name: 'Table 1 (scrolls sideways)' });
  expect(table).toHaveAttribute('tabindex', '0');
  expect(within(table).getByRole('columnheader', { name: 'Sessions' })).toBeInTheDocument();
});

test('lists the references with their DOI and PubMed links, and in-text citations lead to each one', async () => {
  await renderArticle();
  expect(screen.getByRole('link', { name: '(Schultz, 1997)' })).toHaveAttribute('href', '#bib1');
  const references = screen.getByRole('region', { name: 'References' });
  const items = within(references).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveAttribute('id', 'bib1');
  expect(within(items[0]!).getByRole('link', { name: 'https://doi.org/10.1126/science.275.5306.1593' })).toBeInTheDocument();
  expect(within(items[0]!).getByRole('link', { name: 'PubMed record of reference 1' })).toHaveAttribute('href', 'https://pubmed.ncbi.nlm.nih.gov/9054347/');
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

test('an article of our own has no attribution block and no review section', async () => {
  await renderArticle({ ...importedArticle, source: null, reviewReports: [] });
  expect(screen.queryByRole('complementary', { name: 'Original publication' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Review reports' })).not.toBeInTheDocument();
});

test('the Cite box gives four styles and three files from the server, and the tools link the PDF, XML and suffix pages', async () => {
  await renderArticle();
  const cite = within(screen.getByRole('complementary', { name: 'Article tools' })).getByRole('group', { name: 'Cite this article' });
  expect(within(cite).getByText('APA').nextElementSibling).toHaveTextContent(/^Okafor, H\. R\., & Lima, M\. \(2025\)/);
  expect(within(cite).getByText('Vancouver')).toBeInTheDocument();
  expect(within(cite).getByRole('link', { name: 'RIS' })).toHaveAttribute('href', '/api/articles/2076-3425/15/2/118/citation/ris');
  expect(within(cite).getByRole('link', { name: 'BibTeX' })).toHaveAttribute('href', '/api/articles/2076-3425/15/2/118/citation/bibtex');
  expect(within(cite).getByRole('link', { name: 'EndNote' })).toHaveAttribute('href', '/api/articles/2076-3425/15/2/118/citation/endnote');
  const tools = screen.getByRole('complementary', { name: 'About this article' });
  expect(within(tools).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/2076-3425/15/2/118/pdf-vor');
  expect(within(tools).getByRole('link', { name: 'JATS XML' })).toHaveAttribute('href', '/2076-3425/15/2/118/xml');
  expect(within(tools).getByRole('link', { name: 'Review reports (1)' })).toHaveAttribute('href', '/2076-3425/15/2/118/review_report');
  expect(within(tools).getByRole('link', { name: 'Order reprints' })).toHaveAttribute('href', '/2076-3425/15/2/118/reprints');
  expect(within(tools).getByText('Views').nextElementSibling).toHaveTextContent('3,120');
  const related = screen.getByRole('region', { name: 'Related articles' });
  expect(within(related).getByRole('link', { name: 'Interval Timing in the Rodent Striatum' })).toHaveAttribute('href', '/2076-3425/14/7/655');
  const share = within(screen.getByRole('complementary', { name: 'Article tools' })).getByRole('group', { name: 'Share this article' });
  expect(within(share).getByRole('link', { name: /^LinkedIn/ }).getAttribute('href')).toContain(encodeURIComponent('https://doi.org/10.3390/brainsci15020118'));
});

test('reading options change the text size and are kept for the next article', async () => {
  const user = userEvent.setup();
  window.localStorage.clear();
  await renderArticle();
  await user.click(await screen.findByRole('radio', { name: 'Larger' }));
  await user.click(screen.getByRole('radio', { name: 'Relaxed' }));
  const layout = document.querySelector('[data-text-size]')!;
  expect(layout).toHaveAttribute('data-text-size', 'larger');
  expect(layout).toHaveAttribute('data-line-spacing', 'relaxed');
  expect(JSON.parse(window.localStorage.getItem('oap-reading-options')!)).toEqual({ textSize: 'larger', lineSpacing: 'relaxed' });
});

test('the corresponding author’s address is a mail link', async () => {
  await renderArticle();
  expect(screen.getByRole('link', { name: 'h.okafor@example.edu' })).toHaveAttribute('href', 'mailto:h.okafor@example.edu');
});

test('head uses the title and the plain-text start of the abstract', async () => {
  // As after the page's loader: its head comes with the loader's code (articleLoader.ts).
  await articleNavigation();
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

  const args = { params: { issn: '2076-3425', volume: '15', issue: '2', identifier: '118' }, request: new Request('http://localhost/2076-3425/15/2/118'), context: new RouterContextProvider() } as never;

  test('fetches the article by its address', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(importedArticle), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // The server prepared the article: the query hands it to the page as it came.
    await expect(loader(args)).resolves.toEqual(importedArticle);
    expect(fetchMock).toHaveBeenCalledWith('/api/articles/2076-3425/15/2/118', expect.anything());
  });

  test('turns the API 404 of an unknown article into the route 404', async () => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ statusCode: 404, message: 'Article not found' }), { status: 404 })) as unknown as typeof fetch;
    await expect(loader(args)).rejects.toMatchObject({ data: { message: 'Page not found: /2076-3425/15/2/118' }, init: { status: 404 } });
  });

  test('lets other API errors through unchanged', async () => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ statusCode: 500, message: 'Busy' }), { status: 500 })) as unknown as typeof fetch;
    await expect(loader(args)).rejects.toMatchObject({ name: 'ApiError', statusCode: 500 });
  });
});

test('the server markup hydrates without a mismatch', async () => {
  const { hydrateServerMarkup } = await import('@oap/shared/routing/hydrationForTests.tsx');
  const { problems } = await hydrateServerMarkup({ Component }, { path: '/:issn/:volume/:issue/:identifier', url: `http://localhost${importedArticle.path}`, data: importedArticle });
  expect(problems).toEqual([]);
});
