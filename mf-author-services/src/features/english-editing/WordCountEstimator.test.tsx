import { render as renderElement, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { WordCountEstimator } from './WordCountEstimator.tsx';
import { estimateAction } from './estimateAction.ts';

/** In a data router with the estimator's action, as on its pages. */
function render(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/', element, action: estimateAction }]);
  return renderElement(<RouterProvider router={router} />);
}

function result() {
  return screen.getByRole('status');
}

test('typing text updates the word count and the price band', async () => {
  const user = userEvent.setup();
  render(<WordCountEstimator />);
  expect(result()).toHaveTextContent('Paste your text or enter a word count to see the price.');

  await user.type(screen.getByLabelText('Or paste your manuscript text'), 'Mitochondrial fission – a well-known process in neurons.');
  expect(result()).toHaveTextContent('7 words');
  expect(result()).toHaveTextContent('Price band: Up to 2,000 words');
  expect(within(result()).getByText('180 CHF')).toBeInTheDocument();
  expect(within(result()).getByText('270 CHF')).toBeInTheDocument();
  expect(screen.getByLabelText('Or enter the word count')).toHaveValue(7);
});

test('is usable by keyboard alone: Tab to the count, type it, read the band', async () => {
  const user = userEvent.setup();
  render(<WordCountEstimator />);
  await user.tab();
  expect(screen.getByLabelText('Upload your manuscript')).toHaveFocus();
  await user.tab();
  expect(screen.getByLabelText('Or paste your manuscript text')).toHaveFocus();
  await user.tab();
  const count = screen.getByLabelText('Or enter the word count');
  expect(count).toHaveFocus();
  await user.keyboard('5500');
  expect(result()).toHaveTextContent('5,500 words');
  expect(result()).toHaveTextContent('Price band: 4,001–6,000 words');
  expect(within(result()).getByText('450 CHF')).toBeInTheDocument();
  expect(result()).toHaveTextContent('6 working days');

  await user.keyboard('0');
  expect(result()).toHaveTextContent('55,000 words');
  expect(result()).toHaveTextContent('quote on request');
});

test('clamps the typed count to at least one word on key-up, and leaves an empty field alone', async () => {
  const user = userEvent.setup();
  render(<WordCountEstimator />);
  const count = screen.getByLabelText('Or enter the word count');
  await user.type(count, '0');
  expect(count).toHaveValue(1);
  expect(result()).toHaveTextContent('1 word');
  await user.clear(count);
  expect(count).toHaveValue(null);
  expect(result()).toHaveTextContent('Paste your text or enter a word count');
});

test('the estimator is a form that posts its text and count to the page (its action counts them without scripts)', () => {
  render(<WordCountEstimator />);
  const button = screen.getByRole('button', { name: 'Estimate the price' });
  expect(button).toHaveAttribute('type', 'submit');
  const form = button.closest('form')!;
  expect(form).toHaveAttribute('method', 'post');
  expect(screen.getByLabelText('Or paste your manuscript text')).toHaveAttribute('name', 'text');
  expect(screen.getByLabelText('Or enter the word count')).toHaveAttribute('name', 'words');
});
