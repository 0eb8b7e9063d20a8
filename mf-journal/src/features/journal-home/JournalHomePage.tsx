// The journal home page (/journal/:slug): masthead with the key figures, the journal's menu, aims and
// scope, latest articles, editors' choice, open special issues and news, and beside them the editors,
// sections and the alerts box.
import { useLoaderData } from 'react-router';
import { useNavigationCodeOnFirstInteraction } from '@oap/shared/routing/useNavigationCode.ts';
// The masthead before the frame, as JournalFrame imports its band: the remote's one stylesheet follows
// the order of imports, and the same order on every page keeps it free of conflicts.
import { JournalHeader } from './JournalHeader.tsx';
import { JournalFrameLayout } from '@oap/shared/journals/frame/JournalFrameLayout.tsx';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import { ArticleList } from '../journal-lists/ArticleList.tsx';
import { ConferenceSummary } from '../journal-records/ConferenceSummary.tsx';
import { NewsItemSummary } from '../journal-records/NewsItemSummary.tsx';
import records from '../journal-records/RecordItem.module.css';
import { SpecialIssueItem } from '../journal-records/SpecialIssueItem.tsx';
import { EditorsInChief } from './EditorsInChief.tsx';
import { HomeBlock } from './HomeBlock.tsx';
import { JournalAlerts } from './JournalAlerts.tsx';
import { journalHomeNavigation } from './journalHomeNavigation.ts';
import type { loader } from './journalHomeRoute.tsx';
import { JournalSections } from './JournalSections.tsx';
import { paragraphs } from './journalText.ts';
import { LatestArticles } from './LatestArticles.tsx';
import styles from './JournalHomePage.module.css';

export function JournalHomePage() {
  const { journal, articles, editorsChoice, openForSubmission, news } = useLoaderData<typeof loader>();
  useNavigationCodeOnFirstInteraction(journalHomeNavigation);
  const slug = journal.nameSystem;
  const page = (suffix: string) => journalPagePath(slug, suffix);
  return (
    <JournalFrameLayout
      journal={journal}
      current="journal-slug"
      band={<JournalHeader journal={journal} />}
      asideLabel={`About ${journal.abbreviation}`}
      aside={
        <>
          <EditorsInChief editors={journal.editorsInChief} />
          <JournalSections slug={slug} sections={journal.sections} />
          <JournalAlerts journalName={journal.name} slug={slug} />
        </>
      }
    >
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
          <HomeBlock id="journal-editors-choice" heading="Editor’s Choice" more={page('editors_choice')} moreLabel="All editor’s choice articles">
            <ArticleList articles={editorsChoice} headingLevel={3} empty="The editors have not chosen any articles yet." />
          </HomeBlock>
          <HomeBlock id="journal-open-special-issues" heading="Special Issues open for submission" more={page('special_issues')} moreLabel="All special issues">
            {openForSubmission.specialIssues.length === 0 ? (
              <p>No special issue is open for submission just now.</p>
            ) : (
              <ul className={records.list}>
                {openForSubmission.specialIssues.map((issue) => (
                  <SpecialIssueItem key={issue.id} issue={issue} />
                ))}
              </ul>
            )}
          </HomeBlock>
          <HomeBlock id="journal-news" heading="News & Conferences" more={page('news-and-conferences')} moreLabel="All news and conferences">
            {news.news.length === 0 ? (
              <p>No news from the journal yet.</p>
            ) : (
              <ul className={records.list} aria-label="Latest news">
                {news.news.map((item) => (
                  <NewsItemSummary key={item.id} slug={slug} item={item} withSummary={false} />
                ))}
              </ul>
            )}
            {news.conferences.length > 0 ? (
              <>
                <h3 className={styles.subheading}>Upcoming conferences</h3>
                <ul className={records.list}>
                  {news.conferences.map((conference) => (
                    <ConferenceSummary key={conference.id} slug={slug} conference={conference} headingLevel={3} />
                  ))}
                </ul>
              </>
            ) : null}
          </HomeBlock>
      </div>
    </JournalFrameLayout>
  );
}
