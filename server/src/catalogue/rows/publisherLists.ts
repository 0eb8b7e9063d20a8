// The publisher's lists across journals (PublisherStore, ../publisherStore.ts) from their rows:
// both engines select these rows with their own SQL and give them to the same mapping.
import type { Announcement, AwardGroup } from '@oap/contracts/api/journalSubpages.ts';
import type { JournalRef, SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { ApcList, AwardListItem, NewsList, SocietyListItem, TopicEditors } from '@oap/contracts/api/publisher.ts';
import { NEWS_PAGE_SIZE, personNameSystem } from '@oap/contracts/api/publisher.schemas.ts';
import { statusOf, todayIso } from './rows.ts';
import { chargeInForce, type ApcColumns } from './apcCharges.ts';
import { awardEditionStatus } from '../submissionStatus.ts';
import { announcementOf, type AnnouncementRow } from './journalNews.ts';
import { refOf, type JournalRefRow } from './journalRefs.ts';

export { JOURNAL_REF_COLUMNS } from './journalRefs.ts';
export type { AnnouncementRow };

export type NewsRow = { id: number; category: string; title: string; published_at: string; summary: string } & JournalRefRow;

/** A page of news (newest first) with the total and every category's count. */
export function newsListOf(rows: readonly NewsRow[], total: number, page: number, category: string | undefined, categories: { name: string; count: number }[]): NewsList {
  return {
    items: rows.map((row) => ({ id: row.id, journal: refOf(row), category: row.category, title: row.title, publishedAt: row.published_at, summary: row.summary })),
    total,
    page,
    pageSize: NEWS_PAGE_SIZE,
    category: category ?? null,
    categories,
  };
}

export const newsOffset = (page: number): number => (page - 1) * NEWS_PAGE_SIZE;

export type AwardGroupRow = { id: number; kind: AwardGroup['kind']; name: string; description: string; prize: string } & JournalRefRow;
export type LatestEditionRow = { group_id: number; year: number; opens_on: string; deadline: string };

/** Every award with its latest edition's dates and state on `today`, and how many it has honoured. */
export function awardListOf(groups: readonly AwardGroupRow[], latestEditions: readonly LatestEditionRow[], winnerCounts: readonly { group_id: number; n: number }[], today: string): AwardListItem[] {
  const latest = new Map(latestEditions.map((row) => [row.group_id, row]));
  const winners = new Map(winnerCounts.map((row) => [row.group_id, Number(row.n)]));
  return groups.map((group) => {
    const journal = refOf(group);
    const edition = latest.get(group.id);
    const path = journal ? (group.kind === 'travel' ? `/journal/${journal.nameSystem}/travel` : `/journal/${journal.nameSystem}/awards/${group.id}`) : '/awards';
    return {
      id: group.id,
      journal,
      kind: group.kind,
      name: group.name,
      description: group.description,
      prize: group.prize,
      latest: edition
        ? {
            year: edition.year,
            opensOn: edition.opens_on,
            deadline: edition.deadline,
            status: awardEditionStatus(edition, today),
          }
        : null,
      winnerCount: winners.get(group.id) ?? 0,
      path,
    };
  });
}

export type SocietyRow = { id: number; name_system: string; name: string; abbreviation: string; country: string; year_founded: number; url: string; description: string };
export type SocietyLinkRow = { society_id: number; relation: 'affiliated' | 'collaboration'; discount_pct: number } & JournalRefRow;

/** Every society with the journals it is affiliated or collaborates with. */
export function societyListOf(societies: readonly SocietyRow[], links: readonly SocietyLinkRow[]): SocietyListItem[] {
  return societies.map((society) => ({
    id: society.id,
    nameSystem: society.name_system,
    name: society.name,
    abbreviation: society.abbreviation,
    country: society.country,
    yearFounded: society.year_founded,
    url: society.url,
    description: society.description,
    journals: links
      .filter((link) => link.society_id === society.id)
      .map((link) => ({ ...(refOf(link) as JournalRef), relation: link.relation, discountPct: link.discount_pct })),
  }));
}

export const publisherAnnouncementOf = (row: AnnouncementRow): Announcement => announcementOf(row, null);

export type ApcJournalRow = ApcColumns & { id: number; name_system: string; name: string; abbreviation: string; issn: string; impact_factor: number | null; article_count: number };

/** The public journals with their subjects, in the APC list. */
export function apcJournalsOf(journals: readonly ApcJournalRow[], subjects: readonly { journal_id: number; subject: SubjectSlug }[], today: string = todayIso()): ApcList['journals'] {
  return journals.map((journal) => ({
    nameSystem: journal.name_system,
    name: journal.name,
    abbreviation: journal.abbreviation,
    issn: journal.issn,
    subjects: subjects.filter((row) => row.journal_id === journal.id).map((row) => row.subject),
    impactFactor: journal.impact_factor,
    articleCount: journal.article_count,
    apcChf: chargeInForce(journal, today),
    announcedApcChf: journal.apc_chf,
  }));
}

export type TopicEditorRow = { name: string; affiliation: string; country: string; orcid: string | null; identifier: string; topic_name: string; deadline: string };

/** The topics' guest editors, one entry a person with their topics (one person's alone, given `nameSystem`). */
export function topicEditorsOf(rows: readonly TopicEditorRow[], nameSystem: string | undefined, today: string): TopicEditors {
  const editors = new Map<string, TopicEditors[number]>();
  for (const row of rows) {
    const key = personNameSystem(row.name);
    if (nameSystem !== undefined && key !== personNameSystem(nameSystem)) continue;
    const editor = editors.get(key) ?? { name: row.name, affiliation: row.affiliation, country: row.country, orcid: row.orcid, nameSystem: key, topics: [] };
    editor.topics.push({ identifier: row.identifier, name: row.topic_name, path: `/topics/${row.identifier}`, deadline: row.deadline, status: statusOf(row.deadline, today) });
    editors.set(key, editor);
  }
  return [...editors.values()];
}
