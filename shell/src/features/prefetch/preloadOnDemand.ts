// The link preloader's own code (routePreloader.ts) is not part of the first page's JavaScript: it
// comes with the reader's first intent on a link (pointer over, focus, touch), whose page it then
// preloads at once, or once the page has settled, when visible links start to preload anyway. Not at
// all on data-saver or 2g connections (spec 9.3).

export interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function preloadingAllowed(connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** How long after the page's load event visible links start to preload: the first page's own work goes first. */
export const visibilityPreloadDelayMs = 3000;

export const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/** The link a pointer, focus or touch event is on, if it is one the site may preload (no target). */
export function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = (target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement && !anchor.target ? anchor : null;
}

/** Starts the preloader (`start`, given the first link the reader showed intent on) when it is first needed. */
export function whenPreloadingIsNeeded(start: (firstHref: string | null) => void): void {
  if (!preloadingAllowed()) return;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const begin = (firstHref: string | null) => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    window.removeEventListener('load', settle);
    for (const type of intentEvents) document.removeEventListener(type, onIntent);
    start(firstHref);
  };
  const onIntent = (event: Event) => {
    const anchor = linkOf(event.target);
    if (anchor) begin(anchor.href);
  };
  // A little before visible links are due, so the preloader is there when they are.
  const settle = () => {
    timer = setTimeout(() => begin(null), visibilityPreloadDelayMs / 2);
  };
  for (const type of intentEvents) document.addEventListener(type, onIntent, { passive: true });
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}
