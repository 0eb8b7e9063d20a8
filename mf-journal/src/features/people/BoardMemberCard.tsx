// One member of a journal board: name (with ORCID), role, affiliation and research interests.
import type { BoardMember } from '@oap/contracts/api/journals.ts';
import styles from './People.module.css';
import { OrcidLink } from '@oap/shared/ui/orcid/OrcidLink.tsx';
import { PersonAvatar } from '@oap/shared/ui/avatar/PersonAvatar.tsx';

export function BoardMemberCard({ member, showSection }: { member: BoardMember; showSection: boolean }) {
  return (
    <li className={styles.person}>
      <PersonAvatar name={member.name} className={styles.avatar} />
      <h3 className={styles.name}>
        {member.name}
        {member.orcid ? (
          <>
            {' '}
            <OrcidLink orcid={member.orcid} name={member.name} />
          </>
        ) : null}
      </h3>
      <p className={styles.role}>{showSection && member.section ? `${member.role}, ${member.section.name}` : member.role}</p>
      <p className={styles.affiliation}>{member.affiliation}</p>
      {member.interests.length > 0 ? <p className={styles.interests}>Interests: {member.interests.join(', ')}</p> : null}
    </li>
  );
}
