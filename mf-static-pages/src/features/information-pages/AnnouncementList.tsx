// The publisher's own announcements (GET /api/announcements), newest first, with their sanitised text.
import type { Announcement } from '@oap/contracts/api/journalSubpages.ts';
import type { WithSafeHtml } from '@oap/shared/content/safeHtml.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { RichText } from '@oap/shared/content/RichText.tsx';
import styles from './InformationPages.module.css';

export function AnnouncementList({ data }: { data: WithSafeHtml<Announcement, 'html'>[] }) {
  if (data.length === 0) return <p className={styles.none}>There are no announcements at present.</p>;
  return (
    <ol className={styles.list}>
      {data.map((announcement) => (
        <li key={announcement.id} id={`announcement-${announcement.id}`} className={styles.card}>
          <p className={styles.meta}>
            <time dateTime={announcement.publishedAt}>{formatDate(announcement.publishedAt)}</time>
          </p>
          <h3 className={styles.cardTitle}>{announcement.title}</h3>
          <RichText html={announcement.html} />
        </li>
      ))}
    </ol>
  );
}
