// The topic editors, a page at a time (GET /api/topics/editors/page), or the one the old site's links
// name (/topics/editors/{x} -> /topics/editors?nameSystem={x}, spec 2.7; GET /api/topics/editors).
import { Link } from 'react-router';
import type { TopicEditors } from '@oap/contracts/api/publisher.ts';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import styles from './InformationPages.module.css';
import { OrcidLink } from '@oap/shared/ui/orcid/OrcidLink.tsx';

export interface TopicEditorData {
  editors: TopicEditors;
  nameSystem: string | null;
  /** Where the page is in the list of them all; null for one editor. */
  paging: { page: number; total: number; pageSize: number } | null;
}

const pageHref = (page: number) => (page > 1 ? `/topics/editors?page=${page}` : '/topics/editors');

export function TopicEditorList({ data: { editors, nameSystem, paging } }: { data: TopicEditorData }) {
  const totalPages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  if (paging && editors.length === 0 && paging.total > 0) {
    return (
      <p className={styles.none}>
        {`There is no page ${paging.page} of topic editors. `}
        <Link to="/topics/editors">See the first page</Link>.
      </p>
    );
  }
  if (nameSystem !== null && editors.length === 0) {
    return (
      <p className={styles.none}>
        No topic editor goes by “{nameSystem}”. <Link to="/topics/editors">See all topic editors</Link>.
      </p>
    );
  }
  return (
    <>
      {nameSystem !== null ? (
        <p className={styles.note}>
          Showing one editor. <Link to="/topics/editors">See all topic editors</Link>.
        </p>
      ) : null}
      {paging && paging.total > 0 ? (
        <p className={styles.note}>{`Editors ${(paging.page - 1) * paging.pageSize + 1}–${(paging.page - 1) * paging.pageSize + editors.length} of ${paging.total}, by name.`}</p>
      ) : null}
      <ul className={styles.cards}>
        {editors.map((editor) => (
          <li key={editor.nameSystem} className={styles.card}>
            <h3 className={styles.cardTitle}>
              {nameSystem === null ? <Link to={`/topics/editors?nameSystem=${encodeURIComponent(editor.nameSystem)}`}>{editor.name}</Link> : editor.name}
            </h3>
            <p className={styles.meta}>
              {editor.affiliation}, {editor.country}
            </p>
            {editor.orcid ? (
              <p className={styles.meta}>
                <OrcidLink orcid={editor.orcid} name={editor.name} showId />
              </p>
            ) : null}
            <ul className={styles.inline}>
              {editor.topics.map((topic) => (
                <li key={topic.identifier}>
                  <Link to={topic.path}>{topic.name}</Link> ({topic.status === 'open' ? 'open until' : 'closed'}{' '}
                  <time dateTime={topic.deadline}>{formatDate(topic.deadline)}</time>)
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {paging && totalPages > 1 ? <Pager page={paging.page} totalPages={totalPages} hrefFor={pageHref} label="Pages of topic editors" /> : null}
    </>
  );
}
