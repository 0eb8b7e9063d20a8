// The reference list: each reference is the target of its in-text citations (its id from the JATS),
// with its DOI and PubMed links.
import type { ArticleReference } from '@oap/contracts/api/articles.ts';
import { doiUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './ArticleReferences.module.css';

export const pubmedUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(pmid)}/`;

export function ArticleReferences({ references }: { references: ArticleReference[] }) {
  if (references.length === 0) return null;
  return (
    <section className={styles.references} aria-labelledby="references-heading" id="references">
      <h2 id="references-heading">References</h2>
      <ol>
        {references.map((reference, index) => (
          <li key={`${reference.label}-${index}`} id={reference.id ?? undefined}>
            <span className={styles.label}>{reference.label}.</span>
            <span className={styles.text}>
              {reference.text}
              {(reference.doi || reference.pmid) && (
                <span className={styles.links}>
                  {reference.doi && <a href={doiUrl(reference.doi)}>{doiUrl(reference.doi)}</a>}
                  {reference.pmid && (
                    <a href={pubmedUrl(reference.pmid)}>
                      PubMed<span className="oap-visually-hidden"> record of reference {reference.label}</span>
                    </a>
                  )}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
