// Preloads the code of the page behind a link (spec 9.3): once the link is visible, and at once when
// the reader shows intent (hover, focus, touch), at most 4 at a time, and not at all on data-saver or
// 2g connections. Visible links wait for the browser to be idle and go behind any link the reader
// points at, so the first page's own work (its paint, its hydration) never waits for them: it starts
// after the page is interactive (bootstrap.tsx).
import { activeRouteSet } from '../../runtime/activeRoutes.ts';
import type { PageRoute } from '@oap/contracts/routing/routeTable.ts';

export const maxConcurrentPreloads = 4;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function preloadingAllowed(connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export interface RoutePreloader {
  /**
   * Queues the route behind an internal href; returns the route name queued, if any. `urgent` (the
   * reader's intent) goes before links that are merely visible.
   */
  preloadHref(href: string, options?: { origin?: string; urgent?: boolean }): string | null;
  readonly running: number;
  readonly waiting: number;
}

export function createRoutePreloader(load: (route: PageRoute) => Promise<unknown>, limit = maxConcurrentPreloads): RoutePreloader {
  const done = new Set<string>();
  const queued: PageRoute[] = [];
  let running = 0;

  const pump = () => {
    while (running < limit && queued.length > 0) {
      const route = queued.shift()!;
      running += 1;
      load(route)
        .catch(() => done.delete(route.name))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };

  return {
    preloadHref(href, { origin = window.location.origin, urgent = false } = {}) {
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
        // Already waiting behind visible links: the reader's intent moves it to the front.
        const at = urgent ? queued.findIndex((route) => route.name === name) : -1;
        if (at > 0) queued.unshift(...queued.splice(at, 1));
        return null;
      }
      done.add(name);
      if (urgent) queued.unshift(resolution.route);
      else queued.push(resolution.route);
      pump();
      return name;
    },
    get running() {
      return running;
    },
    get waiting() {
      return queued.length;
    },
  };
}

const linkOf = (target: EventTarget | null): HTMLAnchorElement | null => {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement && !anchor.target ? anchor : null;
};

/** Preloads on the reader's intent: pointer over, focus or touch on a link anywhere in the document. */
function preloadOnIntent(preloader: RoutePreloader): () => void {
  const onIntent = (event: Event) => {
    const anchor = linkOf(event.target);
    if (anchor) preloader.preloadHref(anchor.href, { urgent: true });
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}

type IdleScheduler = (callback: () => void) => void;
const whenIdle: IdleScheduler = (callback) => {
  const idle = (window as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  if (idle) idle(callback, { timeout: 2000 });
  else setTimeout(callback, 50);
};

/**
 * Preloads each link once it is visible (IntersectionObserver), the links on the page now and those
 * later renders add (a MutationObserver). A link is watched until it is first seen.
 */
function preloadOnVisibility(preloader: RoutePreloader, scheduleIdle: IdleScheduler = whenIdle): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const visible = new IntersectionObserver((entries) => {
    const seen = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLAnchorElement);
    if (!seen.length) return;
    for (const anchor of seen) visible.unobserve(anchor);
    scheduleIdle(() => {
      for (const anchor of seen) preloader.preloadHref(anchor.href);
    });
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

/** Preloads the pages behind links, on visibility and on intent. Returns a function that stops it. */
export function preloadLinks(load: (route: PageRoute) => Promise<unknown>): () => void {
  if (!preloadingAllowed()) return () => {};
  const preloader = createRoutePreloader(load);
  const stops = [preloadOnIntent(preloader), preloadOnVisibility(preloader)];
  return () => {
    for (const stop of stops) stop();
  };
}
