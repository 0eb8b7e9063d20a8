// The figure viewer's dialog and where focus goes. Shown as a native modal <dialog> when the viewer
// mounts, with focus moved in to Close: the page behind is then inert and focus stays in the viewer.
// Closed when the viewer unmounts (useFigureZoom.ts then puts focus back on the figure). Without
// showModal (jsdom) the dialog opens by its attribute.
import { useEffect, useRef } from 'react';

export function useViewerDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

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

  return { dialog, closeButton };
}
