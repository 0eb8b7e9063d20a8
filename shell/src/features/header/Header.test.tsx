import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { defaultSubmissionUrl } from '@oap/shared/site/submission.ts';
import { Header } from './Header.tsx';
import { submenuCloseDelayMs } from './MenuGroup.tsx';
import { homeItem, mainMenus, topicSubjectLinks } from './navigation.ts';
import { routeByName } from '@oap/contracts/routing/routeTable.ts';

function renderHeaderAt(path: string, routes: Array<{ path: string; name: string }> = []) {
  const Page = () => <h1>page</h1>;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', Component: Page, handle: { route: { name: 'index' } } },
          { path: '/about', Component: Page, handle: { route: { name: 'about' } } },
          { path: '/search', Component: Page, handle: { route: { name: 'search' } } },
          { path: '/topics', Component: Page, handle: { route: { name: 'topics' } } },
          { path: '/topics/:identifier', Component: Page, handle: { route: { name: 'topics-identifier' } } },
          { path: '/journal/:slug', Component: Page, handle: { route: { name: 'journal-slug' } } },
          ...routes.map((route) => ({ path: route.path, Component: Page, handle: { route: { name: route.name } } })),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

test('the menu lists every main navigation route of spec 2.9 and the ten topic subjects', () => {
  const routeNames = mainMenus.flatMap((menu) => menu.items.map((item) => item.routeName));
  for (const name of ['about-journals', 'about-journalfinder', 'about-proceedings', 'about-journals-slug', 'topics', 'topics-about', 'topics-award', 'topics-editors', 'topics-proposal', 'authors-english', 'authors', 'publishing_services', 'openaccess', 'editorial_process', 'ethics', 'special_issues_guidelines', 'apc', 'reviewers', 'editors', 'librarians', 'societies', 'partnerships-conferences', 'ioap', 'about', 'about-mission', 'about-impact', 'about-history', 'about-leadership', 'about-office-locations', 'awards', 'about-products', 'news', 'support', 'support-option']) {
    expect(routeNames).toContain(name);
  }
  expect(topicSubjectLinks.map((link) => link.label)).toEqual([
    'Biology & Life Sciences', 'Business & Economics', 'Chemistry & Materials Science', 'Computer Science & Mathematics', 'Engineering',
    'Environmental & Earth Sciences', 'Medicine & Pharmacology', 'Physical Sciences', 'Social Sciences, Arts and Humanities', 'Public Health & Healthcare',
  ]);
  expect(mainMenus.flatMap((menu) => menu.items).find((item) => item.label === 'Propose a Journal')?.href).toBe('/about/journals/proposal');
  expect(mainMenus.flatMap((menu) => menu.items).find((item) => item.label === 'Feedback')?.href).toBe('/support/feedback');
});

test("each item's path is its route's path in the routing table (the menu cannot point at a route that does not exist)", () => {
  for (const navItem of [...mainMenus.flatMap((menu) => menu.items), homeItem]) {
    const route = routeByName(navItem.routeName);
    expect(route).toBeDefined();
    const path = navItem.href.split('?')[0]!;
    // The route's pattern with its parameters (and a splat) filled from the item's own path.
    const pattern = new RegExp(`^${route!.path.replace(/:\w+/g, '[^/]+').replace('*', '.+')}$`);
    expect(`${navItem.label}: ${path}`).toMatch(new RegExp(`: ${pattern.source.slice(1)}`));
  }
});

test('a submenu opens on focus and closes on Escape, returning focus to its button', async () => {
  const user = userEvent.setup();
  renderHeaderAt('/');
  const about = within(mainNav()).getByRole('button', { name: 'About' });
  expect(about).toHaveAttribute('aria-expanded', 'false');
  await act(async () => about.focus());
  expect(about).toHaveAttribute('aria-expanded', 'true');
  expect(within(mainNav()).getByRole('link', { name: 'Mission' })).toBeVisible();
  await user.keyboard('{Escape}');
  expect(about).toHaveAttribute('aria-expanded', 'false');
  expect(about).toHaveFocus();
});

test('a submenu opens on hover and closes 200 ms after the pointer leaves', () => {
  jest.useFakeTimers();
  renderHeaderAt('/');
  const journals = within(mainNav()).getByRole('button', { name: 'Journals' });
  const menu = journals.closest('li')!;
  fireEvent.mouseEnter(menu);
  expect(journals).toHaveAttribute('aria-expanded', 'true');
  fireEvent.mouseLeave(menu);
  act(() => jest.advanceTimersByTime(submenuCloseDelayMs - 1));
  expect(journals).toHaveAttribute('aria-expanded', 'true');
  fireEvent.mouseEnter(menu);
  act(() => jest.advanceTimersByTime(submenuCloseDelayMs));
  expect(journals).toHaveAttribute('aria-expanded', 'true');
  fireEvent.mouseLeave(menu);
  act(() => jest.advanceTimersByTime(submenuCloseDelayMs));
  expect(journals).toHaveAttribute('aria-expanded', 'false');
  jest.useRealTimers();
});

test('a click right after hover opened the menu keeps it open; a later click closes it', async () => {
  const user = userEvent.setup();
  renderHeaderAt('/');
  const topics = within(mainNav()).getByRole('button', { name: 'Topics' });
  await user.hover(topics);
  await user.click(topics);
  expect(topics).toHaveAttribute('aria-expanded', 'true');
  const now = Date.now();
  const later = jest.spyOn(Date, 'now').mockReturnValue(now + 1000);
  await user.click(topics);
  expect(topics).toHaveAttribute('aria-expanded', 'false');
  later.mockRestore();
});

test('the current route marks one item and its menu', async () => {
  const user = userEvent.setup();
  renderHeaderAt('/about');
  // A menu's links are in the markup (CSS opens it without scripts) but hidden until it opens; its
  // button shows it holds the current page.
  expect(within(mainNav()).queryByRole('link', { name: 'Overview' })).toBeNull();
  expect(within(mainNav()).getByRole('link', { name: 'Overview', hidden: true })).not.toBeVisible();
  const about = within(mainNav()).getByRole('button', { name: 'About' });
  expect(about.className).toContain('active');
  await user.click(about);
  const overview = within(mainNav()).getByRole('link', { name: 'Overview' });
  expect(overview).toHaveAttribute('aria-current', 'page');
  expect(within(mainNav()).getAllByRole('link', { hidden: true }).filter((link) => link.getAttribute('aria-current') === 'page')).toHaveLength(1);
});

test('a topic subject filter marks that subject, not All Topics', async () => {
  const user = userEvent.setup();
  renderHeaderAt('/topics?subject=engineering');
  await user.click(within(mainNav()).getByRole('button', { name: 'Topics' }));
  const current = within(mainNav()).getAllByRole('link', { hidden: true }).filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.map((link) => link.textContent)).toEqual(['Engineering']);
});

test('the header search trims the term and goes to /search?q=, and is absent on the search page', async () => {
  const user = userEvent.setup();
  const router = renderHeaderAt('/about');
  const box = screen.getByPlaceholderText('Search all articles');
  await user.type(box, '  sea ice  {Enter}');
  expect(router.state.location.pathname).toBe('/search');
  expect(router.state.location.search).toBe('?q=sea%20ice');
  expect(screen.queryByPlaceholderText('Search all articles')).toBeNull();
});

test('Submit goes to the default upload page, pre-filled on a journal page', async () => {
  const router = renderHeaderAt('/about');
  expect(screen.getByRole('link', { name: 'Submit' })).toHaveAttribute('href', defaultSubmissionUrl);
  await act(() => router.navigate('/journal/cells'));
  expect(screen.getByRole('link', { name: 'Submit' })).toHaveAttribute('href', `${defaultSubmissionUrl}?journal=cells`);
  await act(() => router.navigate('/about'));
  expect(screen.getByRole('link', { name: 'Submit' })).toHaveAttribute('href', defaultSubmissionUrl);
});

test('on a topic, Submit opens a dialog that closes when the route changes', async () => {
  const user = userEvent.setup();
  const router = renderHeaderAt('/topics/soil-health');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('dialog', { name: 'Submit to this topic' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Continue to submission' })).toHaveAttribute('href', `${defaultSubmissionUrl}?topic=soil-health`);
  // Same route name, another topic: the dialog stays until the route name changes.
  await act(() => router.navigate('/topics/ocean-acidification'));
  expect(screen.getByRole('dialog', { name: 'Submit to this topic' })).toBeVisible();
  await act(() => router.navigate('/journal/cells'));
  await act(() => router.navigate('/topics/soil-health'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the mobile drawer opens as a panel that holds the page still, and closes from its own button', async () => {
  const user = userEvent.setup();
  renderHeaderAt('/about/mission', [{ path: '/about/mission', name: 'about-mission' }]);
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The panel's code comes with the first opening.
  const dialog = await screen.findByRole('dialog', { name: 'Site menu' });
  const drawer = within(dialog).getByRole('navigation', { name: 'Menu' });
  expect(drawer).toBeVisible();
  expect(document.documentElement).toHaveClass('oap-drawer-open');
  // The group holding the current page is open at it; Home is the first entry.
  expect(within(drawer).getByRole('link', { name: 'Mission' })).toHaveAttribute('aria-current', 'page');
  expect(within(drawer).getAllByRole('link')[0]).toHaveTextContent('Home');
  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(document.documentElement).not.toHaveClass('oap-drawer-open');
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
}, 20_000);

test('on the home page the Home item is the one current item', () => {
  renderHeaderAt('/');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});
