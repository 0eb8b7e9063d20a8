// One section: what it covers, its articles (searched and sorted through the URL), its editors and its
// special issues open for submission.
import { Link } from 'react-router';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { JournalSectionPage } from '@oap/contracts/api/journals.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import { sectionSearchConfig } from '@oap/contracts/search/searchConfigs.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';
import type { ArticleListState } from '../journal-lists/articleListState.ts';
import { SearchedArticles } from '../journal-lists/SearchedArticles.tsx';
import records from '../journal-records/RecordItem.module.css';
import { SpecialIssueItem } from '../journal-records/SpecialIssueItem.tsx';
import styles from './Sections.module.css';

export function SectionContent({ slug, section, state, results }: { slug: string; section: JournalSectionPage; state: ArticleListState; results: SearchResults<ArticleSummary> }) {
  const chief = section.editors.find((editor) => editor.role === 'Section Editor-in-Chief');
  return (
    <>
      <section aria-labelledby="section-articles">
        <h2 id="section-articles" className="oap-visually-hidden">
          Articles
        </h2>
        <SearchedArticles
          path={journalPagePath(slug, `sections/${section.nameSystem}`)}
          config={sectionSearchConfig}
          state={state}
          results={results}
          searchLabel={`Search the articles of ${section.name}`}
          what="the section's articles"
          empty={state.q ? 'No article of this section matches the search.' : 'No article has been published in this section yet.'}
        />
      </section>
      <section className={styles.section} aria-labelledby="section-editors">
        <h2 id="section-editors" className={styles.heading}>
          Editors
        </h2>
        <p>
          {chief ? `Section Editor-in-Chief: ${chief.name}, ${chief.affiliation}. ` : ''}
          <Link to={`${journalPagePath(slug, 'editors')}?nameSystem=${encodeURIComponent(section.nameSystem)}`}>{`All ${section.editorCount} editors of ${section.name}`}</Link>
        </p>
      </section>
      <section className={styles.section} aria-labelledby="section-special-issues">
        <h2 id="section-special-issues" className={styles.heading}>
          Special issues open for submission
        </h2>
        {section.openSpecialIssues.length === 0 ? (
          <p>None in this section just now.</p>
        ) : (
          <ul className={records.list}>
            {section.openSpecialIssues.map((issue) => (
              <SpecialIssueItem key={issue.id} issue={issue} showEditors={false} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
