// Where the article's sticky parts (the rail, the phone's action bar) stop: just under the site's
// fixed top bar while it shows, at the window's top while it is hidden (it hides as the reader
// scrolls down and returns on the way up). The bar is the shell's; it is read, never changed: its
// transform says whether it is hidden, its height how much room it takes. Without scripts the bar
// never hides, and the CSS default (header offset plus banner) is already right.
import { useEffect, type RefObject } from 'react';

export const STICKY_TOP_PROPERTY = '--article-sticky-top';

/**
 * The bar's transform once it settles. It slides (a transition): while it does, the computed value is
 * the one on the way, so a bar coming back would still read as hidden; the transition's last
 * keyframe is where it is going.
 */
function settledTransform(bar: HTMLElement): string {
  const sliding = bar.getAnimations?.().find((animation) => (animation as CSSTransition).transitionProperty === 'transform');
  const frames = (sliding?.effect as KeyframeEffect | null | undefined)?.getKeyframes();
  const end = frames?.[frames.length - 1]?.['transform'];
  return typeof end === 'string' ? end : getComputedStyle(bar).transform;
}

/** The room the fixed top bar takes at the top of the window, in px: 0 while it is hidden. */
export function fixedTopRoom(bar: HTMLElement): number {
  const transform = settledTransform(bar);
  const hidden = Boolean(transform) && transform !== 'none';
  return hidden ? 0 : bar.offsetHeight;
}

export function useStickyTop(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = target.current;
    const bar = document.querySelector<HTMLElement>('[data-fixed-top]');
    if (!element || !bar || typeof MutationObserver === 'undefined') return undefined;
    const update = () => element.style.setProperty(STICKY_TOP_PROPERTY, `${fixedTopRoom(bar)}px`);
    update();
    // The bar shows and hides by a class; the banner may be dismissed (its height changes with it).
    const observer = new MutationObserver(update);
    observer.observe(bar, { attributes: true, attributeFilter: ['class', 'style'] });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-old-version'] });
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [target]);
}
