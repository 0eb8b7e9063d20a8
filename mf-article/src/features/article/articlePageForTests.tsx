// For the page's tests: the article page under a router, as a reader gets it once its scripts run.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { Component } from './articleRoute.tsx';

export async function renderArticlePage(article: ArticleDetail): Promise<void> {
  const router = createMemoryRouter(
    [{ path: '/:issn/:volume/:issue/:identifier', Component, loader: () => article, HydrateFallback: () => <p>Loading</p> }],
    { initialEntries: [article.path] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  // The page's effects have run (its listeners are on) once the Contents button has replaced the link.
  if (article.contents.length || article.references.length) await screen.findByRole('button', { name: 'Contents' });
}
