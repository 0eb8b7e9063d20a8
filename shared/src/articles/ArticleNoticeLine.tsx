// The notice a retracted, corrected or questioned article carries in every list it appears in: the
// sentence, the notice's date and a link to the notice itself (its page shows it at the top too).
import { Link } from 'react-router';
import type { ArticleNotice } from '@oap/contracts/api/articles.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { NoticeBox } from '@oap/shared/ui/notice-box/NoticeBox.tsx';

export function ArticleNoticeLine({ notice }: { notice: ArticleNotice }) {
  return (
    <NoticeBox kind={notice.kind} size="line" as="p">
      <strong>{notice.headline}</strong> (<time dateTime={notice.date}>{formatDate(notice.date)}</time>). <Link to={notice.path}>Read the notice</Link>
    </NoticeBox>
  );
}
