// Page links of a result list: previous, the first and last pages with a window around the current
// one, next. Every page is a real link (works without scripts); with scripts react-router navigates.
import { Link } from 'react-router';
import { classNames } from '@oap/shared/ui/classNames.ts';
import styles from './Pager.module.css';

type PageSlot = number | 'gap';

/** Pages around the current one, plus the first and last, with gaps where pages are skipped. */
export function pageSlots(page: number, totalPages: number): PageSlot[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) slots.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) slots.push('gap');
    slots.push(n);
  });
  return slots;
}

export interface PagerProps {
  page: number;
  totalPages: number;
  /** The address of a page (the list's other state kept). */
  hrefFor: (page: number) => string;
  /** The navigation's accessible name; default "Pages". */
  label?: string;
}

function Step({ direction, href }: { direction: 'previous' | 'next'; href: string | null }) {
  const content =
    direction === 'previous' ? (
      <>
        <span aria-hidden="true">‹</span>
        <span className={styles.stepLabel}>Previous</span>
      </>
    ) : (
      <>
        <span className={styles.stepLabel}>Next</span>
        <span aria-hidden="true">›</span>
      </>
    );
  if (!href) {
    return (
      <span aria-disabled="true" className={classNames(styles.step, styles.disabled)}>
        {content}
      </span>
    );
  }
  return (
    <Link to={href} rel={direction === 'previous' ? 'prev' : 'next'} className={styles.step} aria-label={direction === 'previous' ? 'Previous page' : 'Next page'}>
      {content}
    </Link>
  );
}

/** Nothing when there is one page. A page past the last (an old link) offers the last page as "previous". */
export function Pager({ page, totalPages, hrefFor, label = 'Pages' }: PagerProps) {
  if (totalPages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <ul>
        <li>
          <Step direction="previous" href={page > 1 ? hrefFor(Math.min(page - 1, totalPages)) : null} />
        </li>
        {pageSlots(Math.min(page, totalPages), totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                className={classNames(styles.number, slot === page && styles.current)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
              >
                {slot.toLocaleString('en')}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step direction="next" href={page < totalPages ? hrefFor(page + 1) : null} />
        </li>
      </ul>
    </nav>
  );
}
