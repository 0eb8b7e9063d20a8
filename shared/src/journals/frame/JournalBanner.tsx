// The journal's band above each of its pages: its cover, its name (back to the journal home), ISSN and
// figures, and Submit to this journal. Not a heading: the page's own title is its h1.
import { Link } from 'react-router';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import { ButtonLink } from '@oap/shared/ui/button/ButtonLink.tsx';
import { journalSubmissionUrl } from '@oap/shared/site/submission.ts';
import { JournalCover } from '@oap/shared/journals/JournalCover.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import styles from './JournalBanner.module.css';

export function JournalBanner({ journal }: { journal: JournalSummary }) {
  const facts = [`ISSN ${journal.issn}`];
  if (journal.impactFactor !== null) facts.push(`Impact Factor ${journal.impactFactor.toFixed(1)}`);
  if (journal.citeScore !== null) facts.push(`CiteScore ${journal.citeScore.toFixed(1)}`);
  facts.push(`Since ${journal.yearFounded}`);
  return (
    <div className={styles.banner}>
      <JournalCover journal={journal} size="sm" />
      <div className={styles.text}>
        <p className={styles.name}>
          <Link to={journalPagePath(journal.nameSystem)}>{journal.name}</Link>
        </p>
        <p className={styles.facts}>
          {facts.map((fact, index) => (
            <span key={fact}>
              {index > 0 ? <span aria-hidden="true"> · </span> : null}
              {fact}
            </span>
          ))}
        </p>
      </div>
      <ButtonLink to={journalSubmissionUrl(journal.nameSystem)} external variant="filled" size="md" className={styles.submit}>
        Submit to this journal
      </ButtonLink>
    </div>
  );
}
