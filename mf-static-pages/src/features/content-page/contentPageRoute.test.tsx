import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { contentPageRoute } from './contentPageRoute.tsx';
import { contentSlugForRoute } from './contentSlug.ts';

const about: ContentPage = {
  slug: 'about',
  title: 'About us',
  description: 'Who we are and how we publish.',
  html: '<h1>About us</h1>\n<p>We publish <strong>open access</strong> journals.</p><script>window.hacked = true</script><iframe src="https://example.org"></iframe><h2>Our history</h2>',
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
    return respond(404, { statusCode: 404, message: 'Content not found' });
  }) as typeof fetch;
});

function renderRoute(routeName: string, path: string) {
  const module = contentPageRoute(routeName);
  const router = createMemoryRouter([{ path, Component: module.Component, loader: module.loader, HydrateFallback: () => <p>Loading</p> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return module;
}

test('renders the content with its title as the one h1, scripts and frames removed', async () => {
  renderRoute('about', '/about');
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('open access', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Our history' })).toBeInTheDocument();
  expect(document.querySelector('main script, article script')).toBeNull();
  expect(document.querySelector('article iframe')).toBeNull();
  expect(requested).toEqual(['/api/content/about']);
});

test('a slug without content shows the placeholder page named after the route, not an error', async () => {
  const module = renderRoute('editorial_process', '/editorial_process');
  expect(await screen.findByRole('heading', { level: 1, name: 'editorial_process' })).toBeInTheDocument();
  expect(requested).toEqual(['/api/content/editorial-process']);
  expect(module.head?.({ kind: 'pending', routeName: 'editorial_process' })).toEqual({});
});

test('the head carries the content title and description', () => {
  const module = contentPageRoute('about');
  expect(module.head?.({ kind: 'content', page: about })).toEqual({ title: 'About us', description: 'Who we are and how we publish.' });
});

test('route names map to content slugs', () => {
  expect(contentSlugForRoute('editorial_process')).toBe('editorial-process');
  expect(contentSlugForRoute('about-apc_faq')).toBe('about-apc-faq');
  expect(contentSlugForRoute('openaccess')).toBe('open-access');
});
