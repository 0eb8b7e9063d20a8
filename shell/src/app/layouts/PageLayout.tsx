// The layouts of spec 2.8. Each route names one; the layout decides the page's grid.
import type { ReactNode } from 'react';
import type { LayoutName } from '@oap/contracts/federation/contract.ts';
import styles from './PageLayout.module.css';

const layoutClass: Record<LayoutName, string | undefined> = {
  'article-subpage': styles.narrow,
  article: styles.article,
  auth: styles.narrow,
  'author-services-step': styles.narrow,
  'author-services': styles.reading,
  awards: styles.wide,
  default: styles.wide,
  form: styles.narrow,
  'journal-with-toc': styles.wide,
  journal: styles.wide,
  'static-content': styles.reading,
  'static-landing': styles.wide,
  topics: styles.wide,
  'with-aside': styles.wide,
  'with-right-aside': styles.wide,
};

export function PageLayout({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  return (
    <div className={layoutClass[layout]} data-layout={layout}>
      {children}
    </div>
  );
}
