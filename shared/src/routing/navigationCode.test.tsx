import { fireEvent, render } from '@testing-library/react';
import { navigationCode, withNavigationCode } from './navigationCode.ts';
import { useNavigationCodeOnFirstInteraction } from './useNavigationCode.ts';

test('the code is loaded once, and loaded again after a load that failed', async () => {
  let calls = 0;
  let fail = true;
  const code = navigationCode(async () => {
    calls += 1;
    if (fail) throw new Error('offline');
    return { loader: 'ready' };
  });
  await expect(code()).rejects.toThrow('offline');
  expect(code.loaded).toBeUndefined();
  fail = false;
  await expect(code()).resolves.toEqual({ loader: 'ready' });
  await expect(code()).resolves.toEqual({ loader: 'ready' });
  expect(calls).toBe(2);
  expect(code.loaded).toEqual({ loader: 'ready' });
});

function Page({ code }: { code: () => Promise<unknown> }) {
  useNavigationCodeOnFirstInteraction(code);
  return <button type="button">Next page</button>;
}

test('the page fetches its code at the first interaction, once, and not before', () => {
  const code = jest.fn(() => Promise.resolve());
  const { getByRole, unmount } = render(<Page code={code} />);
  expect(code).not.toHaveBeenCalled();
  fireEvent.pointerMove(getByRole('button'));
  fireEvent.keyDown(getByRole('button'), { key: 'Enter' });
  fireEvent.focusIn(getByRole('button'));
  expect(code).toHaveBeenCalledTimes(1);
  unmount();
});

test('a page left before any interaction stops listening', () => {
  const code = jest.fn(() => Promise.resolve());
  const { unmount } = render(<Page code={code} />);
  unmount();
  fireEvent.pointerDown(window);
  expect(code).not.toHaveBeenCalled();
});

test("a route map fetches a page's navigation code with its module once the document is hydrated, not for the first page", async () => {
  const code = jest.fn(() => Promise.resolve());
  const load = withNavigationCode(() => Promise.resolve('page module'), code);
  await expect(load()).resolves.toBe('page module');
  expect(code).not.toHaveBeenCalled();
  document.documentElement.setAttribute('data-hydrated', '');
  try {
    await expect(load()).resolves.toBe('page module');
    expect(code).toHaveBeenCalledTimes(1);
  } finally {
    document.documentElement.removeAttribute('data-hydrated');
  }
});
