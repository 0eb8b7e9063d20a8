import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from './ToastHost.tsx';
import { closeToast, getToastState, openToast, toastDefaultDurationMs } from './toastStore.ts';
import { useToast } from './useToast.ts';

const signInError = 'There is an issue with sign in, please try again later or reload the page.';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => closeToast());
  act(() => jest.advanceTimersByTime(1000));
  jest.useRealTimers();
});

function SignInButton() {
  const { showToast, toastMessage, toastVariant, openToast: open } = useToast();
  return (
    <>
      <button type="button" onClick={() => open(signInError, 'error')}>
        Sign in
      </button>
      <p data-testid="toast-state">{JSON.stringify({ showToast, toastMessage, toastVariant })}</p>
    </>
  );
}

test('useToast opens an error toast that the host shows as an alert; the hook sees the state', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <SignInButton />
      <ToastHost />
    </>,
  );
  expect(within(screen.getByRole('alert')).queryByText(signInError)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(within(screen.getByRole('alert')).getByText(signInError)).toBeInTheDocument();
  expect(within(screen.getByRole('status')).queryByText(signInError)).not.toBeInTheDocument();
  expect(JSON.parse(screen.getByTestId('toast-state').textContent ?? '{}')).toEqual({ showToast: true, toastMessage: signInError, toastVariant: 'error' });
});

test('neutral and success toasts are status messages; warnings are alerts', () => {
  render(<ToastHost />);
  act(() => openToast('Saved to your list', 'success'));
  expect(within(screen.getByRole('status')).getByText('Saved to your list').parentElement).toHaveAttribute('data-variant', 'success');
  act(() => openToast('Link copied'));
  expect(within(screen.getByRole('status')).getByText('Link copied').parentElement).toHaveAttribute('data-variant', 'neutral');
  act(() => openToast('Your session ends soon', 'warning'));
  expect(within(screen.getByRole('alert')).getByText('Your session ends soon')).toBeInTheDocument();
});

test('it hides itself after its duration, with a 150 ms exit', () => {
  render(<ToastHost />);
  act(() => openToast('Subscribed'));
  act(() => jest.advanceTimersByTime(toastDefaultDurationMs - 1));
  expect(getToastState().showToast).toBe(true);
  act(() => jest.advanceTimersByTime(1));
  expect(getToastState().showToast).toBe(false);
  expect(screen.getByText('Subscribed').parentElement).toHaveClass('leaving');
  act(() => jest.advanceTimersByTime(150));
  expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
});

test('it stays while hovered or focused; a duration of 0 keeps it until closed', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ToastHost />);
  act(() => openToast('Read me slowly'));
  await user.hover(screen.getByText('Read me slowly'));
  act(() => jest.advanceTimersByTime(toastDefaultDurationMs * 3));
  expect(getToastState().showToast).toBe(true);
  await user.unhover(screen.getByText('Read me slowly'));
  act(() => jest.advanceTimersByTime(toastDefaultDurationMs));
  expect(getToastState().showToast).toBe(false);

  act(() => openToast('Sticky', 'error', { durationMs: 0 }));
  act(() => jest.advanceTimersByTime(60_000));
  expect(screen.getByText('Sticky')).toBeInTheDocument();
});

test('keyboard: the close button and Escape hide it', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ToastHost />);
  act(() => openToast('First'));
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close message' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(getToastState().showToast).toBe(false);

  act(() => jest.advanceTimersByTime(150));
  act(() => openToast('Second', 'warning'));
  await user.tab();
  await user.keyboard('{Escape}');
  expect(getToastState().showToast).toBe(false);

  act(() => openToast('Third'));
  act(() => jest.advanceTimersByTime(toastDefaultDurationMs));
  expect(getToastState().showToast).toBe(false);
});
