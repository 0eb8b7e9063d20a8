import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Notification, type NotificationVariant } from './Notification.tsx';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the boolean shows it at once and hides it after a 150 ms slide and fade', () => {
  const { rerender } = render(<Notification open={false}>Saved</Notification>);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  rerender(<Notification open>Saved</Notification>);
  const note = screen.getByRole('status');
  expect(note).toHaveTextContent('Saved');
  expect(note).toHaveClass('entering', 'top', 'neutral');

  rerender(<Notification open={false}>Saved</Notification>);
  expect(screen.getByRole('status')).toHaveClass('leaving');
  act(() => jest.advanceTimersByTime(149));
  expect(screen.getByRole('status')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('it can slide from the bottom, and reopening while it leaves keeps it shown', () => {
  const { rerender } = render(
    <Notification open position="bottom">
      Copied
    </Notification>,
  );
  expect(screen.getByRole('status')).toHaveClass('bottom');
  rerender(
    <Notification open={false} position="bottom">
      Copied
    </Notification>,
  );
  act(() => jest.advanceTimersByTime(100));
  rerender(
    <Notification open position="bottom">
      Copied
    </Notification>,
  );
  act(() => jest.advanceTimersByTime(500));
  expect(screen.getByRole('status')).toHaveClass('entering');
});

test('errors and warnings are alerts; the other variants are status messages', () => {
  const variants: NotificationVariant[] = ['neutral', 'info', 'error', 'warning', 'success'];
  render(
    <>
      {variants.map((variant) => (
        <Notification key={variant} open variant={variant} title={`${variant} title`}>
          {variant}
        </Notification>
      ))}
    </>,
  );
  expect(screen.getAllByRole('alert').map((note) => note.getAttribute('data-variant'))).toEqual(['error', 'warning']);
  expect(screen.getAllByRole('status').map((note) => note.getAttribute('data-variant'))).toEqual(['neutral', 'info', 'success']);
  expect(screen.getByText('error title')).toBeInTheDocument();
});

function Closable({ onChange }: { onChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Notification
      open={open}
      closable
      variant="info"
      onChange={(next) => {
        onChange(next);
        setOpen(next);
      }}
    >
      New issue published
    </Notification>
  );
}

test('a closable notification sets the boolean to false from its close button, by mouse or keyboard', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const onChange = jest.fn();
  const { unmount } = render(<Closable onChange={onChange} />);
  await user.click(screen.getByRole('button', { name: 'Close notification' }));
  expect(onChange).toHaveBeenCalledWith(false);
  act(() => jest.advanceTimersByTime(150));
  expect(screen.queryByText('New issue published')).not.toBeInTheDocument();
  unmount();

  render(<Closable onChange={onChange} />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onChange).toHaveBeenCalledTimes(2);
  act(() => jest.advanceTimersByTime(150));
  expect(screen.queryByText('New issue published')).not.toBeInTheDocument();
});

test('without closable there is no close button', () => {
  render(<Notification open>Plain</Notification>);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
