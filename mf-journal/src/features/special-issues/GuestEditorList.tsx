// The guest editors of a special issue or collection, with affiliation and ORCID.
import type { GuestEditor } from '@oap/contracts/api/journals.ts';
import { orcidUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './SpecialIssues.module.css';

export function GuestEditorList({ editors }: { editors: GuestEditor[] }) {
  return (
    <ul className={styles.editors}>
      {editors.map((editor) => (
        <li key={editor.name}>
          <p className={styles.editorName}>
            {editor.name}
            {editor.orcid ? (
              <>
                {' '}
                <a href={orcidUrl(editor.orcid)} aria-label={`ORCID profile of ${editor.name}`}>
                  ORCID
                </a>
              </>
            ) : null}
          </p>
          <p className={styles.muted}>{`${editor.affiliation}, ${editor.country}`}</p>
        </li>
      ))}
    </ul>
  );
}
