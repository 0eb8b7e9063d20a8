// The window's size as the shell's parts need it (spec 9.2): device detection (is it below lg, how
// wide is it) refreshes 50 ms after a resize; other resize handling waits until resizing has paused
// for 250 ms. One listener, shared by every component that asks.
import { startTransition, useEffect, useState } from 'react';
import { mobileBelow, timings } from '@oap/shared/tokens/tokens.ts';

export interface Viewport {
  width: number;
  height: number;
  mobile: boolean;
}

/** Before the window is known (the server render, hydration): desktop-sized, so the first render matches the server's. */
const unknown: Viewport = { width: 1440, height: 900, mobile: false };

const read = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight, mobile: window.innerWidth < mobileBelow });

/** Calls `listener` `delayMs` after the last resize event of a burst (0: on the next task). */
export function onResizeSettled(delayMs: number, listener: () => void): () => void {
  let timer: number | undefined;
  const onResize = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(listener, delayMs);
  };
  window.addEventListener('resize', onResize, { passive: true });
  return () => {
    window.clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * Device detection: the viewport, refreshed 50 ms after a resize (spec 9.2). The first reading, as the
 * page becomes interactive, is rendered in a transition: on a phone it changes what the hydrated page
 * rendered, and React renders that in slices instead of one task after hydration.
 */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(unknown);
  useEffect(() => {
    const update = () => {
      const next = read();
      setViewport((current) => (current.width === next.width && current.height === next.height ? current : next));
    };
    startTransition(update);
    return onResizeSettled(timings.deviceDetectAfterResizeMs, update);
  }, []);
  return viewport;
}

/** Runs `handler` once resizing has paused for 250 ms (spec 9.2: other resize handling). */
export function useDebouncedResize(handler: () => void): void {
  useEffect(() => onResizeSettled(timings.resizeDebounceMs, handler), [handler]);
}
