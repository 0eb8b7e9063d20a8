import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { loadSanitizer } from '@oap/shared/content/safeHtml.ts';
import { Component } from './authorsEnglishRoute.tsx';

const content: ContentPage = {
  slug: 'authors-english',
  title: 'English Language Editing',
  description: 'Professional English editing for manuscripts.',
  html: '<h2 id="prices">Prices</h2><p>Prices depend on the number of words.</p><script>window.hacked = true</script>',
  headings: [{ id: 'prices', text: 'Prices', level: 2 }],
  toc: false,
  updated: null,
};

/** The page with its text as the content query hands it over: sanitised as it arrived. */
function renderPage() {
  const router = createMemoryRouter([{ path: '/authors/english', Component, loader: async () => ({ content: { ...content, html: (await loadSanitizer())(content.html) } }), HydrateFallback: () => <p>Loading</p> }], {
    initialEntries: ['/authors/english'],
  });
  render(<RouterProvider router={router} />);
}

test('shows the content under one h1, sanitised, followed by a working estimator that leads into an order with the count', async () => {
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'English Language Editing' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 2, name: 'Prices' })).toBeInTheDocument();
  expect(document.querySelector('article script')).toBeNull();
  expect(screen.getByLabelText('Upload your manuscript')).toHaveAttribute('type', 'file');

  await user.type(screen.getByLabelText('Or enter the word count'), '3000');
  expect(screen.getByRole('status')).toHaveTextContent('320 CHF');
  expect(screen.getByRole('link', { name: 'Start your order' })).toHaveAttribute('href', '/authors/step/editing-service?words=3000');
  // Beside the text: how to order, and the other services.
  expect(screen.getByRole('link', { name: 'Count your words and order' })).toHaveAttribute('href', '/authors/step/word-count');
  expect(screen.getByRole('link', { name: 'LaTeX services' })).toHaveAttribute('href', '/authors/latex');
});
