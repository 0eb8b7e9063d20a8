// An information page from the content store: its title as the page's h1, then its sanitised HTML.
import type { ContentPage as ContentPageRecord } from '@oap/contracts/api/content.ts';
import { RichText } from '@oap/shared/content/RichText.tsx';
import { pageBodyHtml } from './pageBodyHtml.ts';
import styles from './ContentPage.module.css';

export function ContentPage({ page }: { page: ContentPageRecord }) {
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{page.title}</h1>
      {page.description ? <p className={styles.lead}>{page.description}</p> : null}
      <RichText html={pageBodyHtml(page.html)} className={styles.body} />
    </article>
  );
}
