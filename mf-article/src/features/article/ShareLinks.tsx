// Share the article: plain links to the sharing pages of e-mail, X, LinkedIn, Facebook and Bluesky,
// each carrying the article's DOI link and title (no scripts of those sites on this page); an example
// DOI (a generated article's) resolves nowhere, so the article's own address goes instead.
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { doiUrl, isExampleDoi } from '@oap/contracts/articles/articleText.ts';
import { siteOrigin } from '@oap/shared/site/runtimeConfig.ts';
import styles from './ArticleRail.module.css';

export function shareTargets(article: Pick<ArticleDetail, 'title' | 'doi' | 'path'>): { label: string; href: string }[] {
  const url = encodeURIComponent(isExampleDoi(article.doi) ? `${siteOrigin() || 'http://localhost'}${article.path}` : doiUrl(article.doi));
  const title = encodeURIComponent(article.title);
  return [
    { label: 'E-mail', href: `mailto:?subject=${title}&body=${url}` },
    { label: 'X', href: `https://x.com/intent/post?text=${title}&url=${url}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: 'Bluesky', href: `https://bsky.app/intent/compose?text=${title}%20${url}` },
  ];
}

export function ShareLinks({ article }: { article: ArticleDetail }) {
  return (
    <ul className={styles.share}>
      {shareTargets(article).map((target) => (
        <li key={target.label}>
          <a href={target.href} rel="noopener noreferrer" target={target.href.startsWith('mailto:') ? undefined : '_blank'}>
            {target.label}
            {!target.href.startsWith('mailto:') && <span className="oap-visually-hidden"> (opens in a new tab)</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
