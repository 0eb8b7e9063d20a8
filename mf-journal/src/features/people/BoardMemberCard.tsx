// One member of a journal board: name (with ORCID), role, affiliation and research interests.
import type { BoardMember } from '@oap/contracts/api/journals.ts';
import styles from './People.module.css';
import { OrcidLink } from '@oap/shared/ui/orcid/OrcidLink.tsx';
import { PersonAvatar } from '@oap/shared/ui/avatar/PersonAvatar.tsx';

// The name is a heading one level below the list's own: h3 under the editorial board's groups, h2
// in a list with no heading of its own (headings skip no level).
export function BoardMemberCard({ member, showSection, headingLevel = 3 }: { member: BoardMember; showSection: boolean; headingLevel?: 2 | 3 }) {
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.person}>
      <PersonAvatar name={member.name} className={styles.avatar} />
      <Name className={styles.name}>
        {member.name}
        {member.orcid ? (
          <>
            {' '}
            <OrcidLink orcid={member.orcid} name={member.name} />
          </>
        ) : null}
      </Name>
      <p className={styles.role}>{showSection && member.section ? `${member.role}, ${member.section.name}` : member.role}</p>
      <p className={styles.affiliation}>{member.affiliation}</p>
      {member.interests.length > 0 ? <p className={styles.interests}>Interests: {member.interests.join(', ')}</p> : null}
    </li>
  );
}
