// Spec 2.8: after a page loads with a hash in the URL, wait 150 ms, then scroll smoothly to that
// element, offset by the sticky header. The offset is the CSS's (the root's scroll-padding-top: the
// header offset and a little room; the frame's scroll-margin-top on every element with an id: the
// banner while it shows), so this smooth scroll ends exactly where the browser's own jump to a
// #fragment does, with scripts or without, and never lands under the fixed top bar.
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { safeDecode } from '@oap/contracts/site/pageTitle.ts';
import { timings } from '@oap/shared/tokens/tokens.ts';

export const hashScrollDelayMs = timings.hashScrollDelayMs;

export function useHashScroll() {
  const { hash, pathname } = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    if (!hash || navigation.state !== 'idle') return undefined;
    const timer = setTimeout(() => {
      document.getElementById(safeDecode(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, [hash, pathname, navigation.state]);
}
