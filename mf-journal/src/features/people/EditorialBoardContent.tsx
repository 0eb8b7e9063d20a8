// The editorial board: the editors-in-chief, the section editors-in-chief and associate editors, then the
// members by section; filtered to one section through the URL (?nameSystem=…).
import type { BoardMember, JournalSection } from '@oap/contracts/api/journals.ts';
import { BoardMemberCard } from './BoardMemberCard.tsx';
import { membersOf, type BoardFilter } from './boardState.ts';
import { SectionFilter } from './SectionFilter.tsx';
import styles from './People.module.css';

function Group({ id, heading, members, showSection }: { id: string; heading: string; members: BoardMember[]; showSection: boolean }) {
  if (members.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.people}>
        {members.map((member) => (
          <BoardMemberCard key={`${member.name}-${member.role}`} member={member} showSection={showSection} />
        ))}
      </ul>
    </section>
  );
}

export function EditorialBoardContent({ members, sections, filter, action }: { members: BoardMember[]; sections: JournalSection[]; filter: BoardFilter; action: string }) {
  const shown = membersOf(members, filter.section);
  const withRole = (role: string) => shown.filter((member) => member.role === role);
  const boardMembers = shown.filter((member) => member.role === 'Editorial Board Member');
  const bySection = sections.map((section) => [section, boardMembers.filter((member) => member.section?.nameSystem === section.nameSystem)] as const);
  const withoutSection = boardMembers.filter((member) => member.section === null);
  return (
    <>
      <SectionFilter action={action} sections={sections} selected={filter.section?.nameSystem ?? null} />
      {filter.unknown ? <p className={styles.notice}>The journal has no section “{filter.unknown}”: here is the whole editorial board.</p> : null}
      {filter.section === null ? (
        <Group id="board-chiefs" heading={withRole('Editor-in-Chief').length === 1 ? 'Editor-in-Chief' : 'Editors-in-Chief'} members={withRole('Editor-in-Chief')} showSection={false} />
      ) : null}
      <Group id="board-section-chiefs" heading="Section Editors-in-Chief" members={withRole('Section Editor-in-Chief')} showSection />
      <Group id="board-associates" heading="Associate Editors" members={withRole('Associate Editor')} showSection={false} />
      {bySection.map(([section, list]) => (
        <Group key={section.nameSystem} id={`board-${section.nameSystem}`} heading={`Editorial Board Members: ${section.name}`} members={list} showSection={false} />
      ))}
      <Group id="board-members" heading="Editorial Board Members" members={withoutSection} showSection={false} />
    </>
  );
}
