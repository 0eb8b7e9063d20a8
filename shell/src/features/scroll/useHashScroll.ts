// Spec 2.8: after a page loads with a hash in the URL, wait 150 ms, then scroll smoothly to that
// element, offset by the sticky header.
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { safeDecode } from '@oap/contracts/site/pageTitle.ts';
import { timings } from '@oap/shared/tokens/tokens.ts';
import { headerOffsetPx } from '../header/useStickyHeader.ts';

export const hashScrollDelayMs = timings.hashScrollDelayMs;

export function useHashScroll() {
  const { hash, pathname } = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    if (!hash || navigation.state !== 'idle') return undefined;
    const timer = setTimeout(() => {
      const target = document.getElementById(safeDecode(hash.slice(1)));
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - headerOffsetPx();
      window.scrollTo({ top, behavior: 'smooth' });
    }, hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, [hash, pathname, navigation.state]);
}
