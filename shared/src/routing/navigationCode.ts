// A page's navigation code: its loader and what only the loader uses (the API calls, the config
// fetches, the sanitising of results). A page the server rendered hydrates from the data it sent, so
// none of that runs before the reader does something: it waits in a chunk of its own, fetched the
// first time the reader moves the pointer, touches, types or moves the focus on the page (before
// they can follow a link or send a form), or by the first navigation that needs it before then.
// A page reached by a client-side navigation needs its loader at once: its remote's route map then
// fetches both chunks together (withNavigationCode), not one after the other.
import { useEffect } from 'react';

/** Loads `load`'s module once; a load that failed (the network) is tried again on the next call. */
export function navigationCode<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | undefined;
  return () => {
    if (loading) return loading;
    const attempt = load();
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    return attempt;
  };
}

/** What counts as the reader starting to use the page. */
export const firstInteractionEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Fetches `code` (a navigationCode) at the reader's first interaction with the page. */
export function useNavigationCodeOnFirstInteraction(code: () => Promise<unknown>): void {
  useEffect(() => {
    const stop = () => {
      for (const type of firstInteractionEvents) window.removeEventListener(type, fetchNow, true);
    };
    function fetchNow() {
      stop();
      // A failure here is met again (and shown) by the navigation that needs the code.
      code().catch(() => undefined);
    }
    for (const type of firstInteractionEvents) window.addEventListener(type, fetchNow, { capture: true, passive: true });
    return stop;
  }, [code]);
}

/**
 * A route map's entry for a page whose loader is navigation code: the page's module, and, once the
 * document is hydrated (the shell marks <html data-hydrated>; the first page's module is loaded
 * before), its navigation code alongside, since a navigation runs the loader next.
 */
export function withNavigationCode<Module>(page: () => Promise<Module>, code: () => Promise<unknown>): () => Promise<Module> {
  return () => {
    if (typeof document !== 'undefined' && document.documentElement.hasAttribute('data-hydrated')) code().catch(() => undefined);
    return page();
  };
}
