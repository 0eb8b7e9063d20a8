// The rows a seed writes, by name: each engine's catalogue writer gives one writer per row kind, whose
// `run` takes the row's columns in the order of the table they go to (the SQLite writer's statements,
// catalogue/sqlite/seed/seedStatements.ts, name them). The seed writes millions of rows in one go, so a
// writer takes a row synchronously and may batch it.
import type { Person } from '../journalContent.ts';

/** A column's value as the seed gives it. */
export type SeedValue = string | number | bigint | null | Uint8Array;

export interface SeedRowWriter {
  run(...values: SeedValue[]): unknown;
}

export const seedRowKinds = [
  'journal', 'subject', 'section', 'indexing', 'exhibition', 'editor', 'office', 'page', 'society', 'journalSociety',
  'awardGroup', 'awardEdition', 'awardWinner', 'conference', 'conferenceJournal', 'news', 'event', 'announcement',
  'collection', 'topic', 'topicJournal', 'specialIssue', 'guestEditor', 'volume', 'issue', 'article', 'author',
  'affiliation', 'keyword', 'review', 'jats', 'storedFile', 'asset', 'version', 'notice', 'search', 'searchText', 'journalSearch', 'journalProfile', 'topicSearch', 'info',
] as const;

export type SeedRowKind = (typeof seedRowKinds)[number];

export type SeedStatements = Record<SeedRowKind, SeedRowWriter>;

/** Journal ids are the journal's position in the generated list, from 1. */
export const journalId = (index: number) => index + 1;

export const DAY_MS = 86_400_000;

/** Guest editors of a collection, topic or special issue, in their order. */
export function insertGuestEditors(st: SeedStatements, kind: string, ownerId: number, editors: Person[]): void {
  editors.forEach((editor, position) => st.guestEditor.run(kind, ownerId, position, editor.name, editor.affiliation, editor.country, editor.orcid));
}
