// The article's tools, kept in reach while reading. From 1024 px a rail beside the text that stays in
// view down the whole article: PDF, Cite and Share, then the contents with the section being read
// marked. On phones the same tools are a bar under the title that sticks below the site's header,
// with Contents opening a panel (ContentsPanel.tsx). Cite and Share are <details> disclosures, so they
// open without scripts too; scripts add Escape, closing on a click elsewhere, and one open at a time.
import { useRef, type ReactNode } from 'react';
import type { ArticleContentsEntry, ArticleDetail } from '@oap/contracts/api/articles.ts';
import { ArticleContents } from './ArticleContents.tsx';
import { CiteBox } from './CiteBox.tsx';
import { ContentsPanel } from './ContentsPanel.tsx';
import { ShareLinks } from './ShareLinks.tsx';
import { useRailDisclosures } from './useRailDisclosures.ts';
import styles from './ArticleRail.module.css';

export function ArticleRail({ article, contents }: { article: ArticleDetail; contents: ArticleContentsEntry[] }) {
  const rail = useRef<HTMLElement>(null);
  useRailDisclosures(rail);
  return (
    <aside ref={rail} className={styles.rail} aria-label="Article tools">
      <div className={styles.bar}>
        <a className={`${styles.action} ${styles.primary}`} href={`${article.path}/pdf-vor`} type="application/pdf">
          PDF
        </a>
        <RailDisclosure id="cite" label="Cite" panelLabel="Cite this article">
          <CiteBox article={article} />
        </RailDisclosure>
        <RailDisclosure id="share" label="Share" panelLabel="Share this article">
          <ShareLinks article={article} />
        </RailDisclosure>
        {contents.length > 0 && <ContentsPanel entries={contents} className={`${styles.action} ${styles.contentsAction}`} />}
      </div>
      {contents.length > 0 && (
        <div className={styles.contents}>
          <ArticleContents entries={contents} headingId="rail-contents" />
        </div>
      )}
    </aside>
  );
}

/** A tool that opens a panel under the bar (Cite, Share). */
function RailDisclosure({ id, label, panelLabel, children }: { id: string; label: string; panelLabel: string; children: ReactNode }) {
  return (
    <details className={styles.disclosure} id={id}>
      <summary className={styles.action}>{label}</summary>
      <div className={styles.panel} role="group" aria-label={panelLabel}>
        {children}
      </div>
    </details>
  );
}
