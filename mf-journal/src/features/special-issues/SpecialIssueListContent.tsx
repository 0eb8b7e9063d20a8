// The journal's special issues, open or closed (?status=), a page at a time (?page=).
import { Link } from 'react-router';
import type { SpecialIssueSummary } from '@oap/contracts/api/journals.ts';
import { Pager } from '@oap/shared/ui/pager/Pager.tsx';
import { listHref, pageCount } from '../journal-lists/listParams.ts';
import records from '../journal-records/RecordItem.module.css';
import { SpecialIssueItem } from '../journal-records/SpecialIssueItem.tsx';
import styles from './SpecialIssues.module.css';

export const SPECIAL_ISSUES_PER_PAGE = 20;

export function SpecialIssueListContent({ path, status, page, open, closed }: { path: string; status: 'open' | 'closed'; page: number; open: SpecialIssueSummary[]; closed: SpecialIssueSummary[] }) {
  const all = status === 'open' ? open : closed;
  const pages = pageCount(all.length, SPECIAL_ISSUES_PER_PAGE);
  const shown = all.slice((page - 1) * SPECIAL_ISSUES_PER_PAGE, page * SPECIAL_ISSUES_PER_PAGE);
  return (
    <>
      <nav aria-label="Open or closed special issues">
        <ul className={styles.filters}>
          <li>
            <Link to={listHref(path, { status: 'open' }, { status: 'open' })} aria-current={status === 'open' ? 'page' : undefined}>
              {`Open for submission (${open.length})`}
            </Link>
          </li>
          <li>
            <Link to={listHref(path, { status: 'closed' }, { status: 'open' })} aria-current={status === 'closed' ? 'page' : undefined}>
              {`Closed (${closed.length})`}
            </Link>
          </li>
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p>{status === 'open' ? 'No special issue is open for submission just now.' : 'No special issue has closed yet.'}</p>
      ) : (
        <ul className={records.list}>
          {shown.map((issue) => (
            <SpecialIssueItem key={issue.id} issue={issue} headingLevel={2} />
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={pages} label="Pages of special issues" hrefFor={(n) => listHref(path, { status, page: n }, { status: 'open', page: 1 })} />
    </>
  );
}
