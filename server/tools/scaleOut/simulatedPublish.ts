// A publish as the import will make it, until the import lands: an article's row written into the
// catalogue's tables (a copy of an article of the same issue, with its own identifier, title and DOI,
// published today), for the edge check and bench:edge to purge and watch through the cache. SQLite.
import type { DatabaseSync } from 'node:sqlite';

/** Cookies a returning reader carries that change nothing on a page: privacy choices, the banner's, cache mode, analytics. */
export const returningReaderCookies = 'oap-consent=%7B%22analytics%22%3Atrue%2C%22marketing%22%3Afalse%7D; old_version=1; cache=yes; _ga=GA1.1.123.456';

export interface PlannedArticle {
  id: number;
  /** The article it is copied from (its issue, journal, text). */
  sourceId: number;
  identifier: string;
  /** Its page, /{issn}/{volume}/{issue}/{identifier}: readers may ask for it before it is published. */
  path: string;
  /** Its issue's contents: /{issn}/{volume}/{issue}. */
  contents: string;
  /** Its journal's name in addresses (nameSystem). */
  journal: string;
}

/** The next article to publish, in the issue of the `offset`-th newest article. */
export function plannedArticle(database: DatabaseSync, offset = 0): PlannedArticle {
  const source = database
    .prepare(
      `SELECT a.id, j.name_system, j.issn, v.volume, i.issue FROM articles a JOIN journals j ON j.id = a.journal_id JOIN issues i ON i.id = a.issue_id
       JOIN volumes v ON v.id = i.volume_id WHERE j.is_public = 1 ORDER BY a.published_at DESC, a.id DESC LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { id: number; name_system: string; issn: string; volume: number; issue: string };
  const id = (database.prepare('SELECT max(id) + 1 AS id FROM articles').get() as { id: number }).id;
  const identifier = String(900_000 + id);
  const contents = `/${source.issn}/${source.volume}/${source.issue}`;
  return { id, sourceId: source.id, identifier, path: `${contents}/${identifier}`, contents, journal: source.name_system };
}

/** Writes the planned article, titled `title`. */
export function writeArticle(database: DatabaseSync, article: PlannedArticle, title: string): void {
  const columns = (database.prepare('PRAGMA table_info(articles)').all() as { name: string }[]).map((column) => column.name);
  const values: Record<string, string | number> = {
    id: article.id,
    identifier: article.identifier,
    title,
    doi: `10.5555/edge.${article.id}`,
    published_at: new Date().toISOString().slice(0, 10),
    views: 0,
    citations: 0,
  };
  const select = columns.map((column) => (column in values ? `? AS ${column}` : column)).join(', ');
  database
    .prepare(`INSERT INTO articles (${columns.join(', ')}) SELECT ${select} FROM articles WHERE id = ?`)
    .run(...columns.filter((column) => column in values).map((column) => values[column]!), article.sourceId);
}
