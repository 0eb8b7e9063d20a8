// What a page of article results reads on PostgreSQL once its ids are known, in one statement: the
// catalogue's stamp as it is now, the page's summaries and, when snippets are to be cut, the short
// fields they are cut from. Each statement costs the server and the database a round trip and its
// own planning and protocol work, about as much CPU as the reading itself here; these three were
// three statements of every search (docs/search.md). The stamp read with the page is what lets a
// search plan with the kept catalogue and still never answer from one a publish has replaced
// (articles.ts articleResults).
import { CompiledQuery } from 'kysely';
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { preparedStatement } from '../../../data/postgres/preparedStatements.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { SEARCH_STAMP_SQL } from '../../searchStamp.ts';
import { SUMMARY_COLUMNS, SUMMARY_FROM, toSummary, type SummaryRow } from '../../rows/rows.ts';
import { snippetHtmlText, type SnippetDoc } from '../../search/snippetCutter.ts';

/**
 * The short fields a snippet is cut from first: those of the search tables, but the abstract, which is
 * read from the article's HTML as SQLite reads it (snippetHtmlText: a structured abstract's labels
 * end in a colon there, and not in the indexed text).
 */
export const SHORT_FIELDS = ['title', 'abstract', 'keywords', 'authors', 'affiliations', 'doi'] as const;
export type ShortField = (typeof SHORT_FIELDS)[number];
export type ShortFields = Pick<SnippetDoc, 'id' | ShortField>;

/** A page's rows: its summaries in the order of its ids, the short fields asked for, and the stamp read with them. */
export interface PageRows {
  stamp: string;
  items: ArticleSummary[];
  shortFields: ShortFields[];
}

// Each set of short fields is a statement of its own, planned once per connection (a search's words
// name at most the six fields: a few dozen statements at most).
const statements = new Map<string, string>();

/** The statement of a page with `fields` of article_search beside the summaries (x_<field>, '' for a field not asked for; x_id null for no row). */
function pageStatement(fields: readonly ShortField[] | null): string {
  const key = fields ? fields.join(',') : '-';
  let text = statements.get(key);
  if (text === undefined) {
    const column = (field: ShortField) => (field === 'abstract' ? 'a.abstract_html' : `x."${field}"`);
    const short = fields ? `, x.id AS x_id, ${SHORT_FIELDS.map((field) => (fields.includes(field) ? `coalesce(${column(field)}, '') AS "x_${field}"` : `'' AS "x_${field}"`)).join(', ')}` : '';
    const from = fields ? `${SUMMARY_FROM} LEFT JOIN article_search x ON x.id = a.id` : SUMMARY_FROM;
    // The stamp's one row joined to the page's rows: read even for a page with no rows.
    text = preparedStatement(`SELECT stamp.value AS stamp, page.* FROM (${SEARCH_STAMP_SQL}) stamp
      LEFT JOIN (SELECT ${SUMMARY_COLUMNS}${short} FROM ${from} WHERE a.id = ANY($1::bigint[])) page ON true`);
    statements.set(key, text);
  }
  return text;
}

type SearchRow = { x_id: number | null } & Record<`x_${ShortField}`, string>;
type PageRow = { stamp: string } & ({ id: null } | (SummaryRow & SearchRow));

/**
 * The stamp and the summaries of `ids` (those without a row left out), with the short fields
 * `fields` of each when given (null: no snippets to cut).
 */
export async function pageRows(db: Db, ids: number[], fields: readonly ShortField[] | null): Promise<PageRows> {
  const { rows } = await db.executeQuery<PageRow>(CompiledQuery.raw(pageStatement(fields), [ids]));
  const byId = new Map<number, SummaryRow & SearchRow>();
  for (const row of rows) if (row.id !== null) byId.set(Number(row.id), row);
  const items: ArticleSummary[] = [];
  const shortFields: ShortFields[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    items.push(toSummary({ ...row, id, editors_choice: Number(row.editors_choice) }));
    // An article without a row in the search tables has no fields to cut from.
    if (fields && row.x_id !== null) shortFields.push({ id, title: row.x_title, abstract: row.x_abstract && snippetHtmlText(row.x_abstract), keywords: row.x_keywords, authors: row.x_authors, affiliations: row.x_affiliations, doi: row.x_doi });
  }
  return { stamp: rows[0]?.stamp ?? '', items, shortFields };
}
