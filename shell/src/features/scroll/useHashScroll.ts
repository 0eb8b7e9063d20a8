// Spec 2.8: after a page loads with a hash in the URL, wait 150 ms, then scroll smoothly to that
// element, offset by the sticky header: the whole fixed top bar, the banner included while it shows
// (the header offset of spec 9.2 alone left the target under the banner's 32 px). Without scripts the
// browser's own jump stops below the bar too (the root's scroll-padding-top and the frame's
// scroll-margin-top, ShellFrame.module.css). Focus moves there too, as the browser's own jump moves
// where Tab goes next: a keyboard reader who followed a contents link goes on in that section.
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { safeDecode } from '@oap/contracts/site/pageTitle.ts';
import { timings } from '@oap/shared/tokens/tokens.ts';
import { headerOffsetPx } from '../header/useStickyHeader.ts';

export const hashScrollDelayMs = timings.hashScrollDelayMs;

/** The fixed top bar's height (banner and header, Header.tsx's [data-fixed-top]), measured, as it shows now. */
export function fixedTopBarHeight(): number {
  const bar = document.querySelector<HTMLElement>('[data-fixed-top]');
  // Rounded up: a fraction of a pixel short would leave the target's top edge under the bar.
  return Math.ceil(bar ? bar.getBoundingClientRect().height : headerOffsetPx());
}

export function useHashScroll() {
  const { hash, pathname } = useLocation();
  const navigation = useNavigation();
  useEffect(() => {
    if (!hash || navigation.state !== 'idle') return undefined;
    const timer = setTimeout(() => {
      const target = document.getElementById(safeDecode(hash.slice(1)));
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY - fixedTopBarHeight();
      window.scrollTo({ top, behavior: 'smooth' });
      // A heading is not focusable of itself: -1 lets a script focus it, and keeps it out of the Tab order.
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }, hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, [hash, pathname, navigation.state]);
}
