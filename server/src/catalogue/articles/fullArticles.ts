// Whole articles for export (CSV, RIS, BibTeX) on either engine: records with their text, authors,
// keywords, affiliations and review reports in one statement for the list, then the versions, notice
// and files of the imported ones (found by one more); in the order of the ids asked for.
import { sql } from 'kysely';
import type { Article } from '@oap/contracts/api/articles.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { idList, rowsOf } from '../rows/query.ts';
import { articleSelects, toArticle, type ArticleRow } from './articleRows.ts';
import { publication } from './articlePages.ts';

/** The articles of `ids` in that order (unknown ids are left out). */
export async function fullArticles(database: Pick<SqlDatabase, 'db' | 'engine'>, ids: readonly number[]): Promise<Article[]> {
  if (!ids.length) return [];
  const rows = await rowsOf(database.db, sql<ArticleRow>`${articleSelects(database.engine).article} WHERE a.id IN ${idList(ids)}`);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  // Versions, notices and files are read for the imported articles alone: one statement finds them.
  const imported = new Set(
    (await rowsOf(database.db, sql<{ article_id: number }>`SELECT DISTINCT article_id FROM article_versions WHERE article_id IN ${idList(ids)}`)).map((row) => Number(row.article_id)),
  );
  // The imported ones' reads side by side (up to three statements each); the order stays that of `ids`.
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  return Promise.all(found.map(async (row) => ({ ...toArticle(row), ...(imported.has(Number(row.id)) ? await publication(database.db, row) : { version: row.version }) })));
}
