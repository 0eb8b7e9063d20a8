// At the top of a retracted, corrected or questioned article: the notice, its date and a link to it.
import { Link } from 'react-router';
import type { ArticleNotice } from '@oap/contracts/api/articles.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { NoticeBox } from '@oap/shared/ui/notice-box/NoticeBox.tsx';
import styles from './ArticlePublishing.module.css';

const NOTICE_NAMES: Record<ArticleNotice['kind'], string> = {
  retraction: 'retraction notice',
  correction: 'correction',
  'expression-of-concern': 'expression of concern',
};

export function ArticleNoticeBanner({ notice }: { notice: ArticleNotice }) {
  return (
    <NoticeBox kind={notice.kind} className={styles.notice} role="note">
      <p className={styles.noticeHeadline}>{notice.headline}</p>
      <p>
        The {NOTICE_NAMES[notice.kind]} was published on <time dateTime={notice.date}>{formatDate(notice.date)}</time>.{' '}
        <Link to={notice.path}>Read the {NOTICE_NAMES[notice.kind]}</Link>
      </p>
    </NoticeBox>
  );
}
