// Writing the journals and everything that hangs off them (subjects, sections, indexing, boards,
// office, pages), then the content linked to journals: societies, awards, conferences, news, events
// and announcements. Ids are positions in the generated lists, from 1.
import type { GeneratedJournal } from '../catalogue.ts';
import { journalPages } from '../journalPageTexts.ts';
import type { CatalogueExtras } from '../catalogueExtras.ts';
import type { CatalogueContent } from './plan.ts';
import { journalId } from './statements.ts';
import type { SeedStatements } from './statements.ts';

/** The id of a journal's n-th section (null for none), in the order the sections were written. */
export type SectionIdOf = (journalIndex: number, sectionIndex: number | null) => number | null;

/** An award edition as written, for choosing its winners once the articles exist. */
export interface WrittenEdition {
  id: number;
  journalIndex: number | null;
  kind: string;
  year: number;
}

export function writeJournals(st: SeedStatements, journals: GeneratedJournal[], content: CatalogueContent, extras: CatalogueExtras, referenceYear: number): SectionIdOf {
  const { boards, offices } = content;
  const sectionIds: number[][] = [];
  let sectionId = 0;
  journals.forEach((journal, index) => {
    const id = index + 1;
    st.journal.run(id, journal.nameSystem, journal.name, journal.abbreviation, journal.issn, journal.yearFounded, journal.impactFactor, journal.citeScore,
      journal.apcChf, journal.apcChfBefore, journal.aimsAndScope, journal.description, journal.publicationFrequency, journal.firstDecisionDays,
      journal.acceptanceToPublicationDays, journal.acceptanceRate, journal.officeEmail);
    journal.subjects.forEach((subject, position) => st.subject.run(id, subject, position));
    sectionIds.push(journal.sections.map((section, position) => {
      sectionId += 1;
      st.section.run(id, section.nameSystem, section.name, position,
        `The section ${section.name} of ${journal.name} publishes research articles, reviews and communications in ${section.name.toLowerCase()}.`);
      return sectionId;
    }));
    journal.indexing.forEach((database, position) => st.indexing.run(id, database, position, extras.indexingSince[index]?.[position] ?? journal.yearFounded));
    // Topical advisory panel members advise one section each, in turn (the panel's nameSystem filter, spec 2.7).
    let panelMember = 0;
    (boards[index] ?? []).forEach((member, position) => {
      const sectionIndex = member.board === 'topical-advisory-panel' && journal.sections.length ? panelMember++ % journal.sections.length : member.sectionIndex;
      st.editor.run(id, position, member.name, member.role, member.affiliation, member.orcid, member.board,
        sectionIndex === null ? null : (sectionIds[index]?.[sectionIndex] ?? null), member.country, JSON.stringify(member.interests));
    });
    (offices[index] ?? []).forEach((staff, position) => st.office.run(id, position, staff.name, staff.role, staff.email));
    for (const page of journalPages(journal, referenceYear)) st.page.run(id, page.part, page.title, page.html);
  });
  return (journalIndex, sectionIndex) => (sectionIndex === null ? null : (sectionIds[journalIndex]?.[sectionIndex] ?? null));
}

/** Societies, awards (groups and editions; winners come after the articles), conferences, exhibitions, news, events, announcements. */
export function writeJournalContent(st: SeedStatements, content: CatalogueContent, extras: CatalogueExtras): WrittenEdition[] {
  const { societies, societyLinks, awardGroups, conferences, news, events, announcements } = content;
  societies.forEach((society, index) =>
    st.society.run(index + 1, society.nameSystem, society.name, society.abbreviation, society.country, society.yearFounded, society.url, society.description));
  for (const [journalIndex, societyIndex, relation, discount] of societyLinks) st.journalSociety.run(journalId(journalIndex), societyIndex + 1, relation, discount);

  const editions: WrittenEdition[] = [];
  awardGroups.forEach((group, index) => {
    st.awardGroup.run(index + 1, group.journalIndex === null ? null : journalId(group.journalIndex), group.kind, group.name, group.description, group.prize, group.eligibility);
    for (const edition of group.editions) {
      const id = editions.length + 1;
      st.awardEdition.run(id, index + 1, edition.year, edition.opensOn, edition.deadline);
      editions.push({ id, journalIndex: group.journalIndex, kind: group.kind, year: edition.year });
    }
  });
  conferences.forEach((conference, index) => {
    st.conference.run(index + 1, conference.name, conference.acronym, conference.city, conference.country, conference.startsOn, conference.endsOn,
      conference.abstractDeadline, conference.url, conference.description);
    for (const journalIndex of conference.journalIndexes) st.conferenceJournal.run(index + 1, journalId(journalIndex));
  });
  for (const exhibition of extras.exhibitions) st.exhibition.run(journalId(exhibition.journalIndex), exhibition.conferenceIndex + 1, exhibition.booth);
  news.forEach((item, index) =>
    st.news.run(index + 1, item.journalIndex === null ? null : journalId(item.journalIndex), item.category, item.title, item.publishedAt, item.summary, item.html));
  events.forEach((event, index) =>
    st.event.run(index + 1, event.journalIndex === null ? null : journalId(event.journalIndex), event.kind, event.title, event.startsOn, event.endsOn,
      event.location, event.online ? 1 : 0, event.url, event.description));
  announcements.forEach((item, index) =>
    st.announcement.run(index + 1, item.journalIndex === null ? null : journalId(item.journalIndex), item.title, item.publishedAt, item.html));
  return editions;
}
