// Route module of 'journal-slug-news-and-conferences-news-id' (…/news-and-conferences/news/:id, digits only):
// one of the journal's news items.
import { useLoaderData } from 'react-router';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { defineJournalPage } from '../journal-frame/defineJournalPage.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { ProseHtml } from '../journal-frame/ProseHtml.tsx';
import { newsItemQuery } from './newsQueries.ts';
import styles from './News.module.css';

const page = defineJournalPage({
  current: 'journal-slug-news-and-conferences',
  exact: false,
  load: async ({ slug, params, queryClient }) => ({ item: await queryClient.ensureQueryData(newsItemQuery(slug, params['id'] ?? '')) }),
  title: ({ item }) => item.title,
  crumb: () => 'News',
  trail: ({ journal }) => [{ label: 'News & Conferences', to: journalPagePath(journal.nameSystem, 'news-and-conferences') }],
  suffix: ({ item }) => `news-and-conferences/news/${item.id}`,
  description: ({ item }) => item.summary,
  Content: ({ data }) => (
    <article>
      <p className={styles.meta}>
        {`${data.item.category} · `}
        <time dateTime={data.item.publishedAt}>{formatDate(data.item.publishedAt)}</time>
      </p>
      <ProseHtml html={data.item.html} />
      <p className={styles.more}>
        <a href={journalPagePath(data.journal.nameSystem, 'news-and-conferences')}>More news from the journal</a>
      </p>
    </article>
  ),
});

export const { loader, head } = page;

export function Component() {
  return <page.Page data={useLoaderData<typeof loader>()} />;
}
