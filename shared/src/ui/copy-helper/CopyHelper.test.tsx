import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyHelper } from './CopyHelper.tsx';

let writeText: jest.Mock;
const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
/** The clipboard answers asynchronously: the whole interaction runs inside act so React renders its result. */
const within = (interaction: () => Promise<void>) =>
  act(async () => {
    await interaction();
  });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** user-event installs its own clipboard stub on setup; the fake goes on afterwards. */
function fakeClipboard(impl: (text: string) => Promise<void> = async () => {}) {
  writeText = jest.fn(impl);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

test('copies the text through navigator.clipboard and shows the copied state for 1500 ms', async () => {
  const user = setup();
  fakeClipboard();
  const onCopied = jest.fn();
  const { container } = render(<CopyHelper text="10.1371/journal.pbio.0020188" ariaLabel="Copy DOI" onCopied={onCopied} />);
  await within(() => user.click(screen.getByRole('button', { name: 'Copy DOI' })));
  expect(writeText).toHaveBeenCalledWith('10.1371/journal.pbio.0020188');
  expect(onCopied).toHaveBeenCalledWith('10.1371/journal.pbio.0020188');
  expect(container.firstElementChild).toHaveAttribute('data-state', 'copied');
  expect(screen.getByRole('status')).toHaveTextContent('Copied');
  expect(screen.getByRole('button')).toHaveTextContent('Copied');

  act(() => jest.advanceTimersByTime(1499));
  expect(container.firstElementChild).toHaveAttribute('data-state', 'copied');
  act(() => jest.advanceTimersByTime(1));
  expect(container.firstElementChild).toHaveAttribute('data-state', 'idle');
  expect(screen.getByRole('button')).toHaveTextContent('Copy');
  expect(screen.getByRole('status')).toHaveTextContent('');
});

test('works from the keyboard, and copying again restarts the 1500 ms', async () => {
  const user = setup();
  fakeClipboard();
  const { container } = render(<CopyHelper text="https://publisher.test/a/1" label="Copy link" />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Copy link' })).toHaveFocus();
  await within(() => user.keyboard('{Enter}'));
  act(() => jest.advanceTimersByTime(1000));
  await within(() => user.keyboard(' '));
  expect(writeText).toHaveBeenCalledTimes(2);
  act(() => jest.advanceTimersByTime(1000));
  expect(container.firstElementChild).toHaveAttribute('data-state', 'copied');
  act(() => jest.advanceTimersByTime(500));
  expect(container.firstElementChild).toHaveAttribute('data-state', 'idle');
});

test('a refused clipboard shows and announces the failure instead', async () => {
  const user = setup();
  fakeClipboard(async () => {
    throw new DOMException('Denied', 'NotAllowedError');
  });
  const onCopied = jest.fn();
  render(<CopyHelper text="x" onCopied={onCopied} />);
  await within(() => user.click(screen.getByRole('button', { name: 'Copy' })));
  expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
  expect(onCopied).not.toHaveBeenCalled();
});
