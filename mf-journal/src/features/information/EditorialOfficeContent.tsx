// The editorial office page: whom to write to, and the office's staff.
import type { EditorialOffice } from '@oap/contracts/api/journalSubpages.ts';
import styles from './InfoPage.module.css';

export function EditorialOfficeContent({ office, journalName }: { office: EditorialOffice; journalName: string }) {
  return (
    <>
      <p>
        Questions about a manuscript, a special issue or the journal go to the editorial office of {journalName}: <a href={`mailto:${office.email}`}>{office.email}</a>. The office answers
        within two working days.
      </p>
      <section className={styles.section} aria-labelledby="office-staff">
        <h2 id="office-staff" className={styles.heading}>
          The team
        </h2>
        <ul className={styles.cards}>
          {office.staff.map((member) => (
            <li key={member.email} className={styles.card}>
              <h3>{member.name}</h3>
              <p className={styles.meta}>{member.role}</p>
              <p>
                <a href={`mailto:${member.email}`}>{member.email}</a>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
