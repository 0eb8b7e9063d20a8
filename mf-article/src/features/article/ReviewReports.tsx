// Peer review history, collapsed by default: most readers come for the article, not its reviews.
import type { ReviewReport } from '@oap/contracts/api/articles.ts';
import { articleTypeLabel } from '@oap/contracts/articles/articleText.ts';
import styles from './ReviewReports.module.css';

/** `reports` with their html prepared on the server (server/src/catalogue/articlePreparation.ts). */
export function ReviewReports({ reports }: { reports: ReviewReport[] }) {
  if (reports.length === 0) return null;
  return (
    <section className={styles.reviews} aria-labelledby="review-reports">
      <h2 id="review-reports">Review reports</h2>
      {reports.map((report, index) => (
        <details key={`${report.kind}-${index}`} className={styles.report}>
          <summary>
            <span className={styles.title}>{report.title}</span>
            {/* The kind is worth showing only where the title does not already say it. */}
            {report.title.toLowerCase() !== articleTypeLabel(report.kind).toLowerCase() && (
              <span className={styles.kind}>{articleTypeLabel(report.kind)}</span>
            )}
          </summary>
          <div className={styles.content} data-content="jats" dangerouslySetInnerHTML={{ __html: report.html }} />
        </details>
      ))}
    </section>
  );
}
