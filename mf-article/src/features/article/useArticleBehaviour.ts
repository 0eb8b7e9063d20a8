// What the article's prepared HTML does once scripts run: the Full formula element, and in-text links (citations, figures, tables) that
// wait 150 ms and scroll smoothly to their target, offset by the sticky header (spec 2.8), keeping
// the address's hash so the back button returns.
import { useEffect, type RefObject } from 'react';
import { defineFullFormula } from './fullFormula.ts';

export const HASH_SCROLL_DELAY_MS = 150;

function headerOffset(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--oap-header-offset').trim();
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return value.endsWith('rem') ? parseFloat(value) * rem : parseFloat(value) || 56;
}

export function scrollToTarget(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const topOf = () => target.getBoundingClientRect().top + window.scrollY - headerOffset() - 8;
  window.setTimeout(() => {
    window.scrollTo({ top: topOf(), behavior: 'smooth' });
    // Sections on the way are laid out as they come into view (content-visibility), which moves the
    // target while the smooth scroll runs: once it ends, land on the target where it now is.
    const settle = () => {
      window.removeEventListener('scrollend', settle);
      if (Math.abs(target.getBoundingClientRect().top - headerOffset() - 8) > 4) window.scrollTo({ top: topOf(), behavior: 'instant' });
    };
    window.addEventListener('scrollend', settle);
    window.setTimeout(settle, 1500);
    // Keyboard and screen-reader users land where the link led.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, HASH_SCROLL_DELAY_MS);
}

export function useArticleBehaviour(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    defineFullFormula();
    const element = root.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
      if (!link) return;
      const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
      if (!id || !document.getElementById(id)) return;
      event.preventDefault();
      window.history.pushState(window.history.state, '', `#${encodeURIComponent(id)}`);
      scrollToTarget(id);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [root]);
}
