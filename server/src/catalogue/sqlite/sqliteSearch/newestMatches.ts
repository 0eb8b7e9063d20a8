// The matches of a search newest first, read a batch at a time: FTS5 walks its word lists from the
// highest id down (ORDER BY rowid DESC) and stops at the batch's LIMIT, so a search that needs the
// newest ten thousand matches of a word found in three hundred thousand articles reads ten thousand,
// not three hundred thousand. A tree within one index is one stream; a leaf over both indexes (the
// term over "common fields", metadata and full text) is two streams merged, each id once. Trees that
// combine both indexes with AND, OR or NOT are left to textMatches (exact), which returns null here.
import type { StatementSync } from 'node:sqlite';
import type { Sql } from '../sql.ts';
import { renderExpression, treeIndex, wholeWords, HEAD_COLUMNS, TEXT_COLUMNS } from '../../articleSearch.ts';
import type { QueryNode } from '../../articleSearch.ts';
import { SearchInputError } from '../../searchInputError.ts';

export interface MatchWalk {
  /** The next id, lower than every one before it; 0 when there are no more. */
  next(): number;
  /**
   * The next ids in one array, when the walk holds them so (a word's list, wordLists.ts): ids[start]
   * to ids[end - 1], newest first; next() goes on after them. Null when it has none so.
   */
  bulk?(): { ids: Int32Array; start: number; end: number } | null;
}

/**
 * One index's matches, newest first, in batches that grow (the first is what most searches need; the
 * second, when given, what the rest of them need; then four times larger each).
 */
function stream(statements: Map<string, StatementSync>, sql: Sql, index: 'head' | 'text', expression: string, from: number, to: number, firstBatch: number, secondBatch?: number): MatchWalk {
  const table = index === 'head' ? 'article_search' : 'article_search_text';
  let statement = statements.get(table);
  if (!statement) {
    statement = sql.db.prepare(
      `SELECT json_group_array(rowid) AS ids FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid DESC LIMIT ?)`,
    );
    statements.set(table, statement);
  }
  const query = statement;
  // Words match whole in the long texts (see textMatches.indexMatches).
  const match = index === 'text' ? wholeWords(expression) : expression;
  let batch: number[] = [];
  let at = 0;
  let below = to;
  let size = firstBatch;
  let grown = false;
  let done = from > to;
  const fill = () => {
    try {
      batch = JSON.parse((query.get(match, from, below, size) as { ids: string } | undefined)?.ids ?? '[]') as number[];
    } catch (error) {
      if (/fts5|syntax/i.test((error as Error).message)) throw new SearchInputError('Invalid search request: the search terms could not be read');
      throw error;
    }
    at = 0;
    if (batch.length < size) done = true;
    const last = batch[batch.length - 1];
    if (last !== undefined) below = last - 1;
    if (below < from) done = true;
    size = secondBatch !== undefined && !grown ? secondBatch : size * 4;
    grown = true;
  };
  return {
    next() {
      if (at >= batch.length) {
        if (done) return 0;
        fill();
        if (at >= batch.length) return 0;
      }
      return batch[at++] as number;
    },
  };
}

/**
 * Two walks as one, each id once. A side is read only when its last id has gone out: reading ahead
 * would make a side fetch its next (four times larger) batch just as the caller stops.
 */
function merged(a: MatchWalk, b: MatchWalk): MatchWalk {
  let x = -1;
  let y = -1;
  return {
    next() {
      if (x === -1) x = a.next();
      if (y === -1) y = b.next();
      if (x === 0 && y === 0) return 0;
      const id = Math.max(x, y);
      if (x === id) x = -1;
      if (y === id) y = -1;
      return id;
    },
  };
}

/** The tree's matches newest first, or null when the tree needs the exact path (both indexes under AND, OR or NOT). */
export function newestMatchWalk(statements: Map<string, StatementSync>, sql: Sql, tree: QueryNode, from: number, to: number, firstBatch: number, secondBatch?: number): MatchWalk | null {
  const where = treeIndex(tree);
  if (where !== 'both') return stream(statements, sql, where, renderExpression(tree) as string, from, to, firstBatch, secondBatch);
  if (tree.kind !== 'leaf') return null;
  return merged(
    stream(statements, sql, 'head', renderExpression(tree, HEAD_COLUMNS) as string, from, to, firstBatch, secondBatch),
    stream(statements, sql, 'text', renderExpression(tree, TEXT_COLUMNS) as string, from, to, firstBatch, secondBatch),
  );
}
