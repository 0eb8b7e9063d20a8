// Authors with their affiliation numbers and ORCID links, then the numbered affiliations.
import type { Article } from '@oap/contracts/api/articles.ts';
import { orcidUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './ArticleAuthors.module.css';

export function ArticleAuthors({ article }: { article: Article }) {
  const { authorDetails, affiliations } = article;
  if (authorDetails.length === 0) {
    return article.authors.length > 0 ? <p className={styles.authors}>{article.authors.join(', ')}</p> : null;
  }
  const numbered = affiliations.length > 1;
  return (
    <div className={styles.block}>
      <h2 className="oap-visually-hidden">Authors</h2>
      <ul className={styles.authors}>
        {authorDetails.map((author, index) => (
          <li key={`${author.name}-${index}`}>
            <span className={styles.name}>{author.name}</span>
            {numbered && author.affiliations.length > 0 && (
              <sup className={styles.marks}>
                <span className="oap-visually-hidden">affiliations </span>
                {author.affiliations.map((position) => position + 1).join(',')}
              </sup>
            )}
            {author.corresponding && (
              <sup className={styles.marks}>
                <span aria-hidden="true">*</span>
                <span className="oap-visually-hidden">(corresponding author)</span>
              </sup>
            )}
            {author.orcid && (
              <a className={styles.orcid} href={orcidUrl(author.orcid)} aria-label={`ORCID iD of ${author.name}`}>
                iD
              </a>
            )}
          </li>
        ))}
      </ul>
      {affiliations.length > 0 && (
        <>
          <h2 className="oap-visually-hidden">Affiliations</h2>
          <ol className={styles.affiliations}>
            {affiliations.map((affiliation, index) => (
              <li key={index}>
                {numbered && <sup className={styles.affiliationMark}>{index + 1}</sup>}
                {affiliation}
              </li>
            ))}
          </ol>
        </>
      )}
      {authorDetails.some((author) => author.corresponding) && (
        <p className={styles.note}>
          <span aria-hidden="true">*</span> Corresponding author
          {authorDetails
            .filter((author) => author.corresponding && author.email)
            .map((author, index) => (
              <span key={author.email}>
                {index === 0 ? ': ' : '; '}
                <a href={`mailto:${author.email}`}>{author.email}</a> ({author.name})
              </span>
            ))}
        </p>
      )}
    </div>
  );
}
