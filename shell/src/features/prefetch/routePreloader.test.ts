import type { PageRoute } from '@oap/contracts/routing/routeTable.ts';
import { createRoutePreloader, maxConcurrentPreloads, preloadingAllowed } from './routePreloader.ts';
import { routeByTableForTests } from '../../app/tableRoutesForTests.ts';

beforeEach(() => routeByTableForTests());

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

test('at most 4 preloads run at once; the rest wait their turn (links the reader points at)', async () => {
  expect(maxConcurrentPreloads).toBe(4);
  const pending: Array<{ route: string; done: () => void }> = [];
  const preloader = createRoutePreloader((route: PageRoute) => {
    const d = deferred();
    pending.push({ route: route.name, done: d.resolve });
    return d.promise;
  });
  const origin = 'http://localhost';
  for (const href of ['/journal/a', '/about', '/search?q=x', '/2075-1729/1/1/1', '/authors/english', '/news']) preloader.preloadHref(href, { origin, urgent: true });
  expect(pending.map((entry) => entry.route)).toEqual(['journal-slug', 'about', 'search', 'issn-volume-issue-identifier']);
  expect(preloader.running).toBe(4);
  pending[0]!.done();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(pending.map((entry) => entry.route)).toContain('authors-english');
  expect(preloader.running).toBe(4);
});

test('each route is preloaded once; external, unknown and invalid links are ignored', () => {
  const load = jest.fn(async () => undefined);
  const preloader = createRoutePreloader(load);
  const origin = 'http://localhost';
  expect(preloader.preloadHref('/journal/a', { origin, urgent: true })).toBe('journal-slug');
  expect(preloader.preloadHref('/journal/b', { origin, urgent: true })).toBeNull();
  expect(preloader.preloadHref('https://elsewhere.example/journal/a', { origin })).toBeNull();
  expect(preloader.preloadHref('/news/not-digits', { origin })).toBeNull();
  expect(preloader.preloadHref('/no/such/page/at/all', { origin })).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

test('no preloading on data-saver or 2g connections', () => {
  expect(preloadingAllowed({ saveData: true })).toBe(false);
  expect(preloadingAllowed({ effectiveType: '2g' })).toBe(false);
  expect(preloadingAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  expect(preloadingAllowed({ effectiveType: '4g' })).toBe(true);
  expect(preloadingAllowed(undefined)).toBe(true);
});

test("the reader's intent goes before links that are merely visible, which wait for idle time and go one at a time", async () => {
  const started: string[] = [];
  const idle: Array<() => void> = [];
  const pending: Array<() => void> = [];
  const preloader = createRoutePreloader(
    (route: PageRoute) => {
      started.push(route.name);
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    { scheduleIdle: (callback) => idle.push(callback) },
  );
  const origin = 'http://localhost';
  preloader.preloadHref('/about', { origin });
  preloader.preloadHref('/news', { origin });
  preloader.preloadHref('/search', { origin });
  // Visible links wait for the browser to be idle.
  expect(started).toEqual([]);
  expect(preloader.waiting).toBe(3);
  // Pointed at while it waits: it starts at once, as does any other link the reader points at.
  expect(preloader.preloadHref('/search?q=x', { origin, urgent: true })).toBeNull();
  preloader.preloadHref('/journal/a', { origin, urgent: true });
  expect(started).toEqual(['search', 'journal-slug']);
  // Idle: one visible link at a time.
  idle.shift()!();
  expect(started).toEqual(['search', 'journal-slug', 'about']);
  expect(idle).toHaveLength(0);
  pending[2]!();
  await new Promise((resolve) => setTimeout(resolve, 0));
  idle.shift()!();
  expect(started).toEqual(['search', 'journal-slug', 'about', 'news']);
  expect(preloader.running).toBe(3);
});
