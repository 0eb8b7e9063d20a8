// Preloads the code of the page behind a link (spec 9.3): once the link is visible, and at once when
// the reader shows intent (hover, focus, touch), at most 4 at a time, and not at all on data-saver or
// 2g connections. The first page's own work goes first: visible links are watched from a few seconds
// after the page has loaded, preload one at a time when the browser is idle, and go behind any link
// the reader points at (measured: bench:lighthouse, docs/last-spec-statements.md).
import { activeRouteSet } from '../../runtime/activeRoutes.ts';
import type { PageRoute } from '@oap/contracts/routing/routeTable.ts';
import { intentEvents, linkOf, preloadingAllowed, visibilityPreloadDelayMs } from './preloadOnDemand.ts';

export { preloadingAllowed };

export const maxConcurrentPreloads = 4;

export interface RoutePreloader {
  /**
   * Queues the route behind an internal href; returns the route name queued, if any. `urgent` (the
   * reader's intent) goes before links that are merely visible.
   */
  preloadHref(href: string, options?: { origin?: string; urgent?: boolean }): string | null;
  readonly running: number;
  readonly waiting: number;
}

type IdleScheduler = (callback: () => void) => void;
const whenIdle: IdleScheduler = (callback) => {
  const idle = (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  if (idle) idle(callback);
  else setTimeout(callback, 50);
};

/**
 * The reader's intent is served at once, up to `limit` at a time. A link that is only visible waits
 * for the browser to be idle and goes one at a time (its module is evaluated when it arrives: a long
 * task a scrolling reader should not feel), behind any intent.
 */
export function createRoutePreloader(
  load: (route: PageRoute) => Promise<unknown>,
  { limit = maxConcurrentPreloads, scheduleIdle = whenIdle }: { limit?: number; scheduleIdle?: IdleScheduler } = {},
): RoutePreloader {
  const done = new Set<string>();
  const urgent: PageRoute[] = [];
  const visible: PageRoute[] = [];
  let running = 0;
  let visibleRunning = false;
  let idleAsked = false;

  const start = (route: PageRoute, fromVisibility: boolean) => {
    running += 1;
    if (fromVisibility) visibleRunning = true;
    load(route)
      .catch(() => done.delete(route.name))
      .finally(() => {
        running -= 1;
        if (fromVisibility) visibleRunning = false;
        pump();
      });
  };

  const pump = () => {
    while (running < limit && urgent.length > 0) start(urgent.shift()!, false);
    if (idleAsked || visibleRunning || running >= limit || visible.length === 0) return;
    idleAsked = true;
    scheduleIdle(() => {
      idleAsked = false;
      if (!visibleRunning && running < limit && visible.length > 0) start(visible.shift()!, true);
      pump();
    });
  };

  return {
    preloadHref(href, { origin = window.location.origin, urgent: isUrgent = false } = {}) {
      let url: URL;
      try {
        url = new URL(href, origin);
      } catch {
        return null;
      }
      if (url.origin !== origin) return null;
      const resolution = activeRouteSet().resolve(url.pathname);
      if (resolution.kind !== 'page') return null;
      const name = resolution.route.name;
      if (done.has(name)) {
        // Waiting as a visible link: the reader's intent makes it urgent.
        const at = isUrgent ? visible.findIndex((route) => route.name === name) : -1;
        if (at >= 0) {
          urgent.push(...visible.splice(at, 1));
          pump();
        }
        return null;
      }
      done.add(name);
      if (isUrgent) urgent.push(resolution.route);
      else visible.push(resolution.route);
      pump();
      return name;
    },
    get running() {
      return running;
    },
    get waiting() {
      return urgent.length + visible.length;
    },
  };
}

/** Runs `callback` once the page has loaded, `visibilityPreloadDelayMs` later, when the browser is idle. */
function afterPageSettles(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const wait = () => {
    timer = setTimeout(() => whenIdle(() => !stopped && callback()), visibilityPreloadDelayMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('load', wait);
  };
}

/** Preloads on the reader's intent: pointer over, focus or touch on a link anywhere in the document. */
function preloadOnIntent(preloader: RoutePreloader): () => void {
  const onIntent = (event: Event) => {
    const anchor = linkOf(event.target);
    if (anchor) preloader.preloadHref(anchor.href, { urgent: true });
  };
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of intentEvents) document.removeEventListener(type, onIntent);
  };
}

/**
 * Preloads each link once it is visible (IntersectionObserver), the links on the page now and those
 * later renders add (a MutationObserver). A link is watched until it is first seen.
 */
function preloadOnVisibility(preloader: RoutePreloader): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      visible.unobserve(entry.target);
      preloader.preloadHref((entry.target as HTMLAnchorElement).href);
    }
  });
  const watch = (root: ParentNode) => {
    if (root instanceof HTMLAnchorElement && linkOf(root)) visible.observe(root);
    for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]:not([target])')) visible.observe(anchor);
  };
  watch(document);
  const added = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) watch(node);
  });
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    added.disconnect();
    visible.disconnect();
  };
}

/**
 * Preloads the pages behind links, on visibility and on intent, and `firstHref` at once (the link whose
 * intent brought this code: preloadOnDemand.ts). Returns a function that stops it.
 */
export function preloadLinks(load: (route: PageRoute) => Promise<unknown>, firstHref: string | null = null): () => void {
  if (!preloadingAllowed()) return () => {};
  const preloader = createRoutePreloader(load);
  if (firstHref) preloader.preloadHref(firstHref, { urgent: true });
  let stopVisibility = () => {};
  const stopWaiting = afterPageSettles(() => {
    stopVisibility = preloadOnVisibility(preloader);
  });
  const stops = [preloadOnIntent(preloader), stopWaiting, () => stopVisibility()];
  return () => {
    for (const stop of stops) stop();
  };
}
