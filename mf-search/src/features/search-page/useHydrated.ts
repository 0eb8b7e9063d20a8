// False in the server render and in the first browser render (so hydration matches), true after:
// for controls that only work with scripts (select all, copy), which the server must not offer. On a
// page rendered after the first (client-side navigation: <html data-hydrated>, set by the shell once
// the page has hydrated), true at once. Not with useSyncExternalStore: a client value that differs
// from the server's made React re-render the page synchronously in the task that finished hydrating
// it (~10 ms on a loaded desktop, four times that on a phone); this update is rendered in a transition.
import { startTransition, useEffect, useState } from 'react';

const pageHydrated = () => typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated');

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
