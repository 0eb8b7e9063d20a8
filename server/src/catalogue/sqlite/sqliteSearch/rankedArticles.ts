// A journal's most viewed / most cited articles over a time range, from the in-memory article index.
import type { ArticleRange, RankedArticles } from '@oap/contracts/api/journalSubpages.ts';
import { summaries } from './articles.ts';
import { currentCatalogue } from './context.ts';
import type { SearchContext } from './context.ts';
import { DAY_MS } from './plan.ts';

const RANGE_DAYS: Record<ArticleRange, number | null> = { '1w': 7, '1m': 30, '6m': 182, '1y': 365, '2y': 730, '5y': 1826, all: null };

export function rankedArticles(ctx: SearchContext, nameSystem: string, by: 'views' | 'citations', range: ArticleRange, limit: number): RankedArticles | null {
  const cat = currentCatalogue(ctx);
  const journal = cat.journalByName.get(nameSystem);
  if (!journal) return null;
  const { index } = cat;
  const lastDay = index.lastDay();
  const days = RANGE_DAYS[range];
  const fromDay = days === null ? -Infinity : lastDay - days + 1;
  const start = index.dateOrdered && days !== null ? index.firstIdOnOrAfter(fromDay) : 1;
  const values = by === 'views' ? index.views : index.citations;
  // Top `limit` by value (ties: newer first) with a small sorted buffer.
  const top: number[] = [];
  const better = (a: number, b: number) => (values[a] as number) > (values[b] as number) || ((values[a] as number) === (values[b] as number) && a > b);
  for (let id = start; id <= index.maxId; id++) {
    if (index.journal[id] !== journal.id || (index.day[id] as number) < fromDay) continue;
    if (top.length === limit && !better(id, top[top.length - 1] as number)) continue;
    let at = top.length;
    while (at > 0 && better(id, top[at - 1] as number)) at--;
    top.splice(at, 0, id);
    if (top.length > limit) top.pop();
  }
  const iso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
  return { range, from: days === null ? null : iso(fromDay), to: iso(lastDay), items: summaries(ctx.sql, top) };
}
