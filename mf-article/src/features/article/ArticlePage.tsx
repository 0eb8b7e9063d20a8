// The article page (/:issn/:volume/:issue/:identifier): the article as a reader reads and cites it.
// Phones: one column, with the tools (PDF, Cite, Share, Contents) in a bar under the title that stays
// in reach. From 1024 px: the article's column and the tools rail beside it, in view the whole way
// down (ArticleRail.tsx). Citations show their reference on hover or focus (CitationPopover.tsx);
// figures open in a viewer (useFigureZoom.ts).
import { Suspense, useRef } from 'react';
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
import { ArticleRail } from './ArticleRail.tsx';
import { ArticleReferences } from './ArticleReferences.tsx';
import { ArticleSidebar } from './ArticleSidebar.tsx';
import { ArticleTrail } from './ArticleTrail.tsx';
import { articleNavigation } from './articleNavigation.ts';
import type { loader } from './articleRoute.tsx';
import { CitationPopover } from './CitationPopover.tsx';
import { PAGE_CONTENTS_ID } from './ContentsPanel.tsx';
import { useReadingOptions } from './readingOptions.ts';
import { RelatedArticles } from './RelatedArticles.tsx';
import { ReviewReports } from './ReviewReports.tsx';
import { SourceAttribution } from './SourceAttribution.tsx';
import { useArticleBehaviour } from './useArticleBehaviour.ts';
import { LazyFigureViewer, useFigureZoom } from './useFigureZoom.ts';
import { useStickyTop } from './useStickyTop.ts';
import prose from './ArticleProse.module.css';
import styles from './ArticlePage.module.css';

export function ArticlePage() {
  // Prepared on the server when the article was imported: nothing to parse while rendering.
  const article = useLoaderData<typeof loader>();
  useNavigationCodeOnFirstInteraction(articleNavigation);
  const root = useRef<HTMLDivElement>(null);
  useArticleBehaviour(root);
  useStickyTop(root);
  const zoom = useFigureZoom(root);
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
        </header>
        <ArticleRail article={article} contents={contents} />
        <div className={styles.about}>
          <ArticleAuthors article={article} />
          <ArticleFacts article={article} />
          <ArticleVersions versions={article.versions ?? []} declaredVersion={article.declaredVersion ?? null} history={article.publicationHistory ?? []} />
          {article.source && <SourceAttribution source={article.source} licenseName={article.license.name} />}
        </div>
        <div className={styles.main}>
          {article.abstractHtml && (
            <section className={styles.abstract} aria-labelledby="abstract">
              <h2 id="abstract">Abstract</h2>
              <div className={prose.prose} data-content="jats" dangerouslySetInnerHTML={{ __html: article.abstractHtml }} />
            </section>
          )}
          <ArticleKeywords keywords={article.keywords} />
          {contents.length > 0 && (
            <div className={styles.contents} id={PAGE_CONTENTS_ID}>
              <ArticleContents entries={contents} headingId="page-contents" />
            </div>
          )}
          <ArticleBody article={article} className={`${prose.prose} ${prose.body}`} />
          {article.files && <ArticleFiles files={article.files} />}
          <ArticleReferences references={article.references} />
          <ReviewReports reports={article.reviewReports} />
          <RelatedArticles articles={article.related} />
          <div className={styles.tools}>
            <ArticleSidebar article={article} reading={{ options: reading, onChange: setReading, ready: readingReady }} />
          </div>
        </div>
      </article>
      <CitationPopover root={root} references={article.references} />
      {zoom.viewing && (
        <Suspense fallback={null}>
          <LazyFigureViewer figures={zoom.viewing.figures} index={zoom.viewing.index} onShow={zoom.show} onClose={zoom.close} />
        </Suspense>
      )}
    </div>
  );
}
