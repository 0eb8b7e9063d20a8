// What the reader's keys and buttons do in the figure viewer: Escape closes, the arrow keys go to the
// previous or next figure, + and - zoom, 0 fits the figure to the screen again. One zoom level, for
// the figure shown: another figure starts fitted, and while zoomed the arrow keys are left to the
// browser, to scroll the image.
import { useState, type KeyboardEvent } from 'react';

/** Zoom levels over the size that fits the screen. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

export interface FigureViewerControlsOptions {
  index: number;
  count: number;
  onShow: (index: number) => void;
  onClose: () => void;
}

export function useFigureViewerControls({ index, count, onShow, onClose }: FigureViewerControlsOptions) {
  const [level, setLevel] = useState(0);

  // Another figure starts fitted to the screen.
  const go = (to: number) => {
    if (to < 0 || to >= count) return;
    setLevel(0);
    onShow(to);
  };
  const zoomBy = (step: number) => setLevel((current) => Math.min(ZOOM_LEVELS.length - 1, Math.max(0, current + step)));
  // A double click on the figure: to 200% and back.
  const toggleZoom = () => setLevel((current) => (current === 0 ? 2 : 0));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const key = event.key;
    if (key === 'Escape') onClose();
    // Zoomed, the arrows scroll the image instead.
    else if ((key === 'ArrowRight' || key === 'ArrowLeft') && level === 0) go(index + (key === 'ArrowRight' ? 1 : -1));
    else if (key === '+' || key === '=') zoomBy(1);
    else if (key === '-') zoomBy(-1);
    else if (key === '0') setLevel(0);
    else return;
    event.preventDefault();
  };

  return { level, go, zoomBy, toggleZoom, onKeyDown };
}
