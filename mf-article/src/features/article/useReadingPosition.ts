// Which of the article's sections the reader is in: the side contents marks it as they scroll.
import { useEffect, useState } from 'react';
import type { ArticleContentsEntry } from '@oap/contracts/api/articles.ts';

export function useReadingPosition(entries: ArticleContentsEntry[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const targets = entries.map((entry) => document.getElementById(entry.id)).filter((el): el is HTMLElement => Boolean(el));
    if (!targets.length) return;
    const visible = new Map<string, number>();
    // A section counts as read from when its top passes the upper third of the window.
    const observer = new IntersectionObserver(
      (changes) => {
        for (const change of changes) {
          if (change.isIntersecting) visible.set(change.target.id, change.boundingClientRect.top);
          else visible.delete(change.target.id);
        }
        const first = targets.find((target) => visible.has(target.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: '0px 0px -66% 0px' },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [entries]);
  return current;
}
