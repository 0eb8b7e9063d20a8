// An information page from the content store: its title as the page's one h1, the lead, an in-page
// table of contents on long pages, the sanitised text, then what the page adds from the API (a list
// of societies, the APC table, ...), whose headings the contents list too.
import type { ReactNode } from 'react';
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import type { CleanContentPage as ContentPageRecord } from '@oap/shared/content/contentQuery.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { RichText } from '@oap/shared/content/RichText.tsx';
import { TableOfContents } from '@oap/shared/content/TableOfContents.tsx';
import styles from './ContentPage.module.css';

export interface ContentPageProps {
  page: ContentPageRecord;
  /** Sections after the text (data from the API), each with an h2 whose id `extraHeadings` names. */
  children?: ReactNode;
  extraHeadings?: readonly ContentHeading[];
  /** Wide pages (tables) use the whole column. */
  wide?: boolean;
}

export function ContentPage({ page, children, extraHeadings = [], wide = false }: ContentPageProps) {
  const headings = [...page.headings, ...extraHeadings];
  const toc = page.toc || (extraHeadings.length > 0 && headings.filter((heading) => heading.level === 2).length >= 4);
  return (
    <article className={toc ? `${styles.page} ${styles.withToc}` : wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.description ? <p className={styles.lead}>{page.description}</p> : null}
        {page.updated ? (
          <p className={styles.updated}>
            Last revised <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
        ) : null}
      </header>
      {toc ? <TableOfContents headings={headings} className={styles.toc} /> : null}
      <div className={styles.main}>
        <RichText html={page.html} className={styles.body} />
        {children}
      </div>
    </article>
  );
}
