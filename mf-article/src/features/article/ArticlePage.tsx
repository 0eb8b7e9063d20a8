// The article page (/:issn/:volume/:issue/:identifier): the article as a reader cites and reads it.
import { useLoaderData } from 'react-router';
import { articleTypeLabel } from '@oap/contracts/articles/articleText.ts';
import { ArticleAuthors } from './ArticleAuthors.tsx';
import { ArticleContents } from './ArticleContents.tsx';
import { ArticleFacts } from './ArticleFacts.tsx';
import { ArticleKeywords } from './ArticleKeywords.tsx';
import { ArticleReferences } from './ArticleReferences.tsx';
import { ArticleTrail } from './ArticleTrail.tsx';
import type { ContentsEntry } from './prepareArticleBody.ts';
import type { loader } from './articleRoute.tsx';
import { ReviewReports } from './ReviewReports.tsx';
import { SourceAttribution } from './SourceAttribution.tsx';
import styles from './ArticlePage.module.css';

export function ArticlePage() {
  // Sanitised and prepared by the article query (readableArticle): nothing to parse while rendering.
  const article = useLoaderData<typeof loader>();
  const hasReferences = article.references.length > 0;
  const contents: ContentsEntry[] = [...article.contents];
  if (hasReferences) contents.push({ id: 'references', label: 'References' });
  if (article.reviewReports.length > 0) contents.push({ id: 'review-reports', label: 'Review reports' });

  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <ArticleTrail article={article} />
        <p className={styles.type}>
          <span>{articleTypeLabel(article.articleType)}</span>
          <span className={styles.openAccess}>Open Access</span>
        </p>
        <h1 className={styles.title}>{article.title}</h1>
        <ArticleAuthors article={article} />
        <ArticleFacts article={article} />
        {article.source && <SourceAttribution source={article.source} licenseName={article.license.name} />}
      </header>

      {article.abstractHtml && (
        <section className={styles.abstract} aria-labelledby="abstract">
          <h2 id="abstract">Abstract</h2>
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: article.abstractHtml }} />
        </section>
      )}
      <ArticleKeywords keywords={article.keywords} />
      <ArticleContents entries={contents} />
      {article.bodyHtml && <div className={`${styles.prose} ${styles.body}`} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />}
      <ArticleReferences references={article.references} />
      <ReviewReports reports={article.reviewReports} />
    </article>
  );
}
