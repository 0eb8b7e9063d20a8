// Whether this render is past the page's hydration: false in the server render and in the browser's
// first render, which hydrates it, so the two never differ; true after. The server's markup is drawn
// for a reader without scripts, and what only scripts can keep true (a control that needs them,
// aria-expanded of a menu a script opens, the URL's #hash the server never sees) comes with the
// update right after hydration. On a page rendered after the first (a client-side navigation:
// <html data-hydrated>, set by the shell once the first page has hydrated) it is true at once.
// Not with useSyncExternalStore: a client value that differs from the server's made React re-render
// the page synchronously in the task that finished hydrating it (~10 ms on a loaded desktop, four
// times that on a phone); this update is rendered in a transition.
import { startTransition, useEffect, useState } from 'react';

const pageHydrated = () => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
