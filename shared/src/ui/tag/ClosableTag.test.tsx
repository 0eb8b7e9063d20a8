import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClosableTag } from './ClosableTag.tsx';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a closable tag is a tag: its state, variant and text as Tag draws them, and a close button', () => {
  render(
    <ClosableTag state="brand" variant="outline" size="sm">
      Biology
    </ClosableTag>,
  );
  const tag = screen.getByText('Biology').parentElement;
  expect(tag).toHaveClass('tag', 'brand', 'outline', 'sm');
  expect(tag).toHaveAttribute('data-phase', 'shown');
  expect(screen.getByRole('button', { name: 'Remove Biology' })).toBeEnabled();
});

test('closing fades the tag for 300 ms, then emits the clear event once and removes it', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onClear = jest.fn();
  render(
    <ClosableTag state="brand" onClear={onClear}>
      Biology
    </ClosableTag>,
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
    <ClosableTag fadeMs={120} closeLabel="Remove filter: Engineering" onClear={onClear}>
      Engineering
    </ClosableTag>,
  );
  await user.tab();
  expect(screen.getByRole('button', { name: 'Remove filter: Engineering' })).toHaveFocus();
  await user.keyboard('{Enter}');
  act(() => jest.advanceTimersByTime(119));
  expect(onClear).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onClear).toHaveBeenCalledTimes(1);
});
