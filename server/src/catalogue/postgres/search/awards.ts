// Award search on PostgreSQL: the award groups read whole, then matched, filtered, counted and sorted
// in memory as on SQLite (catalogue/search/results/awardResults.ts).
import { sql } from 'kysely';
import type { AwardSearchItem, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { todayIso } from '../../rows/rows.ts';
import { awardResults, toAwardRecords, type AwardRows } from '../../search/results/awardResults.ts';

const numbered = <Row extends object>(rows: Row[], keys: (keyof Row)[]): Row[] =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, keys.includes(key as keyof Row) && value !== null ? Number(value) : value])) as Row);

export async function awardSearch(db: Db, query: SearchQuery, includeFacets: boolean, only?: string): Promise<SearchResults<AwardSearchItem>> {
  const [groups, editions, winners, subjectRows] = await Promise.all([
    sql<AwardRows['groups'][number]>`
      SELECT g.id, g.journal_id, g.kind, g.name, g.description, g.prize, g.eligibility, j.name_system, j.name AS journal_name, j.abbreviation, j.issn
      FROM award_groups g JOIN journals j ON j.id = g.journal_id WHERE j.is_public = 1 ORDER BY g.id`.execute(db),
    sql<AwardRows['editions'][number]>`SELECT id, group_id, year, opens_on, deadline FROM award_editions ORDER BY group_id, year DESC`.execute(db),
    sql<AwardRows['winners'][number]>`SELECT edition_id, name FROM award_winners ORDER BY edition_id, position`.execute(db),
    sql<AwardRows['subjects'][number]>`SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position`.execute(db),
  ]);
  const rows: AwardRows = {
    groups: numbered(groups.rows, ['id', 'journal_id']),
    editions: numbered(editions.rows, ['id', 'group_id', 'year']),
    winners: numbered(winners.rows, ['edition_id']),
    subjects: numbered(subjectRows.rows, ['journal_id']),
  };
  return awardResults(toAwardRecords(rows, todayIso()), query, includeFacets, only);
}
