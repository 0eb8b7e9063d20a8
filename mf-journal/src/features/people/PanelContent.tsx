// A board listed by section (the topical advisory panel) or as one list (the publication committee).
import type { BoardMember, JournalSection } from '@oap/contracts/api/journals.ts';
import { BoardMemberCard } from './BoardMemberCard.tsx';
import { membersOf, type BoardFilter } from './boardState.ts';
import { SectionFilter } from './SectionFilter.tsx';
import styles from './People.module.css';

export function PanelContent({ members, sections, filter, action, intro }: { members: BoardMember[]; sections?: JournalSection[]; filter?: BoardFilter; action?: string; intro: string }) {
  const shown = membersOf(members, filter?.section ?? null);
  return (
    <>
      <p>{intro}</p>
      {sections && action ? <SectionFilter action={action} sections={sections} selected={filter?.section?.nameSystem ?? null} /> : null}
      {filter?.unknown ? <p className={styles.notice}>The journal has no section “{filter.unknown}”: here is everyone.</p> : null}
      {shown.length === 0 ? <p>No one yet.</p> : null}
      <ul className={styles.people}>
        {shown.map((member) => (
          <BoardMemberCard key={`${member.name}-${member.role}`} member={member} showSection={sections !== undefined} headingLevel={2} />
        ))}
      </ul>
    </>
  );
}
