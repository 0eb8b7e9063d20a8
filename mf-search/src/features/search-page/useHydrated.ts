// False in the server render and in the first browser render (so hydration matches), true after:
// for controls that only work with scripts (select all, copy), which the server must not offer.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
