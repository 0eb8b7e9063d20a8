// Relevance: bm25 over the metadata index, for the whole of a small selection or the title tier of a large one.
import type { StatementSync } from 'node:sqlite';
import { BM25_WEIGHTS, RANK_ALL, RANK_TITLE_TIER, rankingExpression, rankingWidens, titleExpression, wholeWords } from '../../articleSearch.ts';
import type { SearchContext } from './context.ts';
import { countBelow } from './idLists.ts';
import { titleTierOrder } from './titleTier.ts';
import { wordTitleList } from './wordLists.ts';
import type { ArticlePlan } from './plan.ts';
import type { Selection } from './selection.ts';

// Selections of up to RANK_ALL articles are ranked whole by bm25 over their short fields (bm25 costs
// about ten microseconds a row at a million articles: it reads each row's column sizes).

/** At most this many rows are scored by one statement (newest first). */
const RANK_SCORED_ROWS = RANK_ALL;

/**
 * The scoring queries. 'listed' also takes the ids to score (a JSON array): `+rowid` keeps the list out
 * of FTS5's plan, so FTS5 walks its word lists once and SQLite tests each match against the list
 * before bm25 runs. Given the list as a plain `rowid IN`, FTS5 would restart the whole query once per
 * id. 'title' finds the title tier's articles without scoring them (see titleTier).
 */
function rankStatement(ctx: SearchContext, kind: 'all' | 'listed' | 'title'): StatementSync {
  let statement = ctx.rankStatements.get(kind);
  if (!statement) {
    statement = ctx.sql.db.prepare(
      `SELECT rowid, ${kind === 'title' ? '0' : `bm25(article_search, ${BM25_WEIGHTS.join(', ')})`} FROM article_search WHERE article_search MATCH ? AND rowid BETWEEN ? AND ?
       ${kind === 'listed' ? 'AND +rowid IN (SELECT value FROM json_each(?))' : ''}
       ORDER BY rowid DESC LIMIT ${kind === 'title' ? RANK_TITLE_TIER : RANK_SCORED_ROWS}`,
    );
    statement.setReturnArrays(true);
    ctx.rankStatements.set(kind, statement);
  }
  return statement;
}

/**
 * The title statement's rows ('title' in rankStatement: the newest RANK_TITLE_TIER articles in
 * [bound, p.to] with the words in their title) from the word's title list (wordLists.ts) when the
 * search is one listed word and `expression` its exact title expression; null when the list cannot
 * say (none, or cut short before the range has a whole tier): the statement then asks FTS5. `ranked`
 * is the seed's order of those rows when they are the list's first tier (the whole catalogue's).
 */
function listedTitleTier(ctx: SearchContext, p: ArticlePlan, expression: string, bound: number): { rows: [number, number][]; ranked: Int32Array | null } | null {
  if (!p.tree || !ctx.catalogue || expression !== wholeWords(titleExpression(p.tree) ?? '')) return null;
  const list = wordTitleList(ctx.sql.db, ctx.wordLists, ctx.catalogue.stamp, p.tree);
  if (!list) return null;
  const rows: [number, number][] = [];
  let skipped = false;
  const answer = () => ({ rows, ranked: !skipped && list.ranked && list.ranked.length === rows.length ? list.ranked : null });
  for (const id of list.ids) {
    if (id > p.to) {
      skipped = true;
      continue;
    }
    // Newest first: past the range, the list has said all there is in it.
    if (id < bound) return answer();
    rows.push([id, 0]);
    if (rows.length === RANK_TITLE_TIER) return answer();
  }
  return list.complete ? answer() : null;
}

/** Is `id` in the ascending list? */
const within = (list: Int32Array, id: number) => {
  const at = countBelow(list, id);
  return at < list.length && list[at] === id;
};

/**
 * Relevance order of a selection: the ids ranked, best first, and the lowest id the order covers (ids
 * below it follow newest first). bm25 scores the short fields (title, abstract, keywords, authors,
 * DOI: see rankingExpression), with the words as typed (no prefix): a prefix longer than the prefix
 * indexes makes FTS5 merge the doclists of every term with that prefix, once for the query and again
 * for each word's weight (idf). When the exact words score nothing (a half-typed word), the prefix form
 * is scored.
 *
 * A selection of up to RANK_ALL articles is ranked whole. A larger one (a common word: up to ten
 * thousand) is ranked in tiers, as the issue of a million articles asks: first the newest
 * RANK_TITLE_TIER articles with the words in their title, by bm25 of their title; then the rest, newest
 * first. A known title is in its own title tier and comes first.
 */
export function rankWindow(ctx: SearchContext, p: ArticlePlan, sel: Selection): { ranked: number[]; bound: number } {
  const window = sel.passing;
  if (!window.length || !p.tree) return { ranked: Array.from(window).reverse(), bound: window[0] ?? 0 };
  const bound = window[0] as number;
  const score = (kind: 'all' | 'listed' | 'title', expression: string): { id: number; score: number }[] => {
    // bm25() cannot feed an aggregate, so the rows come back as arrays (no per-row objects).
    const args: (string | number)[] = [expression, bound, p.to];
    if (kind === 'listed') args.push(JSON.stringify(Array.from(window)));
    const listed = kind === 'title' ? listedTitleTier(ctx, p, expression, bound) : null;
    const rows = listed?.rows ?? (rankStatement(ctx, kind).all(...args) as unknown as [number, number][]);
    // Keep the scored rows that are in the selection (it passed the filters).
    const kept = rows.filter(([id]) => within(window, id));
    if (kind === 'title') {
      // The seed ranked this very tier (every row kept): its order, else bm25 now. Scores are ranks.
      const order = listed?.ranked && kept.length === rows.length ? Array.from(listed.ranked) : kept.length ? titleTierOrder(ctx.sql, kept.map(([id]) => id), expression) : [];
      return order.map((id, rank) => ({ id, score: rank }));
    }
    return kept.map(([id, value]) => ({ id, score: value }));
  };
  const scoreExactThenPrefix = (kind: 'all' | 'listed' | 'title', expression: string | null) => {
    if (expression === null) return [];
    const exact = wholeWords(expression);
    let kept = exact !== expression ? score(kind, exact) : [];
    if (!kept.length) kept = score(kind, expression);
    return kept;
  };
  let kept: { id: number; score: number }[];
  if (window.length <= RANK_ALL) {
    // The whole selection. Its ids go with the scoring query when it would find many more than the
    // selection: filters dropped matches, or the scoring query leaves out a narrowing part (rankingWidens).
    const listed = window.length * 2 < sel.candidates || rankingWidens(p.tree);
    kept = scoreExactThenPrefix(listed ? 'listed' : 'all', rankingExpression(p.tree));
  } else {
    kept = scoreExactThenPrefix('title', titleExpression(p.tree));
  }
  kept.sort((a, b) => a.score - b.score || b.id - a.id);
  const ranked = kept.map((entry) => entry.id);
  const scoredIds = new Set(ranked);
  for (let i = window.length - 1; i >= 0; i--) {
    const id = window[i] as number;
    if (!scoredIds.has(id)) ranked.push(id);
  }
  return { ranked, bound };
}
