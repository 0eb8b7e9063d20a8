// Contents of a volume (/:issn/:volume, grouped by issue) or of one issue (/:issn/:volume/:issue).
import { Link, useLoaderData } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { loader } from './issueListingRoute.tsx';
import { ArticleListItem } from '@oap/shared/articles/ArticleListItem.tsx';
import { listingTitle } from './listingTitle.ts';
import { Breadcrumbs } from '@oap/shared/ui/breadcrumbs/Breadcrumbs.tsx';
import styles from './IssueListingPage.module.css';

function groupByIssue(articles: ArticleSummary[]): Array<[issue: string, articles: ArticleSummary[]]> {
  const groups = new Map<string, ArticleSummary[]>();
  for (const article of articles) groups.set(article.issue, [...(groups.get(article.issue) ?? []), article]);
  return [...groups];
}

export function IssueListingPage() {
  const listing = useLoaderData<typeof loader>();
  const { journal, volume, issue, articles } = listing;
  const count = `${articles.length} ${articles.length === 1 ? 'article' : 'articles'}`;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        structuredData
        className={styles.trail}
        items={[
          { label: journal.name, to: `/journal/${journal.nameSystem}` },
          ...(issue === null
            ? [{ label: `Volume ${volume}` }]
            : [{ label: `Volume ${volume}`, to: `/${journal.issn}/${volume}` }, { label: `Issue ${issue}` }]),
        ]}
      />
      <h1 className={styles.title}>{listingTitle(listing)}</h1>
      <p className={styles.count}>
        ISSN {journal.issn} · {count}
      </p>
      {articles.length === 0 ? (
        <p>No articles have been published in this {issue === null ? 'volume' : 'issue'} yet.</p>
      ) : issue !== null ? (
        <ol className={styles.list} aria-label={`Articles in Volume ${volume}, Issue ${issue}`}>
          {articles.map((article) => (
            <ArticleListItem key={article.id} article={article} headingLevel={2} />
          ))}
        </ol>
      ) : (
        groupByIssue(articles).map(([group, items]) => (
          <section key={group} className={styles.group} aria-labelledby={`issue-${group}`}>
            <h2 id={`issue-${group}`} className={styles.groupHeading}>
              <Link to={`/${journal.issn}/${volume}/${group}`}>Issue {group}</Link>
            </h2>
            <ol className={styles.list}>
              {items.map((article) => (
                <ArticleListItem key={article.id} article={article} />
              ))}
            </ol>
          </section>
        ))
      )}
    </div>
  );
}
