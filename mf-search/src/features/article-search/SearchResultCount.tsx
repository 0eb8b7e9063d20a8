// "Showing 11–20 of 134 results for "term"", announced politely when it changes.
import styles from './SearchResultCount.module.css';

const number = new Intl.NumberFormat('en-GB');

export function SearchResultCount({ total, page, resultsPerPage, q }: { total: number; page: number; resultsPerPage: number; q: string }) {
  const first = (page - 1) * resultsPerPage + 1;
  const last = Math.min(total, page * resultsPerPage);
  const noun = total === 1 ? 'result' : 'results';
  return (
    <p className={styles.count} role="status">
      {total === 0 || first > total ? (
        <>
          <strong>{number.format(total)}</strong> {noun}
        </>
      ) : (
        <>
          Showing {number.format(first)}–{number.format(last)} of <strong>{number.format(total)}</strong> {noun}
        </>
      )}
      {q ? <> for &ldquo;{q}&rdquo;</> : null}
    </p>
  );
}
