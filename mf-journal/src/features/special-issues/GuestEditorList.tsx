// The guest editors of a special issue or collection, with affiliation and ORCID.
import type { GuestEditor } from '@oap/contracts/api/journals.ts';
import styles from './SpecialIssues.module.css';
import { OrcidLink } from '@oap/shared/ui/orcid/OrcidLink.tsx';

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
                <OrcidLink orcid={editor.orcid} name={editor.name} />
              </>
            ) : null}
          </p>
          <p className={styles.muted}>{`${editor.affiliation}, ${editor.country}`}</p>
        </li>
      ))}
    </ul>
  );
}
