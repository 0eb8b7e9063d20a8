// The frame of an article's suffix pages: where the article is, the page's heading, the article it
// belongs to (title, authors, citation) with a link back, then the page's own content.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { authorLine } from '@oap/contracts/articles/articleText.ts';
import { DoiLink } from '@oap/shared/articles/DoiLink.tsx';
import { Breadcrumbs } from '@oap/shared/ui/breadcrumbs/Breadcrumbs.tsx';
import styles from './Subpages.module.css';

export function SubpageFrame({ article, heading, children }: { article: ArticleDetail; heading: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <Breadcrumbs
        items={[
          { label: article.journal.name, to: `/journal/${article.journal.nameSystem}` },
          { label: `Volume ${article.volume}, Issue ${article.issue}`, to: `/${article.journal.issn}/${article.volume}/${article.issue}` },
          { label: `Article ${article.identifier}`, to: article.path },
          { label: heading },
        ]}
      />
      <h1 className={styles.title}>{heading}</h1>
      <div className={styles.article}>
        <p className={styles.articleTitle}>
          <Link to={article.path}>{article.title}</Link>
        </p>
        <p>{authorLine(article.authors)}</p>
        <p>
          <cite>{article.journal.name}</cite> {article.publishedAt.slice(0, 4)}, {article.volume}({article.issue}), {article.identifier};{' '}
          <DoiLink doi={article.doi} />
        </p>
      </div>
      {children}
    </div>
  );
}
