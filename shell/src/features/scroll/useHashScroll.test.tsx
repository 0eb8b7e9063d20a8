// After a page loads with a hash, the target is scrolled to (below the fixed top bar) after 150 ms, and
// focus moves to it, so Tab goes on from the section a reader jumped to.
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { hashScrollDelayMs, useHashScroll } from './useHashScroll.ts';

function Page() {
  useHashScroll();
  return (
    <main>
      <a href="#methods">Methods</a>
      <h2 id="methods">Methods</h2>
      <a href="#top">Back to the top</a>
    </main>
  );
}

test('the target of the hash is scrolled to and focused after the delay, a heading without entering the Tab order', () => {
  jest.useFakeTimers();
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  try {
    const router = createMemoryRouter([{ path: '/guide', element: <Page /> }], { initialEntries: ['/guide#methods'] });
    const { getByRole } = render(<RouterProvider router={router} />);
    const heading = getByRole('heading', { name: 'Methods' });
    expect(document.activeElement).not.toBe(heading);
    act(() => jest.advanceTimersByTime(hashScrollDelayMs));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  } finally {
    scrollTo.mockRestore();
    jest.useRealTimers();
  }
});
