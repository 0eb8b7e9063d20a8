// "Cite": the article in four reference styles and as RIS, BibTeX and EndNote files, all made on the
// server by citation-js (server/src/catalogue/articles/citationFormats.ts): no citation code in the browser.
import type { ArticleCitationStyles, ArticleDetail } from '@oap/contracts/api/articles.ts';
import { citationFileFormats } from '@oap/contracts/api/articles.ts';
import { CopyButton } from './CopyButton.tsx';
import styles from './CiteBox.module.css';

const styleNames: Record<keyof ArticleCitationStyles, string> = { apa: 'APA', chicago: 'Chicago', harvard: 'Harvard', vancouver: 'Vancouver' };

export function CiteBox({ article }: { article: ArticleDetail }) {
  const api = `/api/articles${article.path}/citation`;
  return (
    <div className={styles.cite}>
      <dl className={styles.styles}>
        {(Object.keys(styleNames) as (keyof ArticleCitationStyles)[]).map((style) => (
          <div key={style} className={styles.style}>
            <dt>{styleNames[style]}</dt>
            <dd>
              <p id={`cite-${style}`}>{article.citationStyles[style]}</p>
              <CopyButton text={article.citationStyles[style]} label={`Copy the ${styleNames[style]} citation`} />
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.downloads}>
        <span>Download:</span>
        {citationFileFormats.map((format) => (
          <a key={format.id} href={`${api}/${format.id}`} download>
            {format.label}
          </a>
        ))}
      </p>
    </div>
  );
}
