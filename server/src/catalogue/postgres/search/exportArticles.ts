// Exports on PostgreSQL: the search's results (or the reader's selection) as whole articles
// (../../articles/fullArticles.ts, both engines').
import type { Article } from '@oap/contracts/api/articles.ts';
import type { SearchQuery } from '@oap/contracts/api/search.ts';
import { runArticles, type ArticleSearchContext } from './articles.ts';
import { fullArticles } from '../../articles/fullArticles.ts';

/**
 * Full records of the query's results in its sort order (at most `limit`); with `ids`, those articles
 * in that order (a reader's selection); with `page`, the query's page only.
 */
export async function exportArticles(ctx: ArticleSearchContext, query: SearchQuery, limit: number, options: { ids?: number[]; page?: boolean } = {}): Promise<{ total: number; articles: Article[] }> {
  if (options.ids?.length) {
    const articles = await fullArticles({ db: ctx.db, engine: 'postgres' }, options.ids.slice(0, limit));
    return { total: articles.length, articles };
  }
  const run = options.page ? await runArticles(ctx, query, {}) : await runArticles(ctx, query, { limit });
  if (!run) return { total: 0, articles: [] };
  return { total: run.total, articles: await fullArticles({ db: ctx.db, engine: 'postgres' }, run.ids.slice(0, limit)) };
}
