// What the page area shows while the first page's code and data arrive.
import styles from './PageLoading.module.css';

export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="oap-visually-hidden">Loading page</span>
      <span className={styles.bar} aria-hidden="true" />
    </div>
  );
}
