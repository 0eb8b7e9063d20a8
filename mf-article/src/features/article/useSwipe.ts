// A swipe on a touch screen: a finger (or pen) moved sideways, further than SWIPE_PX and mostly
// horizontally, is a step to the next figure (a move to the left) or the previous one. A mouse drag
// is no swipe, and nor is any move while `enabled` is false (a zoomed figure scrolls under the finger).
import { useRef, type PointerEvent } from 'react';

/** A horizontal move longer than this (px) on an unzoomed figure is a swipe to the next or previous one. */
export const SWIPE_PX = 50;

export function useSwipe(onSwipe: (step: 1 | -1) => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || !enabled) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
  };
  const onPointerCancel = () => {
    start.current = null;
  };

  return { onPointerDown, onPointerUp, onPointerCancel };
}
