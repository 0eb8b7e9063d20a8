// The article page (/:issn/:volume/:issue/:identifier): the article as a reader cites and reads it.
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import type { Article } from '@oap/contracts/api/articles.ts';
import { sanitizeHtml } from '@oap/shared/content/sanitizeHtml.ts';
import { articleTypeLabel, doiUrl } from '@oap/contracts/articles/articleText.ts';
import { ArticleAuthors } from './ArticleAuthors.tsx';
import { ArticleContents } from './ArticleContents.tsx';
import { ArticleFacts } from './ArticleFacts.tsx';
import { ArticleKeywords } from './ArticleKeywords.tsx';
import { ArticleReferences } from './ArticleReferences.tsx';
import { ArticleTrail } from './ArticleTrail.tsx';
import { prepareArticleBody, type ContentsEntry } from './prepareArticleBody.ts';
import { ReviewReports } from './ReviewReports.tsx';
import { SourceAttribution } from './SourceAttribution.tsx';
import styles from './ArticlePage.module.css';

export function ArticlePage() {
  const article = useLoaderData() as Article;
  const abstractHtml = useMemo(() => sanitizeHtml(article.abstractHtml), [article.abstractHtml]);
  const hasReferences = article.references.length > 0;
  const body = useMemo(
    () =>
      prepareArticleBody(article.bodyHtml, {
        ...(article.source ? { originalUrl: doiUrl(article.source.doi) } : {}),
        ...(hasReferences ? { referencesId: 'references' } : {}),
      }),
    [article.bodyHtml, article.source, hasReferences],
  );
  const contents: ContentsEntry[] = [...body.contents];
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

      {abstractHtml && (
        <section className={styles.abstract} aria-labelledby="abstract">
          <h2 id="abstract">Abstract</h2>
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: abstractHtml }} />
        </section>
      )}
      <ArticleKeywords keywords={article.keywords} />
      <ArticleContents entries={contents} />
      {body.html && <div className={`${styles.prose} ${styles.body}`} dangerouslySetInnerHTML={{ __html: body.html }} />}
      <ArticleReferences references={article.references} />
      <ReviewReports reports={article.reviewReports} />
    </article>
  );
}
