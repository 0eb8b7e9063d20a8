// A text page's body: its HTML, sanitised as it arrived, and anything the page shows after it. A page
// of three sections or more opens with "On this page" (links to its headings' ids, which the server
// gives them), above the text, or beside it where the column has room for both.
import type { ReactNode } from 'react';
import type { ContentHeading } from '@oap/contracts/api/content.ts';
import type { JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import { TableOfContents } from '@oap/shared/content/TableOfContents.tsx';
import { ProseHtml } from '../journal-frame/ProseHtml.tsx';
import styles from './TextPageContent.module.css';

/** Sections (h2) a page has at least for its contents list: fewer are seen at a glance. */
export const CONTENTS_AT_LEAST = 3;

export interface TextPageContentProps {
  page: JournalPageContent;
  /** Sections the page adds after the text (`children`), each an h2 with the id named here. */
  extraHeadings?: readonly ContentHeading[];
  children?: ReactNode;
}

export function TextPageContent({ page, extraHeadings = [], children }: TextPageContentProps) {
  const headings = [...page.headings, ...extraHeadings];
  if (headings.filter((heading) => heading.level === 2).length < CONTENTS_AT_LEAST) {
    return (
      <>
        <ProseHtml html={page.html} />
        {children}
      </>
    );
  }
  return (
    <div className={styles.frame}>
      <div className={styles.withContents}>
        <TableOfContents headings={headings} className={styles.contents} />
        <div className={styles.text}>
          <ProseHtml html={page.html} />
          {children}
        </div>
      </div>
    </div>
  );
}
