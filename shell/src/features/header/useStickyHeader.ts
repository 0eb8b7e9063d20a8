// Sticky header rules (spec 4): shown near the top (header offset + 56 px); hidden while scrolling
// down; shown again after scrolling up 80 px (600 px on the article page); kept while hovered or
// while a menu is open.
import { useEffect, useRef, useState } from 'react';
import { headerOffsetRem, mobileBelow } from '@oap/shared/tokens/tokens.ts';

export const stickyTopSlackPx = 56;
export const revealAfterUpPx = 80;
export const articleRevealAfterUpPx = 600;

export function headerOffsetPx(): number {
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return (window.innerWidth >= mobileBelow ? headerOffsetRem.desktop : headerOffsetRem.mobile) * rem;
}

export function useStickyHeader({ revealAfter, pinned }: { revealAfter: number; pinned: boolean }): boolean {
  const [visible, setVisible] = useState(true);
  const last = useRef(0);
  const upDistance = useRef(0);
  const pinnedRef = useRef(pinned);
  pinnedRef.current = pinned;

  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - last.current;
      last.current = y;
      if (pinnedRef.current || y <= headerOffsetPx() + stickyTopSlackPx) {
        upDistance.current = 0;
        setVisible(true);
        return;
      }
      if (delta > 0) {
        upDistance.current = 0;
        setVisible(false);
      } else if (delta < 0) {
        upDistance.current -= delta;
        if (upDistance.current >= revealAfter) setVisible(true);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [revealAfter]);

  useEffect(() => {
    if (pinned) setVisible(true);
  }, [pinned]);

  return visible;
}
