// Which of the article's sections the reader is in: the side contents marks it as they scroll.
import { useEffect, useState } from 'react';
import type { ArticleContentsEntry } from '@oap/contracts/api/articles.ts';

/** How far down the window a section's top must have come for the reader to be in it: its upper third. */
const READING_LINE = 1 / 3;

/**
 * The last of `targets` (in the text's order) whose top has passed the reading line, or null above
 * the first. The last one, not the first one still in view: a jump to a section leaves the end of the
 * one before it on screen.
 */
export function sectionAt(targets: readonly HTMLElement[], line: number): string | null {
  let at: string | null = null;
  for (const target of targets) {
    if (target.getBoundingClientRect().top > line) break;
    at = target.id;
  }
  return at;
}

export function useReadingPosition(entries: ArticleContentsEntry[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const targets = entries.map((entry) => document.getElementById(entry.id)).filter((el): el is HTMLElement => Boolean(el));
    if (!targets.length) return;
    // The observer says when a section's edge crosses the upper third of the window (scrolling or a
    // jump); which section the reader is in is then read off the sections' places.
    const observer = new IntersectionObserver(() => setCurrent(sectionAt(targets, window.innerHeight * READING_LINE)), {
      rootMargin: `0px 0px -${Math.round((1 - READING_LINE) * 100)}% 0px`,
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [entries]);
  return current;
}
