// The figure viewer: a figure at full size over the page, in its own chunk (useFigureZoom.ts loads
// it). A native modal <dialog>: focus moves in (to Close) and stays in, the page behind is inert,
// Escape closes and focus goes back to the figure. Arrow keys and the buttons go to the previous or
// next figure; + and - (or the buttons, or a double click) zoom, and the zoomed image scrolls (by
// dragging a finger, or the arrow keys once it has focus). On touch screens a swipe goes to the next
// figure.
// The dialog and its focus are useViewerDialog.ts, the keys and buttons useFigureViewerControls.ts,
// the swipe useSwipe.ts; the parts of the dialog are in FigureViewerParts.tsx.
import type { ZoomableFigure } from './articleFigures.ts';
import { CaptionBar, FigureStage, ViewerControls, ViewerTitle } from './FigureViewerParts.tsx';
import { useFigureViewerControls } from './useFigureViewerControls.ts';
import { useStageSize } from './useStageSize.ts';
import { useSwipe } from './useSwipe.ts';
import { useViewerDialog } from './useViewerDialog.ts';
import styles from './FigureViewer.module.css';

export { ZOOM_LEVELS } from './useFigureViewerControls.ts';
export { SWIPE_PX } from './useSwipe.ts';

export interface FigureViewerProps {
  figures: ZoomableFigure[];
  index: number;
  onShow: (index: number) => void;
  onClose: () => void;
}

export default function FigureViewer({ figures, index, onShow, onClose }: FigureViewerProps) {
  // In this order: the dialog opens (and takes focus) before the stage is first measured.
  const { dialog, closeButton } = useViewerDialog();
  const { stage, box } = useStageSize();
  const figure = figures[index];
  const count = figures.length;
  const { level, go, zoomBy, toggleZoom, onKeyDown } = useFigureViewerControls({ index, count, onShow, onClose });
  const swipe = useSwipe((step) => go(index + step), level === 0);

  if (!figure) return null;
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
        <ViewerTitle figure={figure} index={index} count={count} />
        <ViewerControls figure={figure} level={level} zoomBy={zoomBy} closeButtonRef={closeButton} onClose={onClose} />
      </div>
      <FigureStage figure={figure} level={level} box={box} stageRef={stage} swipe={swipe} onDoubleClick={toggleZoom} />
      <CaptionBar figure={figure} index={index} count={count} go={go} />
    </dialog>
  );
}
