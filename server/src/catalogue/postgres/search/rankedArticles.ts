// A journal's most viewed / most cited articles over a time range ending at the catalogue's newest
// publication day, on PostgreSQL (the index articles_search_citations / _views, or the journal's).
import { sql } from 'kysely';
import type { ArticleRange, RankedArticles } from '@oap/contracts/api/journalSubpages.ts';
import { DAY_MS } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { summaries } from './articles.ts';
import { currentCatalogue, type CatalogueCache } from './catalogue.ts';

const RANGE_DAYS: Record<ArticleRange, number | null> = { '1w': 7, '1m': 30, '6m': 182, '1y': 365, '2y': 730, '5y': 1826, all: null };

const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export async function rankedArticles(db: Db, cache: CatalogueCache, nameSystem: string, by: 'views' | 'citations', range: ArticleRange, limit: number): Promise<RankedArticles | null> {
  const cat = await currentCatalogue(db, cache);
  const journal = cat.journalByName.get(nameSystem);
  if (!journal) return null;
  const { rows: newest } = await sql<{ day: string | null }>`SELECT max(published_at)::text AS day FROM articles`.execute(db);
  const lastDay = newest[0]?.day ? Math.floor(Date.parse(newest[0].day.slice(0, 10)) / DAY_MS) : 0;
  const days = RANGE_DAYS[range];
  const fromDay = days === null ? null : lastDay - days + 1;
  const order = by === 'views' ? sql`views DESC, id DESC` : sql`citations DESC, id DESC`;
  const since = fromDay === null ? sql`true` : sql`published_at >= ${iso(fromDay)}`;
  const { rows } = await sql<{ id: number }>`SELECT id FROM articles WHERE journal_id = ${journal.id} AND ${since} ORDER BY ${order} LIMIT ${limit}`.execute(db);
  return { range, from: fromDay === null ? null : iso(fromDay), to: iso(lastDay), items: await summaries(db, rows.map((row) => Number(row.id))) };
}
