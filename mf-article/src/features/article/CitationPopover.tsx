// A reference shown where it is cited: hovering or focusing an in-text citation shows the reference
// in a popover beside it, so the reader keeps their place. The citation stays a plain link to the
// reference in the list (its only behaviour without scripts). For screen readers the citation is
// described by that reference in the list (aria-describedby, set before the focus is announced); the
// popover repeats it for the eye and is hidden from them. It stays while the pointer is on it, and
// Escape closes it (WCAG 1.4.13).
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { ArticleReference } from '@oap/contracts/api/articles.ts';
import { timings } from '@oap/shared/tokens/tokens.ts';
import styles from './CitationPopover.module.css';

interface Shown {
  reference: ArticleReference;
  link: HTMLAnchorElement;
}

/** The reference an in-text link leads to, if it leads to one in the reference list. */
export function citedReference(link: Element | null, byId: Map<string, ArticleReference>): ArticleReference | null {
  const href = link?.getAttribute('href');
  if (!href?.startsWith('#') || !link?.closest('[data-content="jats"]')) return null;
  let id: string;
  try {
    id = decodeURIComponent(href.slice(1));
  } catch {
    return null;
  }
  return byId.get(id) ?? null;
}

export function CitationPopover({ root, references }: { root: RefObject<HTMLElement | null>; references: ArticleReference[] }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const popover = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const byId = new Map(references.filter((reference) => reference.id).map((reference) => [reference.id!, reference]));
    if (byId.size === 0) return undefined;
    const citationAt = (target: EventTarget | null) => {
      const link = (target as Element | null)?.closest?.('a[href^="#"]') as HTMLAnchorElement | null;
      const reference = citedReference(link, byId);
      return link && reference ? { link, reference } : null;
    };
    const cancelClose = () => window.clearTimeout(closeTimer.current);
    const closeSoon = () => {
      cancelClose();
      closeTimer.current = window.setTimeout(() => setShown(null), timings.tooltipCloseDelayMs);
    };
    const show = (citation: Shown) => {
      cancelClose();
      if (citation.reference.id && !citation.link.hasAttribute('aria-describedby')) citation.link.setAttribute('aria-describedby', citation.reference.id);
      setShown((current) => (current?.link === citation.link ? current : citation));
    };
    const onOver = (event: Event) => {
      const citation = citationAt(event.target);
      if (citation) show(citation);
    };
    const onOut = (event: Event) => {
      if (!citationAt(event.target)) return;
      const next = (event as MouseEvent | FocusEvent).relatedTarget as Node | null;
      if (next && popover.current?.contains(next)) return;
      closeSoon();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(null);
    };
    element.addEventListener('mouseover', onOver);
    element.addEventListener('focusin', onOver);
    element.addEventListener('mouseout', onOut);
    element.addEventListener('focusout', onOut);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelClose();
      element.removeEventListener('mouseover', onOver);
      element.removeEventListener('focusin', onOver);
      element.removeEventListener('mouseout', onOut);
      element.removeEventListener('focusout', onOut);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root, references]);

  // Below the citation, or above it when the window has no room below; inside the page's width.
  useLayoutEffect(() => {
    const box = popover.current;
    const container = root.current;
    if (!shown || !box || !container) return;
    const link = shown.link.getBoundingClientRect();
    const area = container.getBoundingClientRect();
    const gap = 8;
    const below = link.bottom + gap + box.offsetHeight <= window.innerHeight || link.top - gap - box.offsetHeight < 0;
    const top = below ? link.bottom - area.top + gap : link.top - area.top - gap - box.offsetHeight;
    const left = Math.max(0, Math.min(link.left - area.left, area.width - box.offsetWidth));
    box.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
    box.dataset['placed'] = below ? 'below' : 'above';
  }, [shown, root]);

  if (!shown) return null;
  const { reference } = shown;
  return (
    <div
      ref={popover}
      className={styles.popover}
      aria-hidden="true"
      data-citation-popover=""
      onMouseEnter={() => window.clearTimeout(closeTimer.current)}
      onMouseLeave={() => {
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(() => setShown(null), timings.tooltipCloseDelayMs);
      }}
    >
      <p className={styles.label}>Reference {reference.label}</p>
      <p className={styles.text}>{reference.text}</p>
      {reference.doi && <p className={styles.doi}>doi:{reference.doi}</p>}
    </div>
  );
}
