// The "toc-alert" target: /journal/:slug/toc-alert redirects to this block's anchor.
import { Link } from 'react-router';
import styles from './JournalAside.module.css';

export function JournalAlerts({ journalName }: { journalName: string }) {
  return (
    <section id="journal-alerts" className={`${styles.box} ${styles.alerts}`} aria-labelledby="journal-alerts-heading">
      <h2 id="journal-alerts-heading" className={styles.heading}>
        Get alerts for new papers
      </h2>
      <p className={styles.text}>Receive an email with the table of contents whenever {journalName} publishes new articles.</p>
      <Link className={styles.action} to="/subscribe">
        Subscribe to alerts
      </Link>
    </section>
  );
}
