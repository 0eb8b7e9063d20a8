// On a correction, retraction or expression of concern: the article it is about, on this site or at its DOI.
import { Link } from 'react-router';
import type { Article } from '@oap/contracts/api/articles.ts';
import { doiUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './ArticlePublishing.module.css';

const LEADS: Record<NonNullable<Article['noticeOf']>['kind'], string> = {
  retraction: 'Retraction of',
  correction: 'Correction to',
  'expression-of-concern': 'Expression of concern about',
};

export function NoticeSubject({ subject }: { subject: NonNullable<Article['noticeOf']> }) {
  const label = subject.title ?? subject.doi;
  return (
    <p className={styles.subject}>
      {LEADS[subject.kind]}: {subject.path ? <Link to={subject.path}>{label}</Link> : <a href={doiUrl(subject.doi)}>{label}</a>}
    </p>
  );
}
