// The article page (/:issn/:volume/:issue/:identifier): the article as a reader reads and cites it.
// One column on phones; from 1024 px a side column: the tools beside the article's header, then its
// contents, which follow the reading position and stay in view.
import { useRef } from 'react';
import { useLoaderData } from 'react-router';
import { useNavigationCodeOnFirstInteraction } from '@oap/shared/routing/useNavigationCode.ts';
import type { ArticleContentsEntry } from '@oap/contracts/api/articles.ts';
import { articleTypeLabel } from '@oap/contracts/articles/articleText.ts';
import { ArticleAuthors } from './ArticleAuthors.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { ArticleContents } from './ArticleContents.tsx';
import { ArticleFacts } from './ArticleFacts.tsx';
import { ArticleFiles } from './ArticleFiles.tsx';
import { ArticleNoticeBanner } from './ArticleNoticeBanner.tsx';
import { ArticleVersions } from './ArticleVersions.tsx';
import { NoticeSubject } from './NoticeSubject.tsx';
import { ArticleKeywords } from './ArticleKeywords.tsx';
import { ArticleReferences } from './ArticleReferences.tsx';
import { ArticleSidebar } from './ArticleSidebar.tsx';
import { ArticleTrail } from './ArticleTrail.tsx';
import { articleNavigation } from './articleNavigation.ts';
import type { loader } from './articleRoute.tsx';
import { useReadingOptions } from './readingOptions.ts';
import { RelatedArticles } from './RelatedArticles.tsx';
import { ReviewReports } from './ReviewReports.tsx';
import { SourceAttribution } from './SourceAttribution.tsx';
import { useArticleBehaviour } from './useArticleBehaviour.ts';
import styles from './ArticlePage.module.css';

export function ArticlePage() {
  // Prepared on the server when the article was imported: nothing to parse while rendering.
  const article = useLoaderData<typeof loader>();
  useNavigationCodeOnFirstInteraction(articleNavigation);
  const root = useRef<HTMLDivElement>(null);
  useArticleBehaviour(root);
  const [reading, setReading, readingReady] = useReadingOptions();
  const contents: ArticleContentsEntry[] = [...article.contents];
  if (article.references.length > 0) contents.push({ id: 'references', label: 'References' });
  if (article.reviewReports.length > 0) contents.push({ id: 'review-reports', label: 'Review reports' });

  return (
    <div className={styles.layout} ref={root} data-text-size={reading.textSize} data-line-spacing={reading.lineSpacing}>
      <article className={styles.article}>
        <header className={styles.header}>
          {article.notice && <ArticleNoticeBanner notice={article.notice} />}
          <ArticleTrail article={article} />
          <p className={styles.type}>
            <span>{articleTypeLabel(article.articleType)}</span>
            <span className={styles.openAccess}>Open Access</span>
          </p>
          <h1 className={styles.title}>{article.title}</h1>
          {article.noticeOf && <NoticeSubject subject={article.noticeOf} />}
          <ArticleAuthors article={article} />
          <ArticleFacts article={article} />
          {article.versions && <ArticleVersions versions={article.versions} />}
          {article.source && <SourceAttribution source={article.source} licenseName={article.license.name} />}
        </header>

        {article.abstractHtml && (
          <section className={styles.abstract} aria-labelledby="abstract">
            <h2 id="abstract">Abstract</h2>
            <div className={styles.prose} data-content="jats" dangerouslySetInnerHTML={{ __html: article.abstractHtml }} />
          </section>
        )}
        <ArticleKeywords keywords={article.keywords} />
        <div className={styles.contents}>
          <ArticleContents entries={contents} />
        </div>
        <ArticleBody article={article} className={`${styles.prose} ${styles.body}`} />
        {article.files && <ArticleFiles files={article.files} />}
        <ArticleReferences references={article.references} />
        <ReviewReports reports={article.reviewReports} />
        <RelatedArticles articles={article.related} />
      </article>
      <div className={styles.tools}>
        <ArticleSidebar article={article} reading={{ options: reading, onChange: setReading, ready: readingReady }} />
      </div>
    </div>
  );
}
