// Journal metrics and graphs, counted from the in-memory article index rather than with SQL
// aggregates over the articles table (one pass over the index is far cheaper than reading the rows).
import type { JournalGraphs } from '@oap/contracts/api/journalSubpages.ts';
import type { ArticleIndex } from './articleIndex.ts';
import { articleTypeLabel } from '../articleTypes.ts';

const DAY_MS = 86_400_000;

/** Metrics and graphs from the article index (one pass over the journal's articles). */
export function journalStatistics(index: ArticleIndex, journalId: number) {
  const lastDay = index.lastDay();
  const yearAgo = lastDay - 365;
  let articles = 0;
  let lastYear = 0;
  let citations = 0;
  let views = 0;
  let downloads = 0;
  const perYear = new Map<number, { count: number; citations: number; views: number }>();
  const types = new Map<number, number>();
  const regions = new Map<number, number>();
  for (let id = 1; id <= index.maxId; id++) {
    if (index.journal[id] !== journalId) continue;
    articles++;
    const day = index.day[id] as number;
    if (day > yearAgo) lastYear++;
    citations += index.citations[id] as number;
    views += index.views[id] as number;
    downloads += index.downloads[id] as number;
    const year = new Date(day * DAY_MS).getUTCFullYear();
    const bucket = perYear.get(year) ?? { count: 0, citations: 0, views: 0 };
    bucket.count++;
    bucket.citations += index.citations[id] as number;
    bucket.views += index.views[id] as number;
    perYear.set(year, bucket);
    types.set(index.type[id] as number, (types.get(index.type[id] as number) ?? 0) + 1);
    const region = index.region[id] as number;
    if (region) regions.set(region, (regions.get(region) ?? 0) + 1);
  }
  const years = [...perYear.keys()].sort((a, b) => a - b);
  const graphs: JournalGraphs = {
    articlesPerYear: years.map((year) => ({ year, count: perYear.get(year)?.count ?? 0 })),
    citationsPerYear: years.map((year) => ({ year, count: perYear.get(year)?.citations ?? 0 })),
    viewsPerYear: years.map((year) => ({ year, count: perYear.get(year)?.views ?? 0 })),
    articleTypes: [...types]
      .map(([code, count]) => ({ id: index.typeIds[code] ?? 'other', label: articleTypeLabel(index.typeIds[code] ?? 'other'), count }))
      .sort((a, b) => b.count - a.count),
    regions: [...regions].map(([code, count]) => ({ region: index.regions[code - 1] ?? '', count })).sort((a, b) => b.count - a.count),
  };
  return { articles, lastYear, citations, views, downloads, graphs };
}
