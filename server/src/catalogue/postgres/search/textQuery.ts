// A search's query tree (catalogue/articleSearch.ts, the same plan SQLite runs) as PostgreSQL predicates
// over the tsvector columns of migration 111. A leaf's words are read back from the FTS5 text the
// plan renders ("word"* for a prefix, "quoted words" for a phrase), so both engines search the very
// words the plan chose (function words left out, MIN_PREFIX, the word cap, DOI splitting).
//
// Where SQLite runs one MATCH per index, this runs one WHERE per table: a leaf over some columns is a
// test of the vector holding them (restricted to their weights when the vector holds others too);
// AND / OR / NOT within one table are the same operators on the row; a tree over both tables is
// combined from each side's ids with UNION / INTERSECT / EXCEPT, as SQLite's textMatches does.
import { sql, type RawBuilder } from 'kysely';
import { HEAD_COLUMNS, TEXT_COLUMNS, treeIndex, type QueryNode } from '../../articleSearch.ts';
import type { Db } from '../../../data/sqlDatabase.ts';

type Predicate = RawBuilder<unknown>;

/** One thing a leaf looks for: a word (maybe as a prefix) or a phrase. */
export interface Operand {
  words: string[];
  prefix: boolean;
}

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words and phrases of a leaf's FTS5 text ("a"* "b c" ...). */
export function operandsOf(terms: string): Operand[] {
  const out: Operand[] = [];
  for (const match of terms.matchAll(/"((?:[^"]|"")*)"(\*)?/g)) {
    const words = wordsOf((match[1] ?? '').replace(/""/g, '"'));
    if (words.length) out.push({ words, prefix: match[2] === '*' && words.length === 1 });
  }
  return out;
}

const literal = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * One operand as tsquery text: a word ('cell':* as a prefix), or a phrase of adjacent words; `weights`
 * (e.g. 'A') keeps it to the fields with those weights; `whole` drops the prefix (long texts).
 */
export function operandQuery(operand: Operand, weights = '', whole = false): string {
  if (operand.words.length === 1) {
    const prefix = operand.prefix && !whole;
    const suffix = prefix ? `:*${weights}` : weights ? `:${weights}` : '';
    return `${literal(operand.words[0] as string)}${suffix}`;
  }
  return operand.words.map((word) => `${literal(word)}${weights ? `:${weights}` : ''}`).join(' <-> ');
}

/** tsquery text stemmed as the search's vectors are, each stem that FTS5 would have merged with another widened to both (migration 290). */
export const tsquery = (text: string, config = 'oap_search'): Predicate =>
  config === 'oap_search' ? sql`oap_fts5_query(to_tsquery('oap_search', ${text}))` : sql`to_tsquery(${sql.lit(config)}, ${text})`;

/** tsquery text stemmed, not widened: what oap_phrase_pairs reads (it widens each pair itself). */
const stemmedPhrase = (text: string): Predicate => sql`to_tsquery('oap_search', ${text})`;

interface Place {
  vector: string;
  /** The weights the leaf keeps to ('' for the whole vector). */
  weights: string;
}

/** Where each short field is: meta_vector (the common fields) and people_vector, with its weight there. */
const META_WEIGHT: Record<string, string> = { title: 'A', keywords: 'B', abstract: 'C' };
const PEOPLE_WEIGHT: Record<string, string> = { authors: 'A', affiliations: 'B', doi: 'C' };

/** The vectors and weights that hold these short fields: every field once, in as few vectors as can be. */
function headPlaces(columns: string[]): Place[] {
  const meta = columns.filter((c) => META_WEIGHT[c]).map((c) => META_WEIGHT[c]).join('');
  // Weight D of meta_vector holds the authors and the DOI together: usable when both are wanted.
  const both = columns.includes('authors') && columns.includes('doi');
  const metaWeights = `${meta}${both ? 'D' : ''}`;
  const people = columns.filter((c) => PEOPLE_WEIGHT[c] && !(both && (c === 'authors' || c === 'doi'))).map((c) => PEOPLE_WEIGHT[c]).join('');
  const places: Place[] = [];
  // Every weight of a vector: no restriction (no recheck of the stored vector).
  if (metaWeights) places.push({ vector: 's.meta_vector', weights: metaWeights.length === 4 ? '' : [...metaWeights].sort().join('') });
  if (people) places.push({ vector: 's.people_vector', weights: people.length === 3 ? '' : [...people].sort().join('') });
  return places;
}

function textPlaces(columns: string[]): Place[] {
  return columns.map((c) => ({ vector: c === 'fulltext' ? 't.fulltext_vector' : 't.references_vector', weights: '' }));
}

/**
 * The vectors with an index of their word pairs (migration 280), each with the weights its pairs are
 * tagged with when the leaf keeps to none: every weight of the metadata, D (no weight) in the full text.
 */
const PAIRED: Record<string, string> = { 's.meta_vector': 'ABCD', 't.fulltext_vector': 'D' };

/** Words to_tsquery makes one lexeme each, so that a phrase of them is the chain oap_phrase_pairs reads. */
const PLAIN_WORD = /^[a-z0-9]{1,100}$/i;

/** A phrase of plain words: one its place's word pairs can find (where the place has them). */
const pairable = (operand: Operand) => operand.words.length > 1 && operand.words.every((word) => PLAIN_WORD.test(word));

/**
 * A phrase's test on one place: through its word pairs where the place has them, so that only the
 * articles with its words side by side are read, not every one with its words (see migration 280).
 * Two words are exactly their pair; a longer phrase is tested again on the rows its pairs leave
 * (ts_match_vq, the @@ operator as a function: a test of each of those rows, not a second index).
 */
function phraseTest(operand: Operand, place: Place, whole: boolean): Predicate {
  const vector = sql.raw(place.vector);
  const phrase = tsquery(operandQuery(operand, place.weights, whole));
  const tags = PAIRED[place.vector];
  if (!tags || !pairable(operand)) return sql`${vector} @@ ${phrase}`;
  const pairs = sql`oap_word_pairs(${vector}) @@ oap_phrase_pairs(${stemmedPhrase(operandQuery(operand))}, ${place.weights || tags})`;
  return operand.words.length === 2 ? pairs : sql`(${pairs} AND ts_match_vq(${vector}, ${phrase}))`;
}

/**
 * Whether the tree has a phrase its places may test through word pairs. Their statements read the
 * indexes as bitmaps only (readingIndexes): the planner must not walk the ids down testing each row
 * with oap_word_pairs, which makes an article's pairs afresh (about a millisecond for a full text).
 */
export function readsPairs(node: QueryNode): boolean {
  if (node.kind === 'op') return readsPairs(node.left) || readsPairs(node.right);
  return operandsOf(node.terms).some(pairable);
}

/** One operand's test on one place. */
function operandTest(operand: Operand, place: Place, whole: boolean): Predicate {
  if (operand.words.length > 1) return phraseTest(operand, place, whole);
  return sql`${sql.raw(place.vector)} @@ ${tsquery(operandQuery(operand, place.weights, whole))}`;
}

/**
 * The test of one leaf on its table's row (alias s: article_search, t: article_search_text), over
 * `columns` (those of the leaf on that side). Every operand must be in one of the columns, as
 * FTS5's {columns} : (a b) asks; in one vector, its words are one tsquery and its phrases a test each.
 */
export function leafPredicate(operands: Operand[], columns: string[], side: 'head' | 'text'): Predicate {
  const places: Place[] = side === 'head' ? headPlaces(columns) : textPlaces(columns);
  const whole = side === 'text';
  const [only] = places;
  if (places.length === 1 && only) {
    const words = operands.filter((operand) => operand.words.length === 1);
    const tests = operands.filter((operand) => operand.words.length > 1).map((phrase) => phraseTest(phrase, only, whole));
    if (words.length) tests.unshift(sql`${sql.raw(only.vector)} @@ ${tsquery(words.map((o) => operandQuery(o, only.weights, whole)).join(' & '))}`);
    return tests.length === 1 ? (tests[0] as Predicate) : sql`(${sql.join(tests, sql` AND `)})`;
  }
  return sql`(${sql.join(
    operands.map((operand) => sql`(${sql.join(places.map((place) => operandTest(operand, place, whole)), sql` OR `)})`),
    sql` AND `,
  )})`;
}

/** The tree with its leaves kept to `only` columns (null as renderExpression: a leaf with none left voids its branch). */
export function restrictTree(node: QueryNode, only: readonly string[]): QueryNode | null {
  if (node.kind === 'leaf') {
    const columns = node.columns.filter((c) => only.includes(c));
    return columns.length ? { ...node, columns } : null;
  }
  const left = restrictTree(node.left, only);
  const right = restrictTree(node.right, only);
  return left && right ? { ...node, left, right } : null;
}

/** The test of a tree within one table (every leaf's columns on that side), as one WHERE. */
export function sidePredicate(node: QueryNode, side: 'head' | 'text'): Predicate {
  if (node.kind === 'leaf') return leafPredicate(operandsOf(node.terms), node.columns, side);
  const left = sidePredicate(node.left, side);
  const right = sidePredicate(node.right, side);
  if (node.op === 'AND') return sql`(${left} AND ${right})`;
  if (node.op === 'OR') return sql`(${left} OR ${right})`;
  return sql`(${left} AND NOT coalesce(${right}, false))`;
}

const SIDE_TABLE = { head: sql`article_search s`, text: sql`article_search_text t` } as const;
const SIDE_ID = { head: sql`s.id`, text: sql`t.id` } as const;

/**
 * The ids of the articles matching within one table, in [from, to]: through the id index, or with
 * `filtered` as a test of each match's id (`id + 0`), for a range where the matches are few and a
 * bitmap of every id in it would cost more than they do. With `among`, of those ids only (the range
 * is then not read): the id index's bitmap of them, intersected with the GIN index's (listSelection.ts
 * passingWalk).
 */
function sideIds(node: QueryNode, side: 'head' | 'text', from: number, to: number, filtered = false, among?: readonly number[]): Predicate {
  const id = filtered ? sql`${SIDE_ID[side]} + 0` : SIDE_ID[side];
  const ids = among ? sql`${SIDE_ID[side]} = ANY(${among}::bigint[])` : sql`${id} BETWEEN ${from} AND ${to}`;
  return sql`SELECT ${SIDE_ID[side]} AS id FROM ${SIDE_TABLE[side]} WHERE ${ids} AND ${sidePredicate(node, side)}`;
}

type SideIds = (from: number, to: number, filtered?: boolean, among?: readonly number[]) => Predicate;

export interface LeafSides {
  head: SideIds;
  text: SideIds;
}

/** A leaf over both tables as its two sides, each a query of its matches' ids in [from, to]; null for any other tree. */
export function leafSides(node: QueryNode): LeafSides | null {
  if (node.kind !== 'leaf' || treeIndex(node) !== 'both') return null;
  const head = restrictTree(node, HEAD_COLUMNS) as QueryNode;
  const text = restrictTree(node, TEXT_COLUMNS) as QueryNode;
  return { head: (from, to, filtered, among) => sideIds(head, 'head', from, to, filtered, among), text: (from, to, filtered, among) => sideIds(text, 'text', from, to, filtered, among) };
}

/**
 * A query giving the ids (a set, no order) of the articles the tree matches with ids in [from, to]
 * (or among `among`).
 * A tree within one table is one scan of it; a leaf over both is the union of its two sides; other
 * trees over both combine their branches' ids (textMatches in SQLite's store).
 */
export function matchIds(node: QueryNode, from: number, to: number, filtered = false, among?: readonly number[]): Predicate {
  const where = treeIndex(node);
  if (where !== 'both') return sideIds(node, where, from, to, filtered, among);
  if (node.kind === 'leaf') {
    const sides = leafSides(node) as LeafSides;
    return sql`(${sides.head(from, to, filtered, among)}) UNION (${sides.text(from, to, filtered, among)})`;
  }
  const left = matchIds(node.left, from, to, filtered, among);
  const right = matchIds(node.right, from, to, filtered, among);
  const op = node.op === 'AND' ? sql`INTERSECT` : node.op === 'OR' ? sql`UNION` : sql`EXCEPT`;
  return sql`(${left}) ${op} (${right})`;
}

/** The positive operands of a tree (the right side of a NOT left out), each with its leaf's columns. */
export function positiveOperands(node: QueryNode): { operand: Operand; columns: string[] }[] {
  if (node.kind === 'leaf') return operandsOf(node.terms).map((operand) => ({ operand, columns: node.columns }));
  if (node.op === 'NOT') return positiveOperands(node.left);
  return [...positiveOperands(node.left), ...positiveOperands(node.right)];
}

/** The tree with every word matching whole, not as a prefix (wholeWords of the FTS5 text). */
export function wholeTree(node: QueryNode): QueryNode {
  if (node.kind === 'leaf') return { ...node, terms: node.terms.replace(/"\*/g, '"') };
  return { ...node, left: wholeTree(node.left), right: wholeTree(node.right) };
}

export function hasPrefix(node: QueryNode): boolean {
  return node.kind === 'leaf' ? /"\*/.test(node.terms) : hasPrefix(node.left) || hasPrefix(node.right);
}

/**
 * Runs `work` where the planner finds matches through the GIN indexes (with `bitmaps`, never by
 * walking the id index down and testing each article: the GIN index's matches, intersected with the
 * ids asked for, are the only rows read). A common word is in most full
 * texts, and the planner's estimate then prefers reading the table whole and testing each row, not
 * counting that each row's vector is a separate, large value to fetch and decompress (at 20,000
 * articles, 260 ms instead of 15 ms through the index). And no JIT compilation: these statements are
 * planned as costly but run in milliseconds, less than compiling them takes. Read as bitmaps, no
 * parallel workers either: word pairs are planned as costly (their function's COST), and a worker
 * started for a read of a few milliseconds took ten more to start. And room for the bitmaps: one
 * that outgrows work_mem turns lossy, and each match on its pages is then tested again (for word
 * pairs, each article's pairs made afresh: at a million, 700 ms instead of 250 for one read).
 * With `among` (a read of given ids, sideIds), the planner also counts pages as read from memory
 * (random_page_cost 1.1, as they are here): otherwise it prefers testing each of a common word's
 * matches against the ids to intersecting the id index's bitmap of them with the GIN index's ("analysis"
 * among the 59,000 brief reports of a million: 950 ms instead of 145).
 */
export function readingIndexes<T>(db: Db, work: (tx: Db) => Promise<T>, { bitmaps = false, among = false }: { bitmaps?: boolean; among?: boolean } = {}): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)${
      bitmaps || among ? sql`, set_config('enable_indexscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('work_mem', '64MB', true)` : sql``
    }${among ? sql`, set_config('random_page_cost', '1.1', true)` : sql``}`.execute(tx);
    return work(tx);
  });
}
