// Relevance: bm25 over the metadata index, for a bounded window of the newest matches.
import type { StatementSync } from 'node:sqlite';
import { BM25_WEIGHTS, rankingExpression, rankingWidens, wholeWords } from '../articleSearch.ts';
import type { SearchContext } from './context.ts';
import { countBelow } from './idLists.ts';
import type { ArticlePlan } from './plan.ts';

/**
 * Relevance ranks at most this many of the newest matching articles that pass the filters, and at
 * most RANK_WINDOW_MATCHES of the newest text matches (bm25 costs about a microsecond per row).
 * Within the window the order is bm25; matches older than the window follow, newest first.
 */
export const RANK_WINDOW = 4000;
export const RANK_WINDOW_MATCHES = 16000;
/** At most this many rows are scored (newest first). */
export const RANK_SCORED_ROWS = 8000;

/**
 * The scoring query. 'listed' also takes the ids to score (a JSON array): `+rowid` keeps the list out
 * of FTS5's plan, so FTS5 walks its word lists once and SQLite tests each match against the list
 * before bm25 runs (bm25 is the cost: a few microseconds per row, for its column sizes). Given the
 * list as a plain `rowid IN`, FTS5 would restart the whole query once per id.
 */
function rankStatement(ctx: SearchContext, kind: 'all' | 'listed'): StatementSync {
  let statement = ctx.rankStatements.get(kind);
  if (!statement) {
    statement = ctx.sql.db.prepare(
      `SELECT rowid, bm25(article_search, ${BM25_WEIGHTS.join(', ')}) FROM article_search WHERE article_search MATCH ? AND rowid BETWEEN ? AND ?
       ${kind === 'listed' ? 'AND +rowid IN (SELECT value FROM json_each(?))' : ''}
       ORDER BY rowid DESC LIMIT ${RANK_SCORED_ROWS}`,
    );
    statement.setReturnArrays(true);
    ctx.rankStatements.set(kind, statement);
  }
  return statement;
}

/**
 * Relevance order of the newest matches (see RANK_WINDOW): the ids of the window, best first, and the
 * window's lowest id. bm25 scores the short fields (title, abstract, keywords, authors, DOI: see
 * rankingExpression), with the words as typed (no prefix): a prefix longer than the prefix indexes
 * makes FTS5 merge the doclists of every term with that prefix, once for the query and again for
 * each word's weight (idf).
 * Articles that match only in the long texts, or only by prefix ("cellular" for "cell"), follow,
 * newest first. When the exact words score nothing (a half-typed word), the prefix form is scored.
 *
 * Only the window's articles are scored. The scoring query alone would find every article its
 * short-field part matches, which can be many times the window: a part on the long texts
 * ("AND references: cohort"), a NOT or a facet filter narrows the search but not the scoring query.
 */
export function rankWindow(ctx: SearchContext, p: ArticlePlan, matches: number[], passing: Int32Array): { ranked: number[]; bound: number } {
  const lowPassing = passing.length > RANK_WINDOW ? (passing[passing.length - RANK_WINDOW] as number) : (passing[0] as number);
  const lowMatches = matches.length > RANK_WINDOW_MATCHES ? (matches[matches.length - RANK_WINDOW_MATCHES] as number) : (matches[0] as number);
  const bound = Math.max(lowPassing, lowMatches);
  const window = passing.subarray(countBelow(passing, bound));
  // The window is narrower than what the scoring query finds when filters dropped matches, or when the
  // scoring query leaves out a narrowing part (see rankingWidens); then the window's ids go with it.
  const matchesInWindow = matches.length - countBelow(matches, bound);
  const listed = window.length < RANK_SCORED_ROWS && (window.length * 2 < matchesInWindow || (p.tree !== null && rankingWidens(p.tree)));
  const windowList = listed ? JSON.stringify(Array.from(window)) : null;
  const score = (expression: string) => {
    // bm25() cannot feed an aggregate, so the rows come back as arrays (no per-row objects).
    // Newest first and at most RANK_SCORED_ROWS: bm25 costs per row it scores.
    const scored = (
      (windowList ? rankStatement(ctx, 'listed').all(expression, bound, p.to, windowList) : rankStatement(ctx, 'all').all(expression, bound, p.to)) as unknown as [number, number][]
    ).reverse();
    // Keep the scored rows that pass the filters (both lists ascend by id).
    const kept: { id: number; score: number }[] = [];
    let k = 0;
    for (const [id, value] of scored) {
      while (k < window.length && (window[k] as number) < id) k++;
      if (k >= window.length) break;
      if (window[k] === id) kept.push({ id, score: value });
    }
    return kept;
  };
  const ranking = p.tree ? rankingExpression(p.tree) : null;
  let kept: { id: number; score: number }[] = [];
  if (ranking) {
    const exact = wholeWords(ranking);
    if (exact !== ranking) kept = score(exact);
    if (!kept.length) kept = score(ranking);
  }
  kept.sort((a, b) => a.score - b.score || b.id - a.id);
  const ranked = kept.map((entry) => entry.id);
  if (ranked.length < window.length) {
    const scoredIds = new Set(ranked);
    for (let i = window.length - 1; i >= 0; i--) {
      const id = window[i] as number;
      if (!scoredIds.has(id)) ranked.push(id);
    }
  }
  return { ranked, bound };
}

