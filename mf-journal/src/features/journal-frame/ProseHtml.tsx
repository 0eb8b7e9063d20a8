// Text pages' HTML, already sanitised by its query (journalQueries.ts journalTextQuery), shown as body copy.
import styles from './ProseHtml.module.css';

export function ProseHtml({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
