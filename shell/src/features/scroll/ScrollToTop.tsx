// The scroll-to-top button (spec 4): appears once the page is scrolled 0.8 of the window height,
// and is disabled while the scroll it started is under way.
import { useCallback, useEffect, useState } from 'react';
import { useDebouncedResize } from '../site/useViewport.ts';
import styles from './ScrollToTop.module.css';

export const scrollToTopThreshold = 0.8;

/** Spec 4: the article page moves the button (it sits above the article's own tools there). */
export function ScrollToTop({ routeName }: { routeName: string | undefined }) {
  const [shown, setShown] = useState(false);
  const [scrolling, setScrolling] = useState(false);

  const update = useCallback(() => setShown(window.scrollY >= window.innerHeight * scrollToTopThreshold), []);
  // The threshold is a share of the window's height: measured again once resizing pauses (250 ms, spec 9.2).
  useDebouncedResize(update);

  useEffect(() => {
    const onScroll = () => {
      update();
      if (window.scrollY === 0) setScrolling(false);
    };
    const onScrollEnd = () => setScrolling(false);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
    };
  }, [update]);

  if (!shown) return null;
  return (
    <button
      type="button"
      className={routeName === 'issn-volume-issue-identifier' ? `${styles.button} ${styles.onArticle}` : styles.button}
      disabled={scrolling}
      onClick={() => {
        setScrolling(true);
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true" className={styles.arrow} />
      <span className="oap-visually-hidden">Back to top</span>
    </button>
  );
}
