// One member of a journal board: name (with ORCID), role, affiliation and research interests.
import type { BoardMember } from '@oap/contracts/api/journals.ts';
import { orcidUrl } from '@oap/contracts/articles/articleText.ts';
import styles from './People.module.css';

export function BoardMemberCard({ member, showSection }: { member: BoardMember; showSection: boolean }) {
  return (
    <li className={styles.person}>
      <h3 className={styles.name}>
        {member.name}
        {member.orcid ? (
          <>
            {' '}
            <a className={styles.orcid} href={orcidUrl(member.orcid)} aria-label={`ORCID profile of ${member.name}`}>
              ORCID
            </a>
          </>
        ) : null}
      </h3>
      <p className={styles.role}>{showSection && member.section ? `${member.role}, ${member.section.name}` : member.role}</p>
      <p className={styles.affiliation}>{member.affiliation}</p>
      {member.interests.length > 0 ? <p className={styles.interests}>Interests: {member.interests.join(', ')}</p> : null}
    </li>
  );
}
