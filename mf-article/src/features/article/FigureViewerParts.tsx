// The parts of the figure viewer (FigureViewer.tsx), top to bottom: the figure's title, the controls
// (zoom, original file, Close), the stage with the image, and the caption between the buttons to the
// previous and next figure.
import type { RefObject } from 'react';
import type { ZoomableFigure } from './articleFigures.ts';
import type { StageBox } from './useStageSize.ts';
import type { useSwipe } from './useSwipe.ts';
import { ZOOM_LEVELS } from './useFigureViewerControls.ts';
import styles from './FigureViewer.module.css';

/** The dialog's name: the figure's label, and where it is in the list when there are several. */
export function ViewerTitle({ figure, index, count }: { figure: ZoomableFigure; index: number; count: number }) {
  return (
    <h2 id="figure-viewer-title" className={styles.title}>
      {figure.label}
      {count > 1 && (
        <span className={styles.count}>
          {' '}
          ({index + 1} of {count})
        </span>
      )}
    </h2>
  );
}

export interface ViewerControlsProps {
  figure: ZoomableFigure;
  level: number;
  zoomBy: (step: number) => void;
  /** Close takes the focus when the viewer opens (useViewerDialog.ts). */
  closeButtonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

export function ViewerControls({ figure, level, zoomBy, closeButtonRef, onClose }: ViewerControlsProps) {
  const scale = ZOOM_LEVELS[level]!;
  return (
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
      <button ref={closeButtonRef} type="button" className={styles.button} onClick={onClose}>
        Close
      </button>
    </div>
  );
}

export interface FigureStageProps {
  figure: ZoomableFigure;
  level: number;
  box: StageBox;
  stageRef: RefObject<HTMLDivElement | null>;
  swipe: ReturnType<typeof useSwipe>;
  onDoubleClick: () => void;
}

/** The image, fitted to the stage or zoomed; zoomed, the stage scrolls and can take focus to scroll by keys. */
export function FigureStage({ figure, level, box, stageRef, swipe, onDoubleClick }: FigureStageProps) {
  const scale = ZOOM_LEVELS[level]!;
  // Fitted: the whole image in the stage, never blown up past its own size. Zoomed: that size times the level.
  const fit = figure.width && figure.height && box.width && box.height ? Math.min(box.width / figure.width, box.height / figure.height, 1) : 0;
  const size = fit ? { width: Math.round(figure.width * fit * scale), height: Math.round(figure.height * fit * scale) } : undefined;
  return (
    <div
      ref={stageRef}
      className={styles.stage}
      data-zoomed={level > 0 ? '' : undefined}
      tabIndex={level > 0 ? 0 : undefined}
      role={level > 0 ? 'region' : undefined}
      aria-label={level > 0 ? `${figure.label}, zoomed (scrolls)` : undefined}
      onPointerDown={swipe.onPointerDown}
      onPointerUp={swipe.onPointerUp}
      onPointerCancel={swipe.onPointerCancel}
      onDoubleClick={onDoubleClick}
    >
      <img key={figure.src} className={styles.image} src={figure.src} alt={figure.alt} width={size?.width} height={size?.height} decoding="async" />
    </div>
  );
}

/** The caption (the dialog's description), between the buttons to the previous and the next figure. */
export function CaptionBar({ figure, index, count, go }: { figure: ZoomableFigure; index: number; count: number; go: (to: number) => void }) {
  return (
    <div className={styles.bottom}>
      <button type="button" className={styles.button} onClick={() => go(index - 1)} disabled={index === 0} aria-label="Previous figure">
        ‹<span className={styles.stepLabel}> Previous</span>
      </button>
      <div id="figure-viewer-caption" className={styles.caption} tabIndex={0} dangerouslySetInnerHTML={{ __html: figure.captionHtml }} />
      <button type="button" className={styles.button} onClick={() => go(index + 1)} disabled={index === count - 1} aria-label="Next figure">
        <span className={styles.stepLabel}>Next </span>›
      </button>
    </div>
  );
}
