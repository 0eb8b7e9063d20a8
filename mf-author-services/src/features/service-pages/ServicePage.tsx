// An author service page: its text from the content store, with how to order it and the other
// services beside it; `children` come after the text (the price estimator on /authors/english).
import type { ReactNode } from 'react';
import type { CleanContentPage as ContentPage } from '@oap/shared/content/contentQuery.ts';
import { RichText } from '@oap/shared/content/RichText.tsx';
import { ServiceAside } from './ServiceAside.tsx';
import type { ServicePageName } from './servicePages.ts';
import styles from './ServicePage.module.css';

export function ServicePage({ name, page, children }: { name: ServicePageName; page: ContentPage; children?: ReactNode }) {
  return (
    <div className={styles.layout}>
      <article className={styles.page}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.description ? <p className={styles.lead}>{page.description}</p> : null}
        <RichText html={page.html} className={styles.body} />
        {children}
      </article>
      <ServiceAside current={name} />
    </div>
  );
}
