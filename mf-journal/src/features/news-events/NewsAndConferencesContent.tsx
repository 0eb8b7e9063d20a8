// The journal's news (a page at a time, ?page=) and the conferences it takes part in, coming ones first.
import type { NewsAndConferences } from '@oap/contracts/api/journalSubpages.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { listHref, pageCount } from '../journal-lists/listParams.ts';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';
import { ConferenceSummary } from '../journal-records/ConferenceSummary.tsx';
import { NewsItemSummary } from '../journal-records/NewsItemSummary.tsx';
import records from '../journal-records/RecordItem.module.css';
import styles from './News.module.css';

export const NEWS_PER_PAGE = 10;

export function NewsAndConferencesContent({ slug, all, page, today }: { slug: string; all: NewsAndConferences; page: number; today: string }) {
  const news = all.news.slice((page - 1) * NEWS_PER_PAGE, page * NEWS_PER_PAGE);
  const upcoming = all.conferences.filter((conference) => conference.endsOn >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const path = journalPagePath(slug, 'news-and-conferences');
  return (
    <>
      <section className={styles.section} aria-labelledby="news-list">
        <h2 id="news-list" className={styles.heading}>
          News
        </h2>
        {news.length === 0 ? (
          <p>No news on this page.</p>
        ) : (
          <ul className={records.list}>
            {news.map((item) => (
              <NewsItemSummary key={item.id} slug={slug} item={item} />
            ))}
          </ul>
        )}
        <Pager page={page} totalPages={pageCount(all.news.length, NEWS_PER_PAGE)} label="Pages of news" hrefFor={(n) => listHref(path, { page: n }, { page: 1 })} />
      </section>
      <section className={styles.section} aria-labelledby="news-conferences">
        <h2 id="news-conferences" className={styles.heading}>
          Upcoming conferences
        </h2>
        {upcoming.length === 0 ? (
          <p>No conference is coming up just now.</p>
        ) : (
          <ul className={records.list}>
            {upcoming.map((conference) => (
              <ConferenceSummary key={conference.id} slug={slug} conference={conference} />
            ))}
          </ul>
        )}
        <p>
          <a href={journalPagePath(slug, 'conferences')}>All conferences, past ones too</a>
        </p>
      </section>
    </>
  );
}
