// The journal home page (/journal/:slug): masthead, the journal's own menu, aims and scope, latest
// articles, and beside them the editors, sections and the alerts block.
import { useLoaderData } from 'react-router';
import { EditorsInChief } from './EditorsInChief.tsx';
import { JournalAlerts } from './JournalAlerts.tsx';
import { JournalHeader } from './JournalHeader.tsx';
import type { loader } from './journalHomeRoute.tsx';
import { JournalNav } from './JournalNav.tsx';
import { JournalSections } from './JournalSections.tsx';
import { paragraphs } from './journalText.ts';
import { LatestArticles } from './LatestArticles.tsx';
import styles from './JournalHomePage.module.css';

export function JournalHomePage() {
  const { journal, articles } = useLoaderData<typeof loader>();
  const slug = journal.nameSystem;
  return (
    <div className={styles.page}>
      <JournalHeader journal={journal} />
      <JournalNav slug={slug} journalName={journal.name} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby="journal-aims">
            <h2 id="journal-aims" className={styles.heading}>
              Aims and scope
            </h2>
            <div className={styles.prose}>
              {paragraphs(journal.aimsAndScope).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </section>
          <LatestArticles slug={slug} articles={articles} />
        </div>
        <aside className={styles.aside} aria-label={`About ${journal.abbreviation}`}>
          <EditorsInChief editors={journal.editorsInChief} />
          <JournalSections slug={slug} sections={journal.sections} />
          <JournalAlerts journalName={journal.name} slug={slug} />
        </aside>
      </div>
    </div>
  );
}
