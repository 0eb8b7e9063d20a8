// A text page's body: its HTML, sanitised as it arrived, and anything the page shows after it.
import type { ReactNode } from 'react';
import type { JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import { ProseHtml } from '../journal-frame/ProseHtml.tsx';

export function TextPageContent({ page, children }: { page: JournalPageContent; children?: ReactNode }) {
  return (
    <>
      <ProseHtml html={page.html} />
      {children}
    </>
  );
}
