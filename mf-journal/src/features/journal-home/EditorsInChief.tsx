import type { EditorialBoardMember } from '@oap/contracts/api/journals.ts';
import styles from './JournalAside.module.css';
import { OrcidLink } from '@oap/shared/ui/orcid/OrcidLink.tsx';
import { PersonAvatar } from '@oap/shared/ui/avatar/PersonAvatar.tsx';

export function EditorsInChief({ editors }: { editors: EditorialBoardMember[] }) {
  if (editors.length === 0) return null;
  return (
    <section className={styles.box} aria-labelledby="journal-editors-in-chief">
      <h2 id="journal-editors-in-chief" className={styles.heading}>
        {editors.length === 1 ? 'Editor-in-Chief' : 'Editors-in-Chief'}
      </h2>
      <ul className={styles.people}>
        {editors.map((editor) => (
          <li key={editor.name} className={styles.person}>
            <PersonAvatar name={editor.name} />
            <span>
              <span className={styles.personName}>{editor.name}</span>
              {editor.orcid && (
                <>
                  {' '}
                  <OrcidLink orcid={editor.orcid} name={editor.name} />
                </>
              )}
              <span className={styles.affiliation}>{editor.affiliation}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
