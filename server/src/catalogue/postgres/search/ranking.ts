// Relevance on PostgreSQL, in the tiers of SQLite's ranking.ts: a selection of up to RANK_ALL
// articles is ranked whole by ts_rank of its short fields (the weights of meta_vector: title A,
// keywords B, abstract C, authors and DOI D, in the proportions of bm25's column weights); a larger
// one puts first the newest RANK_TITLE_TIER articles with the words in their title, ranked by their
// titles, then the rest newest first. Words are scored as typed first (no prefix), and as prefixes
// when that scores nothing (a half-typed word). ts_rank has no idf as bm25 has: the order within a
// tier can differ from SQLite's, never which articles are in it.
import { sql } from 'kysely';
import { HEAD_COLUMNS, RANK_ALL, RANK_TITLE_TIER, type QueryNode } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { PgPlan } from './plan.ts';
import type { PgSelection } from './selection.ts';
import { hasPrefix, operandQuery, positiveOperands, readingIndexes, restrictTree, sidePredicate, tsquery, wholeTree } from './textQuery.ts';


/** ts_rank's weights, in its order {D, C, B, A}: BM25_WEIGHTS' authors/DOI 4, abstract 5, keywords 6, title 10. */
const META_WEIGHTS = '{0.4, 0.5, 0.6, 1.0}';

/** What relevance scores: the tree on its short fields, NOT's right side left out (rankingExpression). */
function rankingTree(node: QueryNode): QueryNode | null {
  if (node.kind === 'leaf') return restrictTree(node, HEAD_COLUMNS);
  const left = rankingTree(node.left);
  if (node.op === 'NOT') return left;
  const right = rankingTree(node.right);
  if (!left) return right;
  if (!right) return left;
  return { ...node, left, right };
}

/** The ranking tree on the title alone (the title tier). */
function titleTree(node: QueryNode): QueryNode | null {
  if (node.kind === 'leaf') return restrictTree(node, ['title']);
  const left = titleTree(node.left);
  if (node.op === 'NOT') return left;
  const right = titleTree(node.right);
  if (!left) return right;
  if (!right) return left;
  return { ...node, left, right };
}

/** Any of the tree's words, for ts_rank (which sums what it finds of each). */
function scoringQuery(node: QueryNode): string {
  return positiveOperands(node)
    .map(({ operand }) => operandQuery(operand))
    .join(' | ');
}

type Scored = { id: number; score: number }[];

async function scoreWindow(db: Db, tree: QueryNode, window: number[]): Promise<Scored> {
  const { rows } = await sql<{ id: number; score: number }>`
    SELECT s.id, ts_rank(${META_WEIGHTS}::float4[], s.meta_vector, ${tsquery(scoringQuery(tree))}, 1) AS score
    FROM article_search s WHERE s.id = ANY(${window}::bigint[]) AND ${sidePredicate(tree, 'head')}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
}

async function scoreTitleTier(db: Db, tree: QueryNode, p: PgPlan, bound: number, window: Set<number>): Promise<Scored> {
  // The newest RANK_TITLE_TIER articles with the words in their title, then those the filters passed.
  const { rows } = await readingIndexes(db, (tx) =>
    sql<{ id: number; score: number }>`
      SELECT s.id, ts_rank(ts_filter(s.meta_vector, '{a}'), ${tsquery(scoringQuery(tree))}, 1) AS score
      FROM (SELECT s.id FROM article_search s WHERE s.id BETWEEN ${bound} AND ${p.to} AND ${sidePredicate(tree, 'head')} ORDER BY s.id DESC LIMIT ${RANK_TITLE_TIER}) tier
      JOIN article_search s ON s.id = tier.id`.execute(tx),
  );
  return rows.map((row) => ({ id: Number(row.id), score: Number(row.score) })).filter((row) => window.has(row.id));
}

/** The selection's ids in relevance order, best first (every passing id once). */
export async function rankSelection(db: Db, p: PgPlan, sel: PgSelection): Promise<number[]> {
  const window = sel.passing ?? [];
  const newestFirst = [...window].reverse();
  if (!window.length || !p.tree) return newestFirst;
  const bound = window[0] as number;
  const large = window.length > RANK_ALL;
  const tree = large ? titleTree(p.tree) : rankingTree(p.tree);
  let scored: Scored = [];
  if (tree) {
    const members = new Set(window);
    const score = (t: QueryNode) => (large ? scoreTitleTier(db, t, p, bound, members) : scoreWindow(db, t, window));
    if (hasPrefix(tree)) scored = await score(wholeTree(tree));
    if (!scored.length) scored = await score(tree);
  }
  scored.sort((a, b) => b.score - a.score || b.id - a.id);
  const ranked = scored.map((entry) => entry.id);
  const scoredIds = new Set(ranked);
  for (const id of newestFirst) if (!scoredIds.has(id)) ranked.push(id);
  return ranked;
}
