// Route module of 'issn-volume-issue-identifier-review_report': the open peer review of the article
// (decision letter, reviewers' reports, the authors' response), or a clear note that it is not published.
import { useLoaderData } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { articleTypeLabel } from '@oap/contracts/articles/articleText.ts';
import { SubpageFrame } from './SubpageFrame.tsx';
import { articleSubpageLoader } from './subpageLoader.ts';
import styles from './Subpages.module.css';

export const loader = articleSubpageLoader;

export function head(article: ArticleDetail): RouteHead {
  return {
    title: `Review reports: ${article.title}`,
    description: article.reviewReports.length
      ? `The open peer review of “${article.title}”: ${article.reviewReports.map((report) => report.title).join(', ')}.`
      : `The peer review reports of “${article.title}” are not published.`,
    canonical: `${article.path}/review_report`,
    ...(article.reviewReports.length ? {} : { robots: 'noindex, follow' }),
  };
}

export function Component() {
  const article = useLoaderData<typeof loader>();
  return (
    <SubpageFrame article={article} heading="Review reports">
      {article.reviewReports.length === 0 ? (
        <p className={styles.notice}>
          The review reports of this article are not published. It was peer reviewed before publication; its reviewers and authors did not agree to make
          the reports public.
        </p>
      ) : (
        article.reviewReports.map((report, index) => (
          <section key={`${report.kind}-${index}`} className={styles.report} aria-labelledby={`report-${index + 1}`}>
            <h2 id={`report-${index + 1}`}>{report.title}</h2>
            {report.title.toLowerCase() !== articleTypeLabel(report.kind).toLowerCase() && <p>{articleTypeLabel(report.kind)}</p>}
            {/* Prepared on the server (store/articlePreparation.ts), as the article's text. */}
            <div dangerouslySetInnerHTML={{ __html: report.html }} />
          </section>
        ))
      )}
    </SubpageFrame>
  );
}
