// Preloads the code of the page behind a link the reader is about to follow (hover, focus, touch),
// at most 4 at a time, and not at all on data-saver or 2g connections (spec 9.3). Preloading on
// mere visibility would fetch the journal and article remotes on the home page, which the platform
// rules out (a remote is fetched only when one of its routes is used).
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

export function createRoutePreloader(load: (route: PageRoute) => Promise<unknown>, limit = maxConcurrentPreloads) {
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
    /** Queues the route behind an internal href; returns the route name queued, if any. */
    preloadHref(href: string, origin = window.location.origin): string | null {
      let url: URL;
      try {
        url = new URL(href, origin);
      } catch {
        return null;
      }
      if (url.origin !== origin) return null;
      const resolution = activeRouteSet().resolve(url.pathname);
      if (resolution.kind !== 'page' || done.has(resolution.route.name)) return null;
      done.add(resolution.route.name);
      queued.push(resolution.route);
      pump();
      return resolution.route.name;
    },
    get running() {
      return running;
    },
  };
}

/** Listens for intent on links anywhere in the document. Returns a function that stops listening. */
export function preloadOnIntent(load: (route: PageRoute) => Promise<unknown>): () => void {
  if (!preloadingAllowed()) return () => {};
  const preloader = createRoutePreloader(load);
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor instanceof HTMLAnchorElement && !anchor.target) preloader.preloadHref(anchor.href);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent);
  };
}
