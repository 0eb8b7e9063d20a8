import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tag, type TagState, type TagVariant } from './Tag.tsx';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

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

test('closing fades the tag for 300 ms, then emits the clear event once and removes it', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onClear = jest.fn();
  render(
    <Tag closable state="brand" onClear={onClear}>
      Biology
    </Tag>,
  );
  await user.click(screen.getByRole('button', { name: 'Remove Biology' }));
  const tag = screen.getByText('Biology').parentElement;
  expect(tag).toHaveAttribute('data-phase', 'fading');
  expect(tag).toHaveClass('fading');
  expect(tag).toHaveStyle({ transitionDuration: '300ms' });
  act(() => jest.advanceTimersByTime(299));
  expect(onClear).not.toHaveBeenCalled();
  expect(screen.getByText('Biology')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(onClear).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Biology')).not.toBeInTheDocument();
});

test('the close button works from the keyboard and honours a custom fade length', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onClear = jest.fn();
  render(
    <Tag closable fadeMs={120} closeLabel="Remove filter: Engineering" onClear={onClear}>
      Engineering
    </Tag>,
  );
  await user.tab();
  expect(screen.getByRole('button', { name: 'Remove filter: Engineering' })).toHaveFocus();
  await user.keyboard('{Enter}');
  act(() => jest.advanceTimersByTime(119));
  expect(onClear).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClear).toHaveBeenCalledTimes(1);
});
