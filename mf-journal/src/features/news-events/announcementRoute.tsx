// Route module of 'journal-slug-announcements-id' (/journal/:slug/announcements/:id): one of the journal's announcements.
import { useLoaderData } from 'react-router';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { ProseHtml } from '../journal-frame/ProseHtml.tsx';
import { announcementQuery } from './newsQueries.ts';
import styles from './News.module.css';

const page = defineJournalPage({
  current: 'journal-slug-announcements',
  exact: false,
  load: async ({ slug, params, queryClient }) => ({ announcement: await queryClient.ensureQueryData(announcementQuery(slug, params['id'] ?? '')) }),
  title: ({ announcement }) => announcement.title,
  crumb: () => 'Announcement',
  trail: ({ journal }) => [{ label: 'Announcements', to: journalPagePath(journal.nameSystem, 'announcements') }],
  suffix: ({ announcement }) => `announcements/${announcement.id}`,
  description: ({ journal, announcement }) => `${announcement.title}: an announcement of ${journal.name}, ${formatDate(announcement.publishedAt)}.`,
  related: [['All announcements', 'announcements'], ['News & Conferences', 'news-and-conferences']],
  Content: ({ data }) => (
    <article>
      <p className={styles.meta}>
        <time dateTime={data.announcement.publishedAt}>{formatDate(data.announcement.publishedAt)}</time>
      </p>
      <ProseHtml html={data.announcement.html} />
    </article>
  ),
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
