// Pages of a list as links (?page=n), so paging works without scripts and each page has its own address.
import { Link } from 'react-router';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  /** What the pages are of, for the navigation's name ("Pages of the editorial board"). */
  label: string;
}

/** Page numbers to show: the first, the last, and two either side of the current one. */
function visiblePages(page: number, pages: number): (number | 'gap')[] {
  const shown: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

export function Pager({ page, pages, hrefFor, label }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <ul>
        <li>{page > 1 ? <Link to={hrefFor(page - 1)} rel="prev">Previous</Link> : <span aria-disabled="true">Previous</span>}</li>
        {visiblePages(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={styles.current}>
                  <span className="oap-visually-hidden">Page </span>
                  {item}
                </span>
              ) : (
                <Link to={hrefFor(item)} aria-label={`Page ${item}`}>
                  {item}
                </Link>
              )}
            </li>
          ),
        )}
        <li>{page < pages ? <Link to={hrefFor(page + 1)} rel="next">Next</Link> : <span aria-disabled="true">Next</span>}</li>
      </ul>
    </nav>
  );
}
