import { render, screen } from '@testing-library/react';
import { Tag, type TagState, type TagVariant } from './Tag.tsx';

test('every state shows in every variant; the default is a neutral tonal tag', () => {
  const states: TagState[] = ['neutral', 'brand', 'info', 'success', 'error', 'warning'];
  const variants: TagVariant[] = ['filled', 'tonal', 'outline'];
  render(
    <>
      <Tag>Default</Tag>
      {states.flatMap((state) =>
        variants.map((variant) => (
          <Tag key={`${state}-${variant}`} state={state} variant={variant}>
            {`${state} ${variant}`}
          </Tag>
        )),
      )}
    </>,
  );
  const fallback = screen.getByText('Default').parentElement;
  expect(fallback).toHaveAttribute('data-state', 'neutral');
  expect(fallback).toHaveAttribute('data-variant', 'tonal');
  for (const state of states) {
    for (const variant of variants) expect(screen.getByText(`${state} ${variant}`).parentElement).toHaveClass('tag', state, variant);
  }
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a tag only labels: no close button, no fade', () => {
  render(<Tag state="success">Open</Tag>);
  const tag = screen.getByText('Open').parentElement;
  expect(tag).not.toHaveAttribute('data-phase');
  expect(tag).not.toHaveAttribute('style');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
