// Route module of 'journal-slug-announcements' (/journal/:slug/announcements?page=n).
import { Link, useLoaderData } from 'react-router';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { journalSubpageQuery } from '../journal-frame/journalQueries.ts';
import { listHref, pageCount, pageFrom } from '../journal-lists/listParams.ts';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';
import records from '../journal-records/RecordItem.module.css';

const PER_PAGE = 20;

const page = defineJournalPage({
  current: 'journal-slug-announcements',
  load: async ({ slug, url, queryClient }) => ({ announcements: await queryClient.ensureQueryData(journalSubpageQuery(slug, 'announcements')), page: pageFrom(url.searchParams) }),
  title: () => 'Announcements',
  suffix: () => 'announcements',
  query: ({ page: pageNumber }) => ({ page: pageNumber > 1 ? String(pageNumber) : undefined }),
  description: ({ journal, announcements }) => `${announcements.length} announcements of ${journal.name}: indexing, calls for papers, charges and programmes.`,
  Content: ({ data }) => {
    const shown = data.announcements.slice((data.page - 1) * PER_PAGE, data.page * PER_PAGE);
    const path = journalPagePath(data.journal.nameSystem, 'announcements');
    return (
      <>
        {shown.length === 0 ? (
          <p>No announcements on this page.</p>
        ) : (
          <ul className={records.list}>
            {shown.map((announcement) => (
              <li key={announcement.id} className={records.item}>
                <p className={records.meta}>
                  <time dateTime={announcement.publishedAt}>{formatDate(announcement.publishedAt)}</time>
                </p>
                <h2 className={records.title}>
                  <Link to={journalPagePath(data.journal.nameSystem, `announcements/${announcement.id}`)}>{announcement.title}</Link>
                </h2>
              </li>
            ))}
          </ul>
        )}
        <Pager page={data.page} totalPages={pageCount(data.announcements.length, PER_PAGE)} label="Pages of announcements" hrefFor={(n) => listHref(path, { page: n }, { page: 1 })} />
      </>
    );
  },
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
