// The header as a reader without scripts gets it: the server's markup (renderToString, as the
// server renders the shell), and the same markup hydrated, which must not differ from it.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, type RouteObject } from 'react-router';
import { AuthControls } from '../auth/AuthControls.tsx';
import { userQueryKey } from '@oap/shared/site/userQuery.ts';
import { Header } from './Header.tsx';
import { mainMenus } from './navigation.ts';

const routes: RouteObject[] = [
  { path: '/', element: <Frame />, handle: { route: { name: 'index' } } },
  { path: '/about/mission', element: <Frame />, handle: { route: { name: 'about-mission' } } },
  { path: '/topics/:identifier', element: <Frame />, handle: { route: { name: 'topics-identifier' } } },
];

function Frame() {
  return <Header authControls={<AuthControls />} />;
}

/** The user call answered (the server asks it for every page), signed out unless told. */
function signedOut() {
  const client = new QueryClient();
  client.setQueryData(userQueryKey, { isLoggedIn: false });
  return client;
}

async function serverMarkup(url: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://site.test${url}`));
  if (context instanceof Response) throw new Error('Unexpected redirect');
  return renderToString(
    <QueryClientProvider client={signedOut()}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}

function serverDom(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('without scripts Sign in is a link to the sign-in page that returns to the current page', async () => {
  const page = serverDom(await serverMarkup('/about/mission?tab=1'));
  const signIn = within(page).getByRole('link', { name: 'Sign in' });
  expect(signIn).toHaveAttribute('href', `/auth/login?returnTo=${encodeURIComponent('/about/mission?tab=1')}`);
  expect(within(page).queryByRole('button', { name: 'Sign in' })).toBeNull();
});

test('without scripts Submit on a topic is a link to the submission system with the topic chosen (with them, a dialog first)', async () => {
  const page = serverDom(await serverMarkup('/topics/soil-health'));
  const submit = within(page).getByRole('link', { name: 'Submit' });
  expect(new URL(submit.getAttribute('href') ?? '').searchParams.get('topic')).toBe('soil-health');
  expect(within(page).queryByRole('button', { name: 'Submit' })).toBeNull();
});

test('without scripts the phone menu is a <details> disclosure holding every menu link', async () => {
  const page = serverDom(await serverMarkup('/about/mission'));
  const details = page.querySelector('details[data-no-script-menu]');
  expect(details).not.toBeNull();
  expect(details).not.toHaveAttribute('open');
  expect(details!.querySelector(':scope > summary')).toHaveTextContent('Open menu');
  const menu = within(details as HTMLElement).getByRole('navigation', { name: 'Menu' });
  const hrefs = within(menu).getAllByRole('link').map((link) => link.getAttribute('href'));
  for (const item of mainMenus.flatMap((group) => group.items)) expect(hrefs).toContain(item.href);
  // The group holding the current page is open at it.
  expect(within(menu).getByRole('link', { name: 'Mission' })).toHaveAttribute('aria-current', 'page');
});

test("without scripts the top navigation's submenus hold their links for CSS to open, and claim no expanded state", async () => {
  const page = serverDom(await serverMarkup('/'));
  const nav = within(page).getByRole('navigation', { name: 'Main' });
  for (const menu of mainMenus) {
    const button = within(nav).getByRole('button', { name: menu.label });
    expect(button).not.toHaveAttribute('aria-expanded');
    const list = page.querySelector(`#${CSS.escape(button.getAttribute('aria-controls')!)}`)!;
    expect(list).toHaveAttribute('hidden');
    expect([...list.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(menu.items.map((item) => item.href));
  }
});

test('hydrating the server markup changes nothing React complains about; then scripts take over', async () => {
  const container = serverDom(await serverMarkup('/about/mission'));
  document.body.append(container);
  const problems: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args.map(String).join(' ')));
  try {
    await act(async () => {
      // The browser's router knows the #hash the server never saw.
      const router = createMemoryRouter(routes, { initialEntries: ['/about/mission#aims'] });
      hydrateRoot(
        container,
        <QueryClientProvider client={signedOut()}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
        { onRecoverableError: (error) => void problems.push(error) },
      );
    });
  } finally {
    consoleError.mockRestore();
  }
  expect(problems).toEqual([]);
  // Right after hydration: the scripted state is drawn, and the return target has the hash.
  expect(within(container).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth/login?returnTo=${encodeURIComponent('/about/mission#aims')}`);
  expect(within(container).getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  expect(within(container).getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-haspopup', 'dialog');
});
