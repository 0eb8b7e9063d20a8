import type { ArticleReference } from '@oap/contracts/api/articles.ts';
import { doiUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './ArticleReferences.module.css';

export function ArticleReferences({ references }: { references: ArticleReference[] }) {
  if (references.length === 0) return null;
  return (
    <section className={styles.references} aria-labelledby="references">
      <h2 id="references">References</h2>
      <ol>
        {references.map((reference, index) => (
          <li key={`${reference.label}-${index}`}>
            <span className={styles.label}>{reference.label}.</span>
            <span className={styles.text}>
              {reference.text}
              {reference.doi && (
                <>
                  {' '}
                  <a href={doiUrl(reference.doi)}>{doiUrl(reference.doi)}</a>
                </>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
