// The section a board page is filtered to (?nameSystem=…): one of the journal's, or none.
import type { BoardMember, JournalSection } from '@oap/contracts/api/journals.ts';

export interface BoardFilter {
  /** The section asked for, when it is one of the journal's. */
  section: JournalSection | null;
  /** What was asked for and is not a section of the journal (the page says so and shows everyone). */
  unknown: string | null;
}

export function boardFilter(url: URL, sections: JournalSection[]): BoardFilter {
  const asked = url.searchParams.get('nameSystem')?.trim() ?? '';
  if (!asked) return { section: null, unknown: null };
  const section = sections.find((candidate) => candidate.nameSystem === asked) ?? null;
  return { section, unknown: section ? null : asked.slice(0, 100) };
}

/** The members of one section, or everyone. */
export function membersOf(members: BoardMember[], section: JournalSection | null): BoardMember[] {
  return section ? members.filter((member) => member.section?.nameSystem === section.nameSystem) : members;
}
