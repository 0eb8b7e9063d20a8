// Fetches a page's navigation code (navigationCode.ts) at the reader's first interaction with the page.
// Apart from navigationCode.ts, which the remotes' route maps import: they need no React.
import { useEffect } from 'react';

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
