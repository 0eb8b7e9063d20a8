import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import type { SafeHtml } from '@oap/shared/content/safeHtml.ts';
import { contentPageRoute } from './contentPageRoute.tsx';
import { contentSlugForRoute } from './contentSlug.ts';

const about: ContentPage = {
  slug: 'about',
  title: 'About us',
  description: 'Who we are and how we publish.',
  html: '<p>We publish <strong>open access</strong> journals.</p><script>window.hacked = true</script><iframe src="https://example.org"></iframe><h2 id="our-history">Our history</h2><p>Since 1996.</p>',
  headings: [{ id: 'our-history', text: 'Our history', level: 2 }],
  toc: false,
  updated: '2026-11-01',
};

const long: ContentPage = {
  ...about,
  slug: 'ethics',
  title: 'Research and Publication Ethics',
  html: '<h2 id="authorship">Authorship</h2><p>a</p><h2 id="data">Data</h2><h3 id="images">Images</h3><h2 id="conflicts">Conflicts</h2><h2 id="corrections">Corrections</h2>',
  headings: [
    { id: 'authorship', text: 'Authorship', level: 2 },
    { id: 'data', text: 'Data', level: 2 },
    { id: 'images', text: 'Images', level: 3 },
    { id: 'conflicts', text: 'Conflicts', level: 2 },
    { id: 'corrections', text: 'Corrections', level: 2 },
  ],
  toc: true,
  updated: null,
};

function respond(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

let requested: string[] = [];

beforeEach(() => {
  requested = [];
  queryClient.clear();
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    if (url === '/api/content/about') return respond(200, about);
    if (url === '/api/content/ethics') return respond(200, long);
    return respond(404, { statusCode: 404, message: 'Content not found' });
  }) as typeof fetch;
});

function renderRoute(routeName: string, path: string) {
  const module = contentPageRoute(routeName);
  const router = createMemoryRouter(
    [{ path, Component: module.Component, loader: module.loader, HydrateFallback: () => <p>Loading</p>, ErrorBoundary: () => <h1>Not found</h1> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('renders the content with its title as the one h1, scripts and frames removed, and the revision date', async () => {
  renderRoute('about', '/about');
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('open access', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Our history' })).toHaveAttribute('id', 'our-history');
  expect(screen.getByText(/Last revised/)).toHaveTextContent('Last revised 1 November 2026');
  expect(document.querySelector('article script')).toBeNull();
  expect(document.querySelector('article iframe')).toBeNull();
  // A short page has no contents list.
  expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  expect(requested).toEqual(['/api/content/about']);
});

test('a long page lists its sections, and a link goes to the section’s anchor without leaving the page', async () => {
  const user = userEvent.setup();
  const router = renderRoute('ethics', '/ethics');
  const contents = await screen.findByRole('navigation', { name: 'On this page' });
  const links = within(contents).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/ethics#authorship', '/ethics#data', '/ethics#images', '/ethics#conflicts', '/ethics#corrections']);
  // A subsection is listed under its section.
  expect(within(contents.querySelector('ol ol') as HTMLElement).getByRole('link', { name: 'Images' })).toBeInTheDocument();
  await user.click(within(contents).getByRole('link', { name: 'Conflicts' }));
  expect(router.state.location).toMatchObject({ pathname: '/ethics', hash: '#conflicts' });
  expect(requested).toEqual(['/api/content/ethics']);
});

test('a routed page whose text is missing is the 404 page, not a placeholder', async () => {
  renderRoute('editorial_process', '/editorial_process');
  expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
  expect(requested).toEqual(['/api/content/editorial-process']);
});

test('the head carries the content title and description', () => {
  const module = contentPageRoute('about');
  expect(module.head?.({ page: { ...about, html: about.html as SafeHtml } })).toEqual({ title: 'About us', description: 'Who we are and how we publish.' });
});

test('route names map to content slugs', () => {
  expect(contentSlugForRoute('editorial_process')).toBe('editorial-process');
  expect(contentSlugForRoute('about-apc_faq')).toBe('about-apc-faq');
  expect(contentSlugForRoute('openaccess')).toBe('open-access');
});
