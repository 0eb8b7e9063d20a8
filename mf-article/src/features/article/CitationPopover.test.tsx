// The reference beside its citation: by pointer and by keyboard, described for screen readers, and
// closed by Escape or by leaving it.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importedArticle } from './articleFixtures.ts';
import { renderArticlePage } from './articlePageForTests.tsx';

// The page renders whole (router, article, effects): slow on a loaded machine.
jest.setTimeout(30_000);

const renderArticle = () => renderArticlePage(importedArticle);

const popover = () => document.querySelector('[data-citation-popover]');

test('hovering a citation shows its reference; leaving it hides the reference after a moment', async () => {
  const user = userEvent.setup();
  await renderArticle();
  const citation = screen.getByRole('link', { name: '(Schultz, 1997)' });
  await user.hover(citation);
  expect(popover()).toHaveTextContent('Reference 1');
  expect(popover()).toHaveTextContent('Schultz W, Dayan P, Montague PR. A neural substrate of prediction and reward.');
  expect(popover()).toHaveTextContent('doi:10.1126/science.275.5306.1593');
  // The pointer may move onto the popover (to read or select) without it closing.
  await user.hover(popover()!);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(popover()).not.toBeNull();
  await user.unhover(popover()!);
  await waitFor(() => expect(popover()).toBeNull());
});

test('by keyboard: focusing a citation shows the reference and describes the link by it; Escape closes it', async () => {
  const user = userEvent.setup();
  await renderArticle();
  const citation = screen.getByRole('link', { name: '(Schultz, 1997)' });
  act(() => citation.focus());
  await waitFor(() => expect(popover()).toHaveTextContent('A neural substrate of prediction and reward'));
  // Screen readers hear the reference in the list as the link's description; the popover is for the eye.
  expect(citation).toHaveAttribute('aria-describedby', 'bib1');
  expect(citation).toHaveAccessibleDescription(/A neural substrate of prediction and reward/);
  expect(popover()).toHaveAttribute('aria-hidden', 'true');
  await user.keyboard('{Escape}');
  expect(popover()).toBeNull();
  expect(citation).toHaveFocus();
  // Enter still follows the link to the reference.
  expect(citation).toHaveAttribute('href', '#bib1');
});

test('links to figures and sections show no popover', async () => {
  const user = userEvent.setup();
  await renderArticle();
  await user.hover(screen.getByRole('link', { name: 'Figure 1' }));
  expect(popover()).toBeNull();
  await user.hover(screen.getAllByRole('link', { name: 'Introduction' })[0]!);
  expect(popover()).toBeNull();
});
