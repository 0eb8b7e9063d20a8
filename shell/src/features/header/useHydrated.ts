// Whether this render is past the page's hydration. The server's markup, and the browser's first
// render that hydrates it, are drawn for a reader without scripts; what only scripts can keep true
// (aria-expanded of a menu the script opens, the URL's #hash the server never sees) is added by the
// re-render React makes right after hydration, so the two first renders never differ.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
