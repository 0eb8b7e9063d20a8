// Which articles a search's words match: ascending ids from the two FTS5 indexes (metadata and long
// texts), combined by the query tree's AND / OR / NOT.
import type { Sql } from '../sql.ts';
import { renderExpression, treeIndex, wholeWords, HEAD_COLUMNS, TEXT_COLUMNS } from '../../articleSearch.ts';
import type { QueryNode } from '../../articleSearch.ts';
import { SearchInputError } from '../../searchInputError.ts';
import { difference, intersect, union } from './idLists.ts';


/**
 * Ascending ids matching `expression` in one text index (FTS5 doclists only: no article rows are read).
 * With `within`, only those ids are kept: SQLite tests each match against the list before it is
 * collected (`+rowid` keeps the list out of FTS5's plan, which would restart the query once per id).
 */
export function indexMatches(sql: Sql, index: 'head' | 'text', expression: string, from: number, to: number, within?: number[]): number[] {
  const table = index === 'head' ? 'article_search' : 'article_search_text';
  // Words match as prefixes in the metadata (with prefix indexes); in the long texts they match whole
  // (after stemming), where a prefix would merge the lists of every word it begins, over every article.
  if (index === 'text') expression = wholeWords(expression);
  try {
    const row = within
      ? sql.get<{ ids: string }>(
          `SELECT json_group_array(rowid) AS ids FROM ${table} WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ? AND +rowid IN (SELECT value FROM json_each(?))`,
          expression,
          from,
          to,
          JSON.stringify(within),
        )
      : sql.get<{ ids: string }>(`SELECT json_group_array(rowid) AS ids FROM ${table} WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ?`, expression, from, to);
    return JSON.parse(row?.ids ?? '[]') as number[];
  } catch (error) {
    if (/fts5|syntax/i.test((error as Error).message)) throw new SearchInputError('Invalid search request: the search terms could not be read');
    throw error;
  }
}

/**
 * Ascending ids of the articles matching the tree. A (sub)tree within one index is one MATCH there
 * (FTS5 intersects its word lists itself); a tree over both indexes combines its parts' id lists.
 * For AND and NOT the right side is looked up between the left side's first and last id, and when
 * the left side is a small fraction of the catalogue (a narrow search), only for its ids: handing
 * over an id costs about as much as collecting twenty, and the right side of "... AND references:
 * cohort" is otherwise every article citing a cohort study.
 */
export function textMatches(sql: Sql, tree: QueryNode, from: number, to: number): number[] {
  if (from > to) return [];
  const where = treeIndex(tree);
  if (where !== 'both') return indexMatches(sql, where, renderExpression(tree) as string, from, to);
  if (tree.kind === 'leaf') {
    return union(
      indexMatches(sql, 'head', renderExpression(tree, HEAD_COLUMNS) as string, from, to),
      indexMatches(sql, 'text', renderExpression(tree, TEXT_COLUMNS) as string, from, to),
    );
  }
  const left = textMatches(sql, tree.left, from, to);
  if (tree.op === 'OR') return union(left, textMatches(sql, tree.right, from, to));
  if (left.length === 0) return left;
  const low = left[0] as number;
  const high = left[left.length - 1] as number;
  const rightIndex = treeIndex(tree.right);
  const right =
    rightIndex !== 'both' && left.length * 200 < to - from + 1
      ? indexMatches(sql, rightIndex, renderExpression(tree.right) as string, low, high, left)
      : textMatches(sql, tree.right, low, high);
  return tree.op === 'AND' ? intersect(left, right) : difference(left, right);
}
