// The filters a search applies, as chips above its results: each removes itself (a link to the
// search without it), and "Clear all" removes them all. Links, so they work without scripts.
import { useId } from 'react';
import { Link } from 'react-router';
import styles from './FilterChips.module.css';

export interface FilterChip {
  /** Unique within the list (e.g. "journals:cells"). */
  key: string;
  /** What the chip says: "Journal: Cells", "From 2020". */
  label: string;
  /** The address without this filter. */
  href: string;
}

export interface FilterChipsProps {
  chips: FilterChip[];
  /** The address without any of them; "Clear all" shows when there are two or more. */
  clearAllHref?: string;
  /** The list's accessible name; default "Applied filters". */
  label?: string;
}

export function FilterChips({ chips, clearAllHref, label = 'Applied filters' }: FilterChipsProps) {
  const headingId = useId();
  if (!chips.length) return null;
  return (
    <div className={styles.chips}>
      <h2 id={headingId} className="oap-visually-hidden">
        {label}
      </h2>
      <ul aria-labelledby={headingId} className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key} className={styles.chip}>
            <span className={styles.text}>{chip.label}</span>
            <Link to={chip.href} preventScrollReset className={styles.remove} aria-label={`Remove ${chip.label}`}>
              <span aria-hidden="true">×</span>
            </Link>
          </li>
        ))}
      </ul>
      {clearAllHref && chips.length > 1 ? (
        <Link to={clearAllHref} preventScrollReset className={styles.clearAll}>
          Clear all
        </Link>
      ) : null}
    </div>
  );
}
