// The guest editors' instructions for one special issue: whom they are, its timetable, and the welcome pack.
import { Link } from 'react-router';
import type { JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import type { SpecialIssueDetail } from '@oap/contracts/api/journals.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { ProseHtml } from '../journal-frame/ProseHtml.tsx';
import { GuestEditorList } from './GuestEditorList.tsx';
import styles from './SpecialIssues.module.css';

export function GuestEditorInstructionsContent({ issue, pack }: { issue: SpecialIssueDetail; pack: JournalPageContent }) {
  return (
    <>
      <p>
        {`For the guest editors of `}
        <Link to={issue.path}>{issue.name}</Link>
        {`: submissions are open from ${formatDate(issue.opensOn)} to ${formatDate(issue.deadline)}.`}
      </p>
      <section className={styles.section} aria-labelledby="ge-editors">
        <h2 id="ge-editors" className={styles.heading}>
          {issue.editors.length === 1 ? 'Guest Editor' : 'Guest Editors'}
        </h2>
        <GuestEditorList editors={issue.editors} />
      </section>
      <section className={styles.section} aria-labelledby="ge-pack">
        <h2 id="ge-pack" className={styles.heading}>
          {pack.title}
        </h2>
        <ProseHtml html={pack.html} />
      </section>
    </>
  );
}
