// The topic editors (GET /api/topics/editors), or the one the old site's links name
// (/topics/editors/{x} -> /topics/editors?nameSystem={x}, spec 2.7).
import { Link } from 'react-router';
import type { TopicEditors } from '@oap/contracts/api/publisher.ts';
import { formatDate, orcidUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './InformationPages.module.css';

export interface TopicEditorData {
  editors: TopicEditors;
  nameSystem: string | null;
}

export function TopicEditorList({ data: { editors, nameSystem } }: { data: TopicEditorData }) {
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
                <a href={orcidUrl(editor.orcid)}>ORCID {editor.orcid}</a>
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
    </>
  );
}
