// The size of the figure viewer's stage (the room for the image), to fit the image in it and zoom
// from there. Until it is known (before the first measure, or without ResizeObserver) it is 0 by 0
// and CSS fits the image.
import { useEffect, useRef, useState } from 'react';

export interface StageBox {
  width: number;
  height: number;
}

export function useStageSize() {
  const stage = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<StageBox>({ width: 0, height: 0 });

  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setBox({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { stage, box };
}
