// The figure viewer as a reader uses it on the article page: opened from a figure by click or Enter,
// driven by the keyboard, closed back to the figure. jsdom has no showModal: the viewer then opens
// the dialog by its attribute, and the browser check (e2e/specs/articleLayout.spec.ts) covers the
// modal itself.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { articleWithFigures } from './figureFixtures.ts';
import { renderArticlePage } from './articlePageForTests.tsx';

// The page renders whole (router, article, effects): slow on a loaded machine.
jest.setTimeout(30_000);

const renderArticle = () => renderArticlePage(articleWithFigures);

const figureLink = (id: string) => document.querySelector<HTMLAnchorElement>(`#${id} > a.article-figure-link`)!;

test('a figure opens in the viewer on a click, with its caption, and focus moves to Close', async () => {
  const user = userEvent.setup();
  await renderArticle();
  await user.click(figureLink('fig1').querySelector('img')!);
  const viewer = await screen.findByRole('dialog', { name: 'Figure 1 (1 of 3)' });
  expect(viewer).toHaveAttribute('open');
  expect(within(viewer).getByRole('img', { name: 'Recording sites.' })).toHaveAttribute('src', '/media/articles/90412/fig1-1600.webp');
  expect(viewer).toHaveAccessibleDescription(/Recording sites\. Caption text of Figure 1\./);
  expect(within(viewer).getByRole('link', { name: /Original file of Figure 1/ })).toHaveAttribute('href', '/media/articles/90412/fig1.jpg');
  expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
});

test('by keyboard: Enter opens, arrows go through the figures and supplements, Escape closes back to the figure shown', async () => {
  const user = userEvent.setup();
  await renderArticle();
  figureLink('fig2').focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Figure 2 (2 of 3)' });
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Figure 2—figure supplement 1 (3 of 3)' })).toBeInTheDocument();
  // The last one: no further.
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Figure 2—figure supplement 1 (3 of 3)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next figure' })).toBeDisabled();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('dialog', { name: 'Figure 1 (1 of 3)' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(figureLink('fig1')).toHaveFocus());
});

test('zooms in and out by buttons and keys; zoomed, the arrows scroll the image instead of changing figure', async () => {
  const user = userEvent.setup();
  await renderArticle();
  await user.click(figureLink('fig1'));
  const viewer = await screen.findByRole('dialog', { name: 'Figure 1 (1 of 3)' });
  const level = within(viewer).getByRole('status', { name: 'Zoom' });
  expect(level).toHaveTextContent('100%');
  expect(within(viewer).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
  expect(level).toHaveTextContent('150%');
  await user.keyboard('+');
  expect(level).toHaveTextContent('200%');
  expect(within(viewer).getByRole('region', { name: 'Figure 1, zoomed (scrolls)' })).toHaveAttribute('tabindex', '0');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Figure 1 (1 of 3)' })).toBeInTheDocument();
  await user.keyboard('-0');
  expect(level).toHaveTextContent('100%');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('dialog', { name: 'Figure 2 (2 of 3)' })).toBeInTheDocument();
});

test('on a touch screen a swipe goes to the next or previous figure; the buttons do too', async () => {
  const user = userEvent.setup();
  await renderArticle();
  await user.click(figureLink('fig1'));
  const viewer = await screen.findByRole('dialog', { name: 'Figure 1 (1 of 3)' });
  const stage = within(viewer).getByRole('img').parentElement!;
  // jsdom's pointer events carry no coordinates of their own: build them with what a finger gives.
  const pointer = (type: string, clientX: number) => {
    const event = new MouseEvent(type, { bubbles: true, clientX, clientY: 300 });
    Object.defineProperty(event, 'pointerType', { value: 'touch' });
    return event;
  };
  act(() => {
    stage.dispatchEvent(pointer('pointerdown', 300));
    stage.dispatchEvent(pointer('pointerup', 180));
  });
  expect(screen.getByRole('dialog', { name: 'Figure 2 (2 of 3)' })).toBeInTheDocument();
  act(() => {
    stage.dispatchEvent(pointer('pointerdown', 100));
    stage.dispatchEvent(pointer('pointerup', 130));
  });
  expect(screen.getByRole('dialog', { name: 'Figure 2 (2 of 3)' })).toBeInTheDocument();
  await user.click(within(viewer).getByRole('button', { name: 'Previous figure' }));
  expect(screen.getByRole('dialog', { name: 'Figure 1 (1 of 3)' })).toBeInTheDocument();
  await user.click(within(viewer).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a click with a modifier key leaves the link to the browser (the original file, elsewhere), and a missing figure has no link', async () => {
  await renderArticle();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
  fireEvent(figureLink('fig1'), click);
  expect(click.defaultPrevented).toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const missing = document.getElementById('fig3')!;
  expect(missing.querySelector('a')).toBeNull();
  expect(missing).toHaveTextContent('could not be brought in');
});
