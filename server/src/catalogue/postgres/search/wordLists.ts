// Per-word match lists on PostgreSQL (migration 240; which searches they answer and their sizes:
// catalogue/searchSampling.ts). A one-word search of a common word read its matches from the GIN
// indexes: a bitmap of every article with the word, each visited in its table, hundreds of thousands
// at a million articles, before the newest ten thousand could be counted. The seed keeps, per stem,
// the newest ids that search finds, and the search reads one row.
//
// On PostgreSQL a word searched as a prefix is its stem as a prefix ('disease' and 'diseases' both
// look for 'diseas':* in the metadata and 'diseas' in the full text), so a list is keyed by the stem
// and built from it directly: 'stem':* and 'stem' as tsquery values, which are not stemmed again.
import { CompiledQuery, sql, type RawBuilder } from 'kysely';
import { preparedStatement } from '../../../data/postgres/preparedStatements.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { listedWord, mergeNewest, WORD_LIST_IDS, WORD_TITLE_IDS } from '../../searchSampling.ts';
import { RANK_TITLE_TIER, type QueryNode } from '../../articleSearch.ts';
import { catalogueStamp, hasWordLists } from './catalogue.ts';
import { titleTierOrder } from './ranking.ts';
import { FULL_TEXT_SAMPLE, listedStems, listsWidened, POSTGRES_FULL_TEXT_LIST_MIN_DOCS, WIDENED, widenedMark } from './wordListStems.ts';

/**
 * Stems in at least this many articles' metadata get a list on PostgreSQL: far rarer ones than on
 * SQLite (WORD_LIST_MIN_DOCS). A word without a list is read through the GIN indexes, at a cost that
 * grows with its matches (in the full texts too, which this count does not see), where FTS5 walks
 * any word's newest matches first. A hundred keeps the lists to the stems readers search for (about
 * 1,600 at 200,000 articles, against 1,000 at 2,000) and leaves out the rare words a walk finds at once.
 */
export const POSTGRES_WORD_LIST_MIN_DOCS = 100;

/** The newest articles with a word in their title (relevance's title tier), newest first. */
export interface TitleList {
  ids: Int32Array;
  /** Whether these are all there are. */
  complete: boolean;
  /** The first RANK_TITLE_TIER of `ids` in relevance order, ranked by the seed. */
  ranked: Int32Array;
}

/** A word's kept matches (see migrations 240 and 270), ids newest first. */
export interface WordList {
  /** The stem the list is kept under. */
  term: string;
  listedTo: number;
  below: number;
  /** Its ids newest first: all of them, or the head asked for (restOfList reads the others). */
  ids: Int32Array;
  /** How many ids the list holds, read or not. */
  idCount: number;
  /** The stem whole in the title. */
  titles: TitleList;
  /** A word starting with the stem in the title; null in lists made before migration 270. */
  prefixTitles: TitleList | null;
}

/** Ids as the lists keep them: 4-byte big-endian integers, newest first. */
export function packIds(ids: ArrayLike<number>): Buffer {
  const out = Buffer.alloc(ids.length * 4);
  for (let i = 0; i < ids.length; i++) out.writeInt32BE(ids[i] as number, i * 4);
  return out;
}

export function unpackIds(bytes: Buffer): Int32Array {
  const out = new Int32Array(bytes.length >>> 2);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readInt32BE(i * 4);
  return out;
}

/** A stem as a tsquery value (letters only: no quoting beyond the quotes), widened to the stems FTS5 would have merged with it (migration 290). */
const stemQuery = (stem: string, suffix = '') => sql`oap_stem_query(${stem}, ${suffix})`;

/** The newest `limit` ids up to `maxId` of a table whose vector matches (an article published while the lists are made is newer than them), looked for in the newest `window` ids, then in four times more until found or all read. */
async function newestIds(tx: Db, table: 'article_search' | 'article_search_text', vector: string, query: RawBuilder<unknown>, maxId: number, window: number, limit: number): Promise<number[]> {
  for (let span = window; ; span *= 4) {
    const lo = Math.max(1, maxId - span + 1);
    const { rows } = await sql<{ ids: number[] }>`
      SELECT coalesce(array_agg(id ORDER BY id DESC), '{}')::int4[] AS ids FROM (
        SELECT id FROM ${sql.table(table)} WHERE id BETWEEN ${lo} AND ${maxId} AND ${sql.ref(vector)} @@ ${query} ORDER BY id DESC LIMIT ${limit}) newest`.execute(tx);
    const ids = rows[0]?.ids ?? [];
    if (ids.length === limit || lo === 1) return ids;
  }
}

export interface WordListOptions {
  minDocs?: number;
  fullTextMinDocs?: number;
  fullTextSample?: number;
  keep?: number;
  keepTitles?: number;
}

/**
 * Articles published since the lists were made, as a share of the catalogue (by ids), past which a
 * server's upkeep makes them again (keepWordLists). Until then a search finds those articles through
 * the text indexes, at a cost that grows with them.
 */
export const LISTS_BEHIND_SHARE = 0.02;

/**
 * How often a server looks whether the lists need making again (keepWordLists: two aggregates and a
 * catalogue_info read when they do not). Publishing never waits for a build, which takes half an hour
 * at a million articles: once the articles published since the last one pass LISTS_BEHIND_SHARE, they
 * are in the lists within this time, plus the build's.
 */
export const WORD_LIST_UPKEEP_SECONDS = 60;

/** Advisory lock keys (any constants the server copies agree on): a build under way, one at a time; the
 * lists themselves, which a build holds alone while it replaces them and a new version's reindex shares. */
const WORD_LISTS_BUILD_LOCK = 240_025;
const WORD_LISTS_LOCK = 240_024;

/**
 * While `work` runs on `tx`: if `signal` aborts, the statement under way on `tx`'s connection is
 * cancelled from another of `db`'s (a server that stops does not wait for a build). Only while: the
 * connection then goes back to the pool, and its process may serve anything.
 */
async function cancellable<T>(db: Db, tx: Db, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  if (!signal) return work();
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(tx);
  const pid = Number(rows[0]?.pid);
  if (signal.aborted) throw new Error('the word list build was cancelled');
  const onAbort = () => void sql`SELECT pg_cancel_backend(${pid})`.execute(db).catch(() => undefined);
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await work();
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/**
 * Builds the lists of the catalogue as it is now, whatever they are (a bench database seeded before
 * them gets them so; tests). Returns how many it wrote. The options are for tests.
 */
export async function buildWordLists(db: Db, options: WordListOptions = {}): Promise<number> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${WORD_LISTS_BUILD_LOCK})`.execute(tx);
    return writeWordLists(tx, options);
  });
}

/**
 * The lists of a catalogue just seeded (its writer calls it after its commit), with `prepare` (the
 * planner statistics of its tables) run first under the build lock: a server's upkeep that looks
 * meanwhile leaves the build to the seed, rather than making the lists on tables without statistics
 * while the seed waits to make them again. Lists a server made in the moment between the commit and
 * the lock are kept. Returns how many it wrote, or null.
 */
export async function seededWordLists(db: Db, prepare: (tx: Db) => Promise<void>): Promise<number | null> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${WORD_LISTS_BUILD_LOCK})`.execute(tx);
    await prepare(tx);
    return (await listsNeed(tx)) === null ? null : writeWordLists(tx, {});
  });
}

/**
 * What the lists of the catalogue as it is now need: a whole build when they have fallen more than
 * LISTS_BEHIND_SHARE behind it or do not serve its stamp (another seeding; lists from before
 * publishing kept them current, and a publish since), or when there are none and they were made at
 * another stamp (a catalogue published into, never seeded, is small and its build quick; made at this
 * one, no stem was common enough); the widened stems' lists alone when they serve but were made
 * before migration 290, which took those out.
 */
async function listsNeed(tx: Db): Promise<'all' | 'widened' | null> {
  const { rows } = await sql<{ listed_to: number | null; max_id: number; lists_of: string | null }>`
    SELECT (SELECT min(listed_to) FROM article_word_lists)::int8 AS listed_to, (SELECT coalesce(max(id), 0) FROM articles)::int8 AS max_id,
      (SELECT value FROM catalogue_info WHERE key = 'wordListsOf') AS lists_of`.execute(tx);
  const row = rows[0];
  const stamp = await catalogueStamp(tx);
  if (row?.listed_to == null) return row?.lists_of === stamp ? null : 'all';
  if (Number(row.max_id) - Number(row.listed_to) > LISTS_BEHIND_SHARE * Number(row.max_id) || !(await hasWordLists(tx, stamp))) return 'all';
  return (await listsWidened(tx)) ? null : 'widened';
}

/**
 * A server's upkeep of the lists (once it is up, then every WORD_LIST_UPKEEP_SECONDS): makes what
 * listsNeed says, unless another copy's build is under way, which this one leaves to it. Returns how
 * many lists it wrote, or null. The options are for tests.
 */
export async function keepWordLists(db: Db, signal?: AbortSignal, options: WordListOptions = {}): Promise<number | null> {
  return db.transaction().execute((tx) => cancellable(db, tx, signal, async () => {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${WORD_LISTS_BUILD_LOCK}) AS locked`.execute(tx);
    if (!rows[0]?.locked) return null;
    const need = await listsNeed(tx);
    return need === null ? null : writeWordLists(tx, options, signal, need === 'widened');
  }));
}

/**
 * The lists made in the caller's transaction, which holds WORD_LISTS_BUILD_LOCK (`widenedOnly`: those
 * of the stems migration 290 widened, in place of theirs, the others left as they are). They are made in a
 * table of the transaction's own while publishing goes on, then put in place under WORD_LISTS_LOCK,
 * with the versions published meanwhile put right in them (a build took 401 s at 200,000 articles,
 * and a publish waiting for it would hold up every other).
 */
async function writeWordLists(tx: Db, options: WordListOptions, signal?: AbortSignal, widenedOnly = false): Promise<number> {
  const minDocs = options.minDocs ?? POSTGRES_WORD_LIST_MIN_DOCS;
  const keep = options.keep ?? WORD_LIST_IDS;
  const keepTitles = options.keepTitles ?? WORD_TITLE_IDS;
  // Bitmaps over the GIN indexes: read through the id index newest first instead, a rare word's
  // search would test (and decompress) the vector of nearly every article.
  await sql`SELECT set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`.execute(tx);
  const stamp = await catalogueStamp(tx);
  // And the last publish before the lists are read: versions published from then on are put right after.
  const { rows: bounds } = await sql<{ max_id: number; last: string | null }>`
    SELECT coalesce(max(id), 0)::int8 AS max_id, max(imported_at) AS last FROM articles`.execute(tx);
  const maxId = Number(bounds[0]?.max_id ?? 0);
  const stats = await listedStems(tx, { minDocs, fullTextMinDocs: options.fullTextMinDocs ?? POSTGRES_FULL_TEXT_LIST_MIN_DOCS, fullTextSample: options.fullTextSample ?? FULL_TEXT_SAMPLE }, maxId, widenedOnly);
  await sql`CREATE TEMPORARY TABLE word_lists_made (LIKE article_word_lists INCLUDING STORAGE) ON COMMIT DROP`.execute(tx);
  let written = 0;
  for (const { word: stem, ndoc } of stats) {
    // Between statements, which pg_cancel_backend does not reach.
    if (signal?.aborted) throw new Error('the word list build was cancelled');
    // Letters only (not DOI numbers or parts of addresses).
    if (!/^\p{L}+$/u.test(stem)) continue;
    // The newest part of the id range expected to hold a side's list (with room), four times more
    // of it while it does not: a common word's list is then read from its newest articles only.
    const window = Math.ceil((1.5 * keep * maxId) / Number(ndoc));
    const head = await newestIds(tx, 'article_search', 'meta_vector', stemQuery(stem, ':*'), maxId, window, keep);
    const text = await newestIds(tx, 'article_search_text', 'fulltext_vector', stemQuery(stem), maxId, window, keep);
    const titles = await newestIds(tx, 'article_search', 'meta_vector', stemQuery(stem, ':A'), maxId, window, keepTitles);
    const prefixTitles = await newestIds(tx, 'article_search', 'meta_vector', stemQuery(stem, ':*A'), maxId, window, keepTitles);
    const { ids, below } = mergeNewest(head, text, keep);
    const ranked = await titleTierOrder(tx, titles.slice(0, RANK_TITLE_TIER), stemQuery(stem));
    const prefixRanked = await titleTierOrder(tx, prefixTitles.slice(0, RANK_TITLE_TIER), stemQuery(stem, ':*'));
    await sql`INSERT INTO word_lists_made (term, listed_to, below, ids, title_ids, titles_complete, title_ranked, prefix_title_ids, prefix_titles_complete, prefix_title_ranked)
      VALUES (${stem}, ${maxId}, ${below}, ${packIds(ids)}, ${packIds(titles)}, ${titles.length < keepTitles}, ${packIds(ranked)},
        ${packIds(prefixTitles)}, ${prefixTitles.length < keepTitles}, ${packIds(prefixRanked)})`.execute(tx);
    written++;
  }
  await sql`SELECT pg_advisory_xact_lock(${WORD_LISTS_LOCK})`.execute(tx);
  await sql`DELETE FROM article_word_lists ${widenedOnly ? sql`WHERE cardinality(oap_stem_variants(term)) > 1` : sql``}`.execute(tx);
  await sql`INSERT INTO article_word_lists SELECT * FROM word_lists_made`.execute(tx);
  const { rows: republished } = await sql<{ id: number }>`
    SELECT id FROM articles WHERE id <= ${maxId} AND imported_at >= ${bounds[0]?.last ?? ''} ORDER BY id`.execute(tx);
  for (const { id } of republished) await reindexArticleWords(tx, Number(id));
  // Both keys: a server of an earlier version reads the first alone, as the stamp the lists serve.
  // Lists of the widened stems alone serve with the others, at the stamp those were made for.
  const listsOf = widenedOnly ? ((await sql<{ value: string }>`SELECT value FROM catalogue_info WHERE key = 'wordListsOf'`.execute(tx)).rows[0]?.value ?? stamp) : stamp;
  const marks = widenedOnly ? [] : [sql`('wordListsOf', ${stamp})`, sql`('wordListsFollowed', ${stamp})`];
  await sql`INSERT INTO catalogue_info (key, value) VALUES ${sql.join([...marks, sql`(${WIDENED.key}, ${widenedMark(listsOf)})`])}
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(tx);
  return written;
}

interface ListRow {
  term: string;
  id_count: number;
  listed_to: number;
  below: number;
  ids: Buffer;
  title_ids: Buffer;
  titles_complete: boolean;
  title_ranked: Buffer;
  prefix_title_ids: Buffer | null;
  prefix_titles_complete: boolean | null;
  prefix_title_ranked: Buffer | null;
}

// The head of a list is a slice of its bytes, which PostgreSQL reads from the value's first chunks
// alone (its storage is EXTERNAL: uncompressed, so a slice needs no more); the list's length is in
// the value's header. A stem without a list of its own takes a variant's whose variants are its own
// (migration 290: 'hydrologi' and 'hydrolog' widen to the same two, so their lists hold the same
// matches; 'incred' does not widen to 'incredibli', which does to it).
const WORD_LIST = preparedStatement(
  `WITH word AS (
      SELECT CASE WHEN cardinality(stems) = 1 THEN stems[1] END AS stem FROM tsvector_to_array(to_tsvector('oap_search', oap_search_words($1::text))) stems)
    SELECT term, listed_to, below, CASE WHEN $2::int IS NULL THEN ids ELSE substring(ids FROM 1 FOR $2::int * 4) END AS ids, octet_length(ids) / 4 AS id_count,
      title_ids, titles_complete, title_ranked, prefix_title_ids, prefix_titles_complete, prefix_title_ranked
    FROM article_word_lists, word
    WHERE term = ANY(oap_stem_variants(word.stem)) AND oap_stem_variants(term) @> ARRAY[word.stem]
    ORDER BY term = word.stem DESC LIMIT 1`,
);

/**
 * The list of a search's word (one listed word: see listedWord), or null when the search is not one
 * or its stem has none. With `head`, only the newest `head` ids are read: a common word's walk stops
 * at its sample, a small part of its list, and the rest is read only for a walk that goes on.
 */
export async function wordListOf(db: Db, tree: QueryNode, head: number | null = null): Promise<WordList | null> {
  const word = listedWord(tree);
  if (word === null) return null;
  const { rows } = await db.executeQuery<ListRow>(CompiledQuery.raw(WORD_LIST, [word, head]));
  const row = rows[0];
  if (!row) return null;
  return {
    term: row.term,
    listedTo: Number(row.listed_to),
    below: Number(row.below),
    ids: unpackIds(row.ids),
    idCount: Number(row.id_count),
    titles: { ids: unpackIds(row.title_ids), complete: row.titles_complete, ranked: unpackIds(row.title_ranked) },
    prefixTitles:
      row.prefix_title_ids && row.prefix_title_ranked
        ? { ids: unpackIds(row.prefix_title_ids), complete: Boolean(row.prefix_titles_complete), ranked: unpackIds(row.prefix_title_ranked) }
        : null,
  };
}

const REST_OF_LIST = preparedStatement(
  'SELECT substring(ids FROM octet_length($2::bytea) + 1) AS rest FROM article_word_lists WHERE term = $1 AND substring(ids FROM 1 FOR octet_length($2::bytea)) = $2::bytea',
);

/**
 * The ids of a list after its head, or null when the list no longer begins with that head (a
 * correction put an article in or took one out since: the caller then walks the indexes). A list
 * changed only after its head is read as it is now, which its head begins as well.
 */
export async function restOfList(db: Db, list: WordList): Promise<Int32Array | null> {
  const { rows } = await db.executeQuery<{ rest: Buffer }>(CompiledQuery.raw(REST_OF_LIST, [list.term, packIds(list.ids)]));
  return rows[0] ? unpackIds(rows[0].rest) : null;
}

/**
 * A list's stem as a query of each list row (l.term), widened as the list was made: through
 * oap_stem_query only for a stem that can have variants (migration 290), as that function is planned
 * row by row and a publish tests every list.
 */
const listQuery = (suffix: string) =>
  sql`CASE WHEN l.term ~ '(logi?|bli?)$' THEN oap_stem_query(l.term, ${suffix}) ELSE (quote_literal(l.term) || ${suffix})::tsquery END`;

/** `ids` (newest first) with `id` put in its place or taken out; unchanged when it already is or is not there. */
function placed(ids: Int32Array, id: number, wanted: boolean): Int32Array {
  let at = 0;
  while (at < ids.length && (ids[at] as number) > id) at++;
  const present = ids[at] === id;
  if (present === wanted) return ids;
  const out = new Int32Array(ids.length + (wanted ? 1 : -1));
  out.set(ids.subarray(0, at));
  if (wanted) {
    out[at] = id;
    out.set(ids.subarray(at), at + 1);
  } else out.set(ids.subarray(at + 1), at);
  return out;
}

/** A title list with one article put in or taken out, within its exact part (all of it when complete, else down to its oldest id); unchanged when nothing moves. */
function followedTitles(titles: Int32Array, complete: boolean, articleId: number, wanted: boolean): Int32Array {
  return complete || articleId >= (titles.at(-1) ?? 0) ? placed(titles, articleId, wanted) : titles;
}

/**
 * Brings the word lists up to date with one article whose text changed (a new version) or that was
 * taken out, after its rows are written: each list that kept it and should not, or should and did
 * not, within the part of the list that is exact. An article added after the lists were made needs
 * nothing: a search finds articles newer than a list through the text indexes (listed_to). Runs in
 * the caller's transaction (publishing's, postgresImportTransaction.ts), so that the lists change
 * with the text they follow; a build under way finishes first.
 */
export async function reindexArticleWords(tx: Db, articleId: number): Promise<number> {
  // Shared: a build holds the lock alone, and rewrites every list (a publish that changed some of the
  // rows first could deadlock with it); publishes themselves take turns by publishing's own lock.
  await sql`SELECT pg_advisory_xact_lock_shared(${WORD_LISTS_LOCK})`.execute(tx);
  const { rows } = await sql<ListRow & { term: string; matches: boolean; in_title: boolean; prefix_in_title: boolean }>`
    WITH article AS (
      SELECT s.meta_vector, t.fulltext_vector FROM article_search s LEFT JOIN article_search_text t ON t.id = s.id WHERE s.id = ${articleId}),
    tested AS (
      SELECT l.*,
        coalesce(a.meta_vector @@ ${listQuery(':*')} OR coalesce(a.fulltext_vector @@ ${listQuery('')}, false), false) AS matches,
        coalesce(a.meta_vector @@ ${listQuery(':A')}, false) AS in_title,
        coalesce(a.meta_vector @@ ${listQuery(':*A')}, false) AS prefix_in_title,
        position(int4send(${articleId}::int4) IN l.ids) > 0 OR position(int4send(${articleId}::int4) IN l.title_ids) > 0
          OR coalesce(position(int4send(${articleId}::int4) IN l.prefix_title_ids) > 0, false) AS listed
      FROM article_word_lists l LEFT JOIN article a ON true
      WHERE l.listed_to >= ${articleId} FOR UPDATE OF l)
    SELECT * FROM tested WHERE matches OR prefix_in_title OR listed`.execute(tx);
  let changed = 0;
  for (const row of rows) {
    const ids = unpackIds(row.ids);
    const titles = unpackIds(row.title_ids);
    const prefixTitles = row.prefix_title_ids ? unpackIds(row.prefix_title_ids) : null;
    // Only the exact part of a list says which articles have the word.
    const newIds = articleId >= Number(row.below) ? placed(ids, articleId, row.matches) : ids;
    const newTitles = followedTitles(titles, row.titles_complete, articleId, row.in_title);
    const newPrefixTitles = prefixTitles && followedTitles(prefixTitles, Boolean(row.prefix_titles_complete), articleId, row.prefix_in_title);
    if (newIds === ids && newTitles === titles && newPrefixTitles === prefixTitles) continue;
    const firstTier = (list: Int32Array) => Array.from(list.subarray(0, RANK_TITLE_TIER));
    const ranked = newTitles === titles ? null : await titleTierOrder(tx, firstTier(newTitles), stemQuery(row.term));
    const prefixRanked = newPrefixTitles === prefixTitles || !newPrefixTitles ? null : await titleTierOrder(tx, firstTier(newPrefixTitles), stemQuery(row.term, ':*'));
    await sql`UPDATE article_word_lists SET ids = ${packIds(newIds)}, title_ids = ${packIds(newTitles)}
      ${ranked ? sql`, title_ranked = ${packIds(ranked)}` : sql``}
      ${newPrefixTitles && prefixRanked ? sql`, prefix_title_ids = ${packIds(newPrefixTitles)}, prefix_title_ranked = ${packIds(prefixRanked)}` : sql``}
      WHERE term = ${row.term}`.execute(tx);
    changed++;
  }
  return changed;
}
