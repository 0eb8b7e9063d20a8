// The reader's text size and line spacing on article pages, kept in this browser (localStorage).
import { startTransition, useCallback, useEffect, useState } from 'react';

export const textSizes = [
  { id: 'small', label: 'Small' },
  { id: 'normal', label: 'Normal' },
  { id: 'large', label: 'Large' },
  { id: 'larger', label: 'Larger' },
] as const;
export const lineSpacings = [
  { id: 'compact', label: 'Compact' },
  { id: 'normal', label: 'Normal' },
  { id: 'relaxed', label: 'Relaxed' },
] as const;

export interface ReadingOptions {
  textSize: (typeof textSizes)[number]['id'];
  lineSpacing: (typeof lineSpacings)[number]['id'];
}

export const defaultReadingOptions: ReadingOptions = { textSize: 'normal', lineSpacing: 'normal' };
const storageKey = 'oap-reading-options';

export function readStoredOptions(): ReadingOptions {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null') as Partial<ReadingOptions> | null;
    return {
      textSize: textSizes.find((size) => size.id === stored?.textSize)?.id ?? defaultReadingOptions.textSize,
      lineSpacing: lineSpacings.find((spacing) => spacing.id === stored?.lineSpacing)?.id ?? defaultReadingOptions.lineSpacing,
    };
  } catch {
    return defaultReadingOptions;
  }
}

/**
 * The options (defaults on the server and until hydrated, then the reader's) and a setter that keeps
 * them. The reader's are read once the page has hydrated, in a transition: that re-renders the whole
 * article, which React then does in slices rather than in one task (and the options object is kept
 * when the stored ones are the defaults).
 */
export function useReadingOptions(): [ReadingOptions, (next: ReadingOptions) => void, boolean] {
  const [options, setOptions] = useState<ReadingOptions>(defaultReadingOptions);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const stored = readStoredOptions();
    startTransition(() => {
      setOptions((current) => (current.textSize === stored.textSize && current.lineSpacing === stored.lineSpacing ? current : stored));
      setReady(true);
    });
  }, []);
  const update = useCallback((next: ReadingOptions) => {
    setOptions(next);
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Storage refused (private mode): the choice holds for this page.
    }
  }, []);
  return [options, update, ready];
}
