// The page of a mailed link that did not work (expired, incomplete, not this address's): the reason,
// and where to go instead.
import type { ReactNode } from 'react';
import styles from './FormPages.module.css';

export function LinkProblem({ problem, children }: { problem: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>This link did not work</h1>
      <section className={styles.problem} role="alert">
        <p>{problem}</p>
        {children}
      </section>
    </div>
  );
}
