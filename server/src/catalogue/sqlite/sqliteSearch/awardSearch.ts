// Award search on SQLite: the award groups and what a search reads of them, read whole; matched,
// filtered, counted and sorted in memory (catalogue/search/results/awardResults.ts).
import type { AwardSearchItem, SearchQuery, SearchResults } from '@oap/contracts/api/search.ts';
import type { Sql } from '../sql.ts';
import { todayIso } from '../../rows/rows.ts';
import { awardKindLabels, awardResults, toAwardRecords, type AwardRows } from '../../search/results/awardResults.ts';

export { awardKindLabels };

export function awardSearch(sql: Sql, query: SearchQuery, includeFacets: boolean, only?: string): SearchResults<AwardSearchItem> {
  const rows: AwardRows = {
    groups: sql.all<AwardRows['groups'][number]>(
      `SELECT g.id, g.journal_id, g.kind, g.name, g.description, g.prize, g.eligibility, j.name_system, j.name AS journal_name, j.abbreviation, j.issn
       FROM award_groups g JOIN journals j ON j.id = g.journal_id WHERE j.is_public = 1 ORDER BY g.id`,
    ),
    editions: sql.all<AwardRows['editions'][number]>('SELECT id, group_id, year, opens_on, deadline FROM award_editions ORDER BY group_id, year DESC'),
    winners: sql.all<AwardRows['winners'][number]>('SELECT edition_id, name FROM award_winners ORDER BY edition_id, position'),
    subjects: sql.all<AwardRows['subjects'][number]>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position'),
  };
  return awardResults(toAwardRecords(rows, todayIso()), query, includeFacets, only);
}
