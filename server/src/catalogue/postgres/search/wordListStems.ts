// Which stems get a word list on PostgreSQL (wordLists.ts), and whether the lists made are widened
// as FTS5 merges stems (migration 290).
import { sql } from 'kysely';
import type { Db } from '../../../data/sqlDatabase.ts';

/**
 * Stems in at least this many articles' full texts get a list too, however few metadata have them
 * ("discussion", "table", "examined"): each such word's walk through the GIN index of the full texts
 * visits every match (52 to 158 ms for a first search at a million articles, against 12 to 30 ms
 * from a list). Counted in a sample, the newest FULL_TEXT_SAMPLE full texts, scaled to the catalogue: reading
 * every full text's vector is 16 GB at a million.
 */
export const POSTGRES_FULL_TEXT_LIST_MIN_DOCS = 5_000;
export const FULL_TEXT_SAMPLE = 2_000;

/**
 * catalogue_info's mark of lists whose stems are widened as FTS5 merges them (migration 290 took out
 * the lists made before of the stems it widens): the rules' version and the lists' own stamp
 * (wordListsOf), so that lists an earlier server makes again (during a rolling upgrade) are not taken
 * for widened ones.
 */
export const WIDENED = { key: 'wordListsStems', rules: 'fts5-1' } as const;
export const widenedMark = (listsOf: string) => `${WIDENED.rules} ${listsOf}`;

export async function listsWidened(db: Db): Promise<boolean> {
  const { rows } = await sql<{ key: string; value: string }>`SELECT key, value FROM catalogue_info WHERE key IN ('wordListsOf', ${WIDENED.key})`.execute(db);
  const listsOf = rows.find((row) => row.key === 'wordListsOf')?.value;
  return listsOf !== undefined && rows.find((row) => row.key === WIDENED.key)?.value === widenedMark(listsOf);
}

/**
 * The stems to list, each with how many articles have it (at least `minDocs` metadata, or, by the
 * sample, at least `fullTextMinDocs` full texts), in the articles up to `maxId`.
 */
export async function listedStems(tx: Db, limits: { minDocs: number; fullTextMinDocs: number; fullTextSample: number }, maxId: number, widenedOnly: boolean): Promise<{ word: string; ndoc: number }[]> {
  const { minDocs, fullTextMinDocs, fullTextSample } = limits;
  const { rows: texts } = await sql<{ all: string; sampled: string }>`
    SELECT count(*) AS all, least(count(*), ${fullTextSample}) AS sampled FROM article_search_text WHERE id <= ${maxId}`.execute(tx);
  const scale = Number(texts[0]?.all ?? 0) / Math.max(1, Number(texts[0]?.sampled ?? 0));
  const sample = `SELECT fulltext_vector FROM article_search_text WHERE id <= ${Math.trunc(maxId)} ORDER BY id DESC LIMIT ${Math.trunc(fullTextSample)}`;
  const { rows } = await sql<{ word: string; ndoc: string }>`
    SELECT word, max(ndoc) AS ndoc FROM (
      SELECT word, ndoc FROM ts_stat('SELECT meta_vector FROM article_search') WHERE ndoc >= ${minDocs}
      UNION ALL
      SELECT word, round(ndoc * ${scale}::float8)::int8 FROM ts_stat(${sample}) WHERE ndoc * ${scale}::float8 >= ${fullTextMinDocs}) stems
    ${widenedOnly ? sql`WHERE cardinality(oap_stem_variants(word)) > 1` : sql``}
    GROUP BY word ORDER BY word`.execute(tx);
  return rows.map((row) => ({ word: row.word, ndoc: Number(row.ndoc) }));
}
