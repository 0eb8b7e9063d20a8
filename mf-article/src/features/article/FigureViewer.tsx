// The figure viewer: a figure at full size over the page, in its own chunk (useFigureZoom.ts loads
// it). A native modal <dialog>: focus moves in (to Close) and stays in, the page behind is inert,
// Escape closes and focus goes back to the figure. Arrow keys and the buttons go to the previous or
// next figure; + and - (or the buttons, or a double click) zoom, and the zoomed image scrolls (by
// dragging a finger, or the arrow keys once it has focus). On touch screens a swipe goes to the next
// figure.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ZoomableFigure } from './articleFigures.ts';
import styles from './FigureViewer.module.css';

/** Zoom levels over the size that fits the screen. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;
/** A horizontal move longer than this (px) on an unzoomed figure is a swipe to the next or previous one. */
export const SWIPE_PX = 50;

export interface FigureViewerProps {
  figures: ZoomableFigure[];
  index: number;
  onShow: (index: number) => void;
  onClose: () => void;
}

export default function FigureViewer({ figures, index, onShow, onClose }: FigureViewerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const [level, setLevel] = useState(0);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const figure = figures[index];
  const count = figures.length;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    closeButton.current?.focus();
    return () => {
      if (typeof element.close === 'function') element.close();
    };
  }, []);

  // The stage's size, to fit the image in it and zoom from there (until it is known, CSS fits it).
  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setBox({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (!figure) return null;
  // Another figure starts fitted to the screen.
  const go = (to: number) => {
    if (to < 0 || to >= count) return;
    setLevel(0);
    onShow(to);
  };
  const zoomBy = (step: number) => setLevel((current) => Math.min(ZOOM_LEVELS.length - 1, Math.max(0, current + step)));
  const scale = ZOOM_LEVELS[level]!;

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

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || level > 0) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) go(index + (dx < 0 ? 1 : -1));
  };

  // Fitted: the whole image in the stage, never blown up past its own size. Zoomed: that size times the level.
  const fit = figure.width && figure.height && box.width && box.height ? Math.min(box.width / figure.width, box.height / figure.height, 1) : 0;
  const size = fit ? { width: Math.round(figure.width * fit * scale), height: Math.round(figure.height * fit * scale) } : undefined;

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-labelledby="figure-viewer-title"
      aria-describedby="figure-viewer-caption"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.top}>
        <h2 id="figure-viewer-title" className={styles.title}>
          {figure.label}
          {count > 1 && (
            <span className={styles.count}>
              {' '}
              ({index + 1} of {count})
            </span>
          )}
        </h2>
        <div className={styles.controls}>
          <button type="button" className={styles.button} onClick={() => zoomBy(-1)} disabled={level === 0} aria-label="Zoom out">
            −
          </button>
          <output className={styles.level} aria-live="polite" aria-label="Zoom">
            {Math.round(scale * 100)}%
          </output>
          <button type="button" className={styles.button} onClick={() => zoomBy(1)} disabled={level === ZOOM_LEVELS.length - 1} aria-label="Zoom in">
            +
          </button>
          <a className={styles.button} href={figure.original} target="_blank" rel="noopener">
            Original<span className="oap-visually-hidden"> file of {figure.label} (opens in a new tab)</span>
          </a>
          <button ref={closeButton} type="button" className={styles.button} onClick={onClose}>
            Close
          </button>
        </div>
      </div>
      <div
        ref={stage}
        className={styles.stage}
        data-zoomed={level > 0 ? '' : undefined}
        tabIndex={level > 0 ? 0 : undefined}
        role={level > 0 ? 'region' : undefined}
        aria-label={level > 0 ? `${figure.label}, zoomed (scrolls)` : undefined}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
        onDoubleClick={() => setLevel((current) => (current === 0 ? 2 : 0))}
      >
        <img key={figure.src} className={styles.image} src={figure.src} alt={figure.alt} width={size?.width} height={size?.height} decoding="async" />
      </div>
      <div className={styles.bottom}>
        <button type="button" className={styles.button} onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous figure">
          ‹<span className={styles.stepLabel}> Previous</span>
        </button>
        <div id="figure-viewer-caption" className={styles.caption} tabIndex={0} dangerouslySetInnerHTML={{ __html: figure.captionHtml }} />
        <button type="button" className={styles.button} onClick={() => go(index + 1)} disabled={index === count - 1} aria-label="Next figure">
          <span className={styles.stepLabel}>Next </span>›
        </button>
      </div>
    </dialog>
  );
}
