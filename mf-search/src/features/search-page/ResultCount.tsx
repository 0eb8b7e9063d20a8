// "Showing 11–20 of 134 results for “term”" (or "of more than 10,000"), in a polite live region so a
// screen reader hears the new count when results change.
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import styles from './ResultCount.module.css';

export interface ResultCountProps {
  total: number;
  /** The total is a floor (more match than were counted). */
  lowerBound?: boolean;
  page: number;
  resultsPerPage: number;
  q: string;
  /** The noun in the plural ("results", "journals"). */
  noun?: [one: string, many: string];
}

/** A pasted title can be long: the count repeats at most this much of it. */
const TERM_SHOWN = 80;

export function ResultCount({ total, lowerBound = false, page, resultsPerPage, q, noun = ['result', 'results'] }: ResultCountProps) {
  const term = q.length > TERM_SHOWN ? `${q.slice(0, q.lastIndexOf(' ', TERM_SHOWN) > 40 ? q.lastIndexOf(' ', TERM_SHOWN) : TERM_SHOWN)} …` : q;
  const first = (page - 1) * resultsPerPage + 1;
  const last = Math.min(total, page * resultsPerPage);
  const word = total === 1 && !lowerBound ? noun[0] : noun[1];
  const amount = lowerBound ? `more than ${formatCount(total)}` : formatCount(total);
  return (
    <p className={styles.count} role="status">
      {total === 0 || first > total ? (
        <>
          <strong>{amount}</strong> {word}
        </>
      ) : (
        <>
          Showing {formatCount(first)}–{formatCount(last)} of <strong>{amount}</strong> {word}
        </>
      )}
      {term ? <> for &ldquo;{term}&rdquo;</> : null}
    </p>
  );
}
