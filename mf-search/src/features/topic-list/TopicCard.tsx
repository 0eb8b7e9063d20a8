// One topic: its status and deadline, name (a link to the topic), subject, the journals that take
// part (links), keywords, and its views and articles.
import { Link } from 'react-router';
import type { TopicSummary } from '@oap/contracts/api/journals.ts';
import { formatCount, formatUtcDate } from '@oap/contracts/site/textFormat.ts';
import { Tag } from '@oap/shared/ui/tag/Tag.tsx';
import { GeneratedArt } from '@oap/shared/journals/GeneratedArt.tsx';
import cardStyles from '../search-page/ResultCards.module.css';
import styles from './TopicCard.module.css';

const day = (iso: string) => formatUtcDate(new Date(`${iso.slice(0, 10)}T00:00:00Z`));

export function TopicCard({ topic }: { topic: TopicSummary }) {
  const open = topic.status === 'open';
  return (
    <article className={cardStyles.card} aria-labelledby={`topic-${topic.id}`}>
      <GeneratedArt seed={topic.name} subjects={[topic.subject.slug]} shape="band" />
      <p className={styles.status}>
        <Tag state={open ? 'success' : 'neutral'} size="sm">
          {open ? 'Open for submission' : 'Closed'}
        </Tag>
        <span>
          Deadline <time dateTime={topic.deadline.slice(0, 10)}>{day(topic.deadline)}</time>
        </span>
      </p>
      <h2 className={cardStyles.name} id={`topic-${topic.id}`}>
        <Link to={topic.path}>{topic.name}</Link>
      </h2>
      <p className={styles.subject}>{topic.subject.label}</p>
      {topic.snippet ? <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: topic.snippet }} /> : null}
      {topic.journals.length ? (
        <div className={styles.journals}>
          <h3 className={styles.small}>Participating journals</h3>
          <ul>
            {topic.journals.map((journal) => (
              <li key={journal.nameSystem}>
                <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {topic.keywords.length ? <p className={styles.keywords}>{topic.keywords.slice(0, 6).join(' · ')}</p> : null}
      <p className={styles.figures}>
        {formatCount(topic.articleCount)} {topic.articleCount === 1 ? 'article' : 'articles'} · {formatCount(topic.views)} views
      </p>
    </article>
  );
}
