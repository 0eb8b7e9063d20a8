// Relevance on PostgreSQL, in the tiers of SQLite's ranking.ts: a selection of up to RANK_ALL
// articles is ranked whole by ts_rank of its short fields (the weights of meta_vector: title A,
// keywords B, abstract C, authors and DOI D, in the proportions of bm25's column weights); a larger
// one puts first the newest RANK_TITLE_TIER articles with the words in their title, ranked by their
// titles, then the rest newest first. Words are scored as typed first (no prefix), and as prefixes
// when that scores nothing (a half-typed word). ts_rank has no idf as bm25 has: the order within a
// tier can differ from SQLite's, never which articles are in it.
import { sql, type RawBuilder } from 'kysely';
import { MAX_COUNTED_MATCHES } from '@oap/contracts/api/search.ts';
import { HEAD_COLUMNS, RANK_ALL, RANK_TITLE_TIER, type QueryNode } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import type { PgPlan } from './plan.ts';
import type { PgSelection } from './selection.ts';
import { hasPrefix, operandQuery, positiveOperands, readingIndexes, readsPairs, restrictTree, sidePredicate, tsquery, wholeTree } from './textQuery.ts';


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

/**
 * The title tier's order, best first (ties: the newer first): ts_rank of the titles alone for
 * `query`. One rule for the search and for the seed, which ranks each word list's first tier once.
 */
export async function titleTierOrder(db: Db, ids: number[], query: RawBuilder<unknown>): Promise<number[]> {
  if (!ids.length) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT s.id FROM article_search s WHERE s.id = ANY(${ids}::bigint[])
    ORDER BY ts_rank(ts_filter(s.meta_vector, '{a}'), ${query}, 1) DESC, s.id DESC`.execute(db);
  return rows.map((row) => Number(row.id));
}

/**
 * The title tier from the search's word list when it can say: the newest RANK_TITLE_TIER of its
 * title ids (the word whole, or as a prefix) in [bound, p.to]. Null when there is no list, it has no
 * such ids (made before migration 270), or it is cut short before the range has a whole tier (the
 * indexes are asked then). `ranked` is the seed's order when the tier is the list's first.
 */
function listedTitleTier(p: PgPlan, sel: PgSelection, whole: boolean): { ids: number[]; ranked: Int32Array | null } | null {
  const titles = whole ? sel.list?.titles : sel.list?.prefixTitles;
  const bound = sel.passing?.[0];
  if (!titles || bound === undefined) return null;
  const ids: number[] = [];
  let skipped = false;
  const answer = () => ({ ids, ranked: !skipped && titles.ranked.length === ids.length ? titles.ranked : null });
  for (const id of titles.ids) {
    if (id > p.to) {
      skipped = true;
      continue;
    }
    // Newest first: past the range, the list has said all there is in it.
    if (id < bound) return answer();
    ids.push(id);
    if (ids.length === RANK_TITLE_TIER) return answer();
  }
  return titles.complete ? answer() : null;
}

/** The title tier of a large selection, best first: the newest RANK_TITLE_TIER articles with the words in their title, those the filters passed. */
async function titleTier(db: Db, tree: QueryNode, whole: boolean, p: PgPlan, sel: PgSelection, window: Set<number>): Promise<number[]> {
  const query = tsquery(scoringQuery(tree));
  const bound = sel.passing?.[0] ?? 0;
  const listed = listedTitleTier(p, sel, whole);
  if (listed && sel.list) {
    // Articles published since the list was made are newer than all of its ids: their title matches
    // come first in the tier, and the seed's order no longer says how it ranks.
    const newer = sel.list.listedTo < p.to ? await newestTitleMatches(db, tree, Math.max(bound, sel.list.listedTo + 1), p.to, false) : [];
    const ids = [...newer, ...listed.ids].slice(0, RANK_TITLE_TIER);
    const kept = ids.filter((id) => window.has(id));
    return !newer.length && listed.ranked && kept.length === listed.ids.length ? Array.from(listed.ranked) : titleTierOrder(db, kept, query);
  }
  // The planner guesses a thousand title matches for any word, and so walks the ids down from the
  // newest, testing each article, until it has the tier: quick for a word in titles everywhere, but a
  // word in a few hundred titles was tested against half the catalogue (270 ms at 200,000 articles,
  // against 12 through its index), and a word in no title against all of it (2.5 s at a million, for
  // a word common in the full texts but without a list). Such words are found through the index
  // (`id + 0` keeps the id order from being walked) and the newest taken: a search whose every match
  // the walk read, and found few (at most MAX_COUNTED_MATCHES), and one word without a list, which
  // few articles' metadata hold. A common word behind a filter or a journal scope keeps the walk down
  // the ids, which finds its tier among the newest articles.
  const fewMatches = (sel.walkedAll !== undefined && sel.walkedAll <= MAX_COUNTED_MATCHES) || sel.fewInMetadata === true;
  return titleTierOrder(db, (await newestTitleMatches(db, tree, bound, p.to, fewMatches)).filter((id) => window.has(id)), query);
}

/** The newest RANK_TITLE_TIER articles in [from, to] whose titles match `tree`; `throughIndex`: found through the index, not by walking the ids down (titleTier says when). */
async function newestTitleMatches(db: Db, tree: QueryNode, from: number, to: number, throughIndex: boolean): Promise<number[]> {
  const newest = throughIndex ? sql`s.id + 0` : sql`s.id`;
  const { rows } = await readingIndexes(db, (tx) =>
    sql<{ id: number }>`
      SELECT s.id FROM article_search s WHERE s.id BETWEEN ${from} AND ${to} AND ${sidePredicate(tree, 'head')} ORDER BY ${newest} DESC LIMIT ${RANK_TITLE_TIER}`.execute(tx),
    { bitmaps: readsPairs(tree) },
  );
  return rows.map((row) => Number(row.id));
}

/** The selection's ids in relevance order, best first (every passing id once): those ranked, then the rest in `newestFirst` (paging.ts). */
export async function rankSelection(db: Db, p: PgPlan, sel: PgSelection, newestFirst: number[]): Promise<number[]> {
  const window = sel.passing ?? [];
  if (!window.length || !p.tree) return [...newestFirst];
  let ranked: number[] = [];
  if (window.length > RANK_ALL) {
    const tree = titleTree(p.tree);
    if (tree) {
      const members = new Set(window);
      if (hasPrefix(tree)) ranked = await titleTier(db, wholeTree(tree), true, p, sel, members);
      if (!ranked.length) ranked = await titleTier(db, tree, false, p, sel, members);
    }
  } else {
    const tree = rankingTree(p.tree);
    let scored: Scored = [];
    if (tree) {
      if (hasPrefix(tree)) scored = await scoreWindow(db, wholeTree(tree), window);
      if (!scored.length) scored = await scoreWindow(db, tree, window);
    }
    scored.sort((a, b) => b.score - a.score || b.id - a.id);
    ranked = scored.map((entry) => entry.id);
  }
  const rankedIds = new Set(ranked);
  for (const id of newestFirst) if (!rankedIds.has(id)) ranked.push(id);
  return ranked;
}
