// One special issue in a list: its name, section, deadline (open or closed), guest editors and articles.
import { Link } from 'react-router';
import type { SpecialIssueSummary } from '@oap/contracts/api/journals.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { Tag } from '@oap/shared/ui/tag/Tag.tsx';
import styles from './RecordItem.module.css';

export function SpecialIssueItem({ issue, headingLevel = 3, showEditors = true }: { issue: SpecialIssueSummary; headingLevel?: 2 | 3; showEditors?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.item}>
      <Heading className={styles.title}>
        <Link to={issue.path}>{issue.name}</Link>
      </Heading>
      <p className={styles.meta}>
        <Tag size="sm" state={issue.status === 'open' ? 'success' : 'neutral'}>
          {issue.status === 'open' ? 'Open' : 'Closed'}
        </Tag>{' '}
        Deadline: <time dateTime={issue.deadline}>{formatDate(issue.deadline)}</time>
        {issue.section ? <> · Section: {issue.section.name}</> : null}
        {' · '}
        {issue.articleCount === 1 ? '1 article' : `${formatCount(issue.articleCount)} articles`}
      </p>
      {showEditors && issue.editors.length > 0 ? (
        <p className={styles.detail}>
          {issue.editors.length === 1 ? 'Guest Editor' : 'Guest Editors'}: {issue.editors.map((editor) => editor.name).join(', ')}
        </p>
      ) : null}
    </li>
  );
}
