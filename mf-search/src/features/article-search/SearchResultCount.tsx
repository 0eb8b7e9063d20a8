// "Showing 11–20 of 134 results for "term"", announced politely when it changes.
import styles from './SearchResultCount.module.css';
import { formatCount } from '@oap/contracts/site/textFormat.ts';


export function SearchResultCount({ total, page, resultsPerPage, q }: { total: number; page: number; resultsPerPage: number; q: string }) {
  const first = (page - 1) * resultsPerPage + 1;
  const last = Math.min(total, page * resultsPerPage);
  const noun = total === 1 ? 'result' : 'results';
  return (
    <p className={styles.count} role="status">
      {total === 0 || first > total ? (
        <>
          <strong>{formatCount(total)}</strong> {noun}
        </>
      ) : (
        <>
          Showing {formatCount(first)}–{formatCount(last)} of <strong>{formatCount(total)}</strong> {noun}
        </>
      )}
      {q ? <> for &ldquo;{q}&rdquo;</> : null}
    </p>
  );
}
