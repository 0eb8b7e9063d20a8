// Page links of the results: previous, a window of page numbers with the first and last, next.
import { Link } from 'react-router';
import styles from './SearchPagination.module.css';

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

interface Props {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

export function SearchPagination({ page, totalPages, hrefFor }: Props) {
  return (
    <nav aria-label="Search results pages" className={styles.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(Math.min(page - 1, totalPages))} rel="prev" className={styles.step}>
              <span aria-hidden="true">‹</span>
              <span className={styles.stepLabel}>Previous</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${styles.step} ${styles.disabled}`}>
              <span aria-hidden="true">‹</span>
              <span className={styles.stepLabel}>Previous</span>
            </span>
          )}
        </li>
        {pageSlots(page, totalPages).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                className={slot === page ? `${styles.number} ${styles.current}` : styles.number}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} rel="next" className={styles.step}>
              <span className={styles.stepLabel}>Next</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${styles.step} ${styles.disabled}`}>
              <span className={styles.stepLabel}>Next</span>
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
