// Figures open in the viewer (FigureViewer.tsx) on a click or Enter on their link; without scripts
// (or with a modifier key, to open it elsewhere) the link opens the original file. The viewer's code
// is fetched when the reader first points at or focuses a figure, not with the page.
import { lazy, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FIGURE_LINK_SELECTOR, zoomableFigures, type ZoomableFigure } from './articleFigures.ts';

const loadViewer = () => import('./FigureViewer.tsx');
export const LazyFigureViewer = lazy(loadViewer);

export interface FigureZoom {
  viewing: { figures: ZoomableFigure[]; index: number } | null;
  show: (index: number) => void;
  close: () => void;
}

export function useFigureZoom(root: RefObject<HTMLElement | null>): FigureZoom {
  const [viewing, setViewing] = useState<FigureZoom['viewing']>(null);
  const current = useRef(viewing);
  useEffect(() => {
    current.current = viewing;
  });

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const linkAt = (target: EventTarget | null) => (target as Element | null)?.closest?.(FIGURE_LINK_SELECTOR) as HTMLAnchorElement | null;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = linkAt(event.target);
      if (!link) return;
      event.preventDefault();
      const figures = zoomableFigures(element);
      setViewing({ figures, index: Math.max(0, figures.findIndex((figure) => figure.link === link)) });
    };
    const prefetch = (event: Event) => {
      if (linkAt(event.target)) void loadViewer();
    };
    element.addEventListener('click', onClick);
    element.addEventListener('pointerover', prefetch);
    element.addEventListener('focusin', prefetch);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('pointerover', prefetch);
      element.removeEventListener('focusin', prefetch);
    };
  }, [root]);

  const show = useCallback((index: number) => setViewing((shown) => (shown ? { ...shown, index } : shown)), []);
  const close = useCallback(() => {
    // Back to the figure last shown (the reader may have moved on in the viewer), once the viewer
    // has gone: while it is open the page behind it is inert and cannot take focus.
    const link = current.current?.figures[current.current.index]?.link;
    setViewing(null);
    if (link) window.setTimeout(() => link.focus(), 0);
  }, []);
  return { viewing, show, close };
}
