import type { EditorialBoardMember } from '@oap/contracts/api/journals.ts';
import { orcidUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './JournalAside.module.css';

export function EditorsInChief({ editors }: { editors: EditorialBoardMember[] }) {
  if (editors.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="journal-editors-in-chief">
      <h2 id="journal-editors-in-chief" className={styles.heading}>
        {editors.length === 1 ? 'Editor-in-Chief' : 'Editors-in-Chief'}
      </h2>
      <ul className={styles.people}>
        {editors.map((editor) => (
          <li key={editor.name}>
            <span className={styles.personName}>{editor.name}</span>
            {editor.orcid && (
              <>
                {' '}
                <a className={styles.orcid} href={orcidUrl(editor.orcid)} aria-label={`ORCID profile of ${editor.name}`}>
                  ORCID
                </a>
              </>
            )}
            <span className={styles.affiliation}>{editor.affiliation}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
