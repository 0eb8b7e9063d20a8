// Contents of a volume (/:issn/:volume, its issues and their articles) or of one issue
// (/:issn/:volume/:issue, a table of contents by article type, with the previous and next issue), in
// the journal's own frame: its band, cover, menu and accent, as on every other page of the journal.
import { Link, useLoaderData } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { ArticleListItem } from '@oap/shared/articles/ArticleListItem.tsx';
import { JournalFrame } from '@oap/shared/journals/frame/JournalFrame.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import type { loader } from './issueListingRoute.tsx';
import { issueNeighbours, volumeNeighbours, type IssueRef } from './issueNeighbours.ts';
import { listingHeading } from './listingTitle.ts';
import { tableOfContents } from './tableOfContents.ts';
import styles from './IssueListingPage.module.css';

function groupByIssue(articles: ArticleSummary[]): Array<[issue: string, articles: ArticleSummary[]]> {
  const groups = new Map<string, ArticleSummary[]>();
  for (const article of articles) groups.set(article.issue, [...(groups.get(article.issue) ?? []), article]);
  return [...groups];
}

const articleCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'article' : 'articles'}`;

/** One side of the pager: a link to the neighbour, or a gap that keeps the other side in its place. */
function PagerLink({ href, rel, direction, children }: { href: string | null; rel: 'prev' | 'next'; direction: string; children: string }) {
  if (!href) return <span className={styles.pagerGap} />;
  return (
    <Link to={href} rel={rel} className={rel === 'next' ? `${styles.pagerLink} ${styles.pagerNext}` : styles.pagerLink}>
      <span className={styles.pagerLabel}>{direction}</span>
      <span>{children}</span>
    </Link>
  );
}

const issueHref = (issn: string, ref: IssueRef | null) => (ref ? `/${issn}/${ref.volume}/${encodeURIComponent(ref.issue)}` : null);
const issueName = (ref: IssueRef | null) => (ref ? `Volume ${ref.volume}, Issue ${ref.issue}` : '');

export function IssueListingPage() {
  const { listing, journal, volumes } = useLoaderData<typeof loader>();
  const { volume, issue, articles } = listing;
  const issuesPage = journalPagePath(journal.nameSystem, 'issues');
  const trail = [{ label: 'Volumes & Issues', to: issuesPage }, ...(issue === null ? [] : [{ label: `Volume ${volume}`, to: `/${journal.issn}/${volume}` }])];
  const thisVolume = volumes?.find((entry) => String(entry.volume) === volume) ?? null;

  if (issue !== null) {
    const neighbours = volumes ? issueNeighbours(volumes, volume, issue) : { previous: null, next: null };
    const coverDate = thisVolume?.issues.find((entry) => entry.issue === issue)?.coverDate ?? null;
    const published = coverDate ? `Published ${formatDate(coverDate)}` : null;
    return (
      <JournalFrame journal={journal} current="journal-slug-issues" exact={false} trail={trail} title={listingHeading(listing)} crumb={`Issue ${issue}`} lead={<p>{[published, articleCount(articles.length)].filter(Boolean).join(' · ')}</p>}>
        <nav className={styles.pager} aria-label="Other issues">
          <PagerLink href={issueHref(journal.issn, neighbours.previous)} rel="prev" direction="Previous issue">
            {issueName(neighbours.previous)}
          </PagerLink>
          <PagerLink href={issueHref(journal.issn, neighbours.next)} rel="next" direction="Next issue">
            {issueName(neighbours.next)}
          </PagerLink>
        </nav>
        {articles.length === 0 ? (
          <p>No articles have been published in this issue yet.</p>
        ) : (
          <>
            <nav className={styles.toc} aria-label="Contents by article type">
              <ul>
                {tableOfContents(articles).map((section) => (
                  <li key={section.type}>
                    <a href={`#toc-${section.type}`}>
                      {section.heading} <span className={styles.tocCount}>{section.articles.length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {tableOfContents(articles).map((section) => (
              <section key={section.type} className={styles.group} aria-labelledby={`toc-${section.type}`}>
                <h2 id={`toc-${section.type}`} className={styles.groupHeading}>
                  {section.heading}
                </h2>
                <ol className={styles.list} aria-label={`${section.heading} in Volume ${volume}, Issue ${issue}`}>
                  {section.articles.map((article) => (
                    <ArticleListItem key={article.id} article={article} headingLevel={3} />
                  ))}
                </ol>
              </section>
            ))}
          </>
        )}
      </JournalFrame>
    );
  }

  const around = volumes ? volumeNeighbours(volumes, volume) : { previous: null, next: null };
  const year = thisVolume ? ` (${thisVolume.year})` : '';
  return (
    <JournalFrame journal={journal} current="journal-slug-issues" exact={false} trail={trail} title={`${listingHeading(listing)}${year}`} crumb={`Volume ${volume}`} lead={<p>{articleCount(articles.length)}</p>}>
      <nav className={styles.pager} aria-label="Other volumes">
        <PagerLink href={around.previous === null ? null : `/${journal.issn}/${around.previous}`} rel="prev" direction="Previous volume">
          {`Volume ${around.previous}`}
        </PagerLink>
        <PagerLink href={around.next === null ? null : `/${journal.issn}/${around.next}`} rel="next" direction="Next volume">
          {`Volume ${around.next}`}
        </PagerLink>
      </nav>
      {articles.length === 0 ? (
        <p>No articles have been published in this volume yet.</p>
      ) : (
        groupByIssue(articles).map(([group, items]) => (
          <section key={group} className={styles.group} aria-labelledby={`issue-${group}`}>
            <div className={styles.groupHead}>
              <h2 id={`issue-${group}`} className={styles.groupHeading}>
                <Link to={`/${journal.issn}/${volume}/${group}`}>Issue {group}</Link>
              </h2>
              <span className={styles.groupCount}>{articleCount(items.length)}</span>
            </div>
            <ol className={styles.list}>
              {items.map((article) => (
                <ArticleListItem key={article.id} article={article} headingLevel={3} />
              ))}
            </ol>
          </section>
        ))
      )}
    </JournalFrame>
  );
}
