// The article's tools, kept in reach while reading. From 1024 px a rail beside the text that stays in
// view down the whole article: PDF, Cite and Share, then the contents with the section being read
// marked. On phones the same tools are a bar under the title that sticks below the site's header,
// with Contents opening a panel (ContentsPanel.tsx). Cite and Share are <details> disclosures, so they
// open without scripts too; scripts add Escape, closing on a click elsewhere, and one open at a time.
import { useRef } from 'react';
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
        <details className={styles.disclosure} id="cite">
          <summary className={styles.action}>Cite</summary>
          <div className={styles.panel} role="group" aria-label="Cite this article">
            <CiteBox article={article} />
          </div>
        </details>
        <details className={styles.disclosure} id="share">
          <summary className={styles.action}>Share</summary>
          <div className={styles.panel} role="group" aria-label="Share this article">
            <ShareLinks article={article} />
          </div>
        </details>
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
