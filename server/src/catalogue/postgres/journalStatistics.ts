// Journal metrics and graphs in one pass over the journal's articles: GROUPING SETS count them per
// year, per type and per region at once. (SQLite counts them from its in-memory article index,
// ../sqlite/journalStatistics.ts; this gives the same figures in the same order.)
import { sql } from 'kysely';
import type { JournalGraphs } from '@oap/contracts/api/journalSubpages.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import { articleTypeLabel } from '../articleTypes.ts';
import { rowsOf } from '../rows/query.ts';

interface GroupRow {
  /** GROUPING(year, article_type, region): 3 a year's row, 5 a type's, 6 a region's. */
  grouping_set: number;
  year: number | null;
  article_type: string | null;
  region: string | null;
  n: number;
  citations: string | number | null;
  views: string | number | null;
  downloads: string | number | null;
  recent: number;
  first: number;
}

const BY_YEAR = 3;
const BY_TYPE = 5;
const BY_REGION = 6;

/** Groups by count, largest first; equal counts in the order their first article came (the index's order). */
const byCount = (a: GroupRow, b: GroupRow) => b.n - a.n || a.first - b.first;

export async function journalStatistics(db: Db, journalId: number) {
  const groups = await rowsOf(db, sql<GroupRow>`
    SELECT GROUPING(year, article_type, region) AS grouping_set, year, article_type, region, count(*) AS n, sum(citations) AS citations,
      sum(views) AS views, sum(downloads) AS downloads, count(*) FILTER (WHERE recent) AS recent, min(id) AS first
    FROM (
      SELECT substr(published_at, 1, 4)::integer AS year, article_type, region, citations, views, downloads, id,
        -- Published in the 365 days before the catalogue's newest article.
        published_at > (SELECT to_char(max(published_at)::date - 365, 'YYYY-MM-DD') FROM articles) AS recent
      FROM articles WHERE journal_id = ${journalId}
    ) a
    GROUP BY GROUPING SETS ((year), (article_type), (region))`);
  const years = groups.filter((row) => row.grouping_set === BY_YEAR).sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
  const types = groups.filter((row) => row.grouping_set === BY_TYPE).sort(byCount);
  const regions = groups.filter((row) => row.grouping_set === BY_REGION && row.region).sort(byCount);
  const total = (key: 'n' | 'recent' | 'citations' | 'views' | 'downloads') => years.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
  const graphs: JournalGraphs = {
    articlesPerYear: years.map((row) => ({ year: row.year ?? 0, count: row.n })),
    citationsPerYear: years.map((row) => ({ year: row.year ?? 0, count: Number(row.citations ?? 0) })),
    viewsPerYear: years.map((row) => ({ year: row.year ?? 0, count: Number(row.views ?? 0) })),
    articleTypes: types.map((row) => ({ id: row.article_type ?? 'other', label: articleTypeLabel(row.article_type ?? 'other'), count: row.n })),
    regions: regions.map((row) => ({ region: row.region ?? '', count: row.n })),
  };
  return { articles: total('n'), lastYear: total('recent'), citations: total('citations'), views: total('views'), downloads: total('downloads'), graphs };
}
