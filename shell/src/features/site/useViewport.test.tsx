// Device detection refreshes 50 ms after a resize; other resize handling waits for 250 ms of calm (spec 9.2).
import { act, render, screen } from '@testing-library/react';
import { useDebouncedResize, useViewport } from './useViewport.ts';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function resizeTo(width: number, height = 800) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

function Probe({ onSettled }: { onSettled: () => void }) {
  const { width, mobile } = useViewport();
  useDebouncedResize(onSettled);
  return <p>{`${width} ${mobile ? 'mobile' : 'desktop'}`}</p>;
}

test('the viewport is read 50 ms after the last resize, and settled handlers run after 250 ms', () => {
  const settled = jest.fn();
  resizeTo(1280);
  render(<Probe onSettled={settled} />);
  expect(screen.getByText('1280 desktop')).toBeInTheDocument();
  act(() => resizeTo(800));
  act(() => jest.advanceTimersByTime(49));
  expect(screen.getByText('1280 desktop')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('800 mobile')).toBeInTheDocument();
  expect(settled).not.toHaveBeenCalled();
  // A burst of resizes counts once, 250 ms after its last event.
  act(() => resizeTo(700));
  act(() => jest.advanceTimersByTime(200));
  act(() => resizeTo(600));
  act(() => jest.advanceTimersByTime(249));
  expect(settled).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(settled).toHaveBeenCalledTimes(1);
});
