// What article search on PostgreSQL keeps of the catalogue between searches, per stamp (searchStamp.ts:
// the seeding and the last publish): the journals and their subjects (facets and filters name them),
// the highest article id, whether ids follow the publication dates, and the facet histogram of the
// whole catalogue (a search without words or filters counts nothing). Read once per stamp, or extended
// from the last one by the articles a publish added, and shared by the searches running at the same
// time (one promise).
import { LRUCache } from 'lru-cache';
import { lastPublishOfStamp, REPUBLISHED_SINCE_SQL, republishedSinceValues, SEARCH_STAMP_SQL, seedingOfStamp } from '../../searchStamp.ts';
import { CompiledQuery, sql } from 'kysely';
import { preparedStatement } from '../../../data/postgres/preparedStatements.ts';
import { numberedParameters } from '../../../data/postgres/postgresDatabase.ts';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { CITATIONS, extendedFacetIndex, loadFacetIndex, PUBLICATION_DAY, SHELF, SHELF_JOINS, type FacetFields, type FacetIndex } from './facetIndex.ts';

export interface JournalInfo {
  id: number;
  nameSystem: string;
  name: string;
  /** Positions in the contracts' subject list. */
  subjects: number[];
}

/** Articles per (journal, type, region): what facet counts are made of. */
export interface HistogramRow {
  journal_id: number;
  article_type: string;
  region: string | null;
  /** On a journal's list only: the year and section (null: none). */
  year?: number;
  section_id?: number | null;
  n: number;
}

export interface PgCatalogue {
  stamp: string;
  /** Every journal (public or not), by name in binary order, as SQLite's `ORDER BY name`. */
  journals: JournalInfo[];
  journalById: Map<number, JournalInfo>;
  journalByName: Map<string, JournalInfo>;
  maxId: number;
  /** Ids ascend with the publication day (the seed writes them so): "newest first" is "highest id first". */
  dateOrdered: boolean;
  /** The whole catalogue's histogram. */
  histogram: HistogramRow[];
  /** Types and regions in the catalogue (facets label the ones it knows). */
  types: Set<string>;
  regions: Set<string>;
  /** The facet fields of every article, read once the catalogue has its word lists (facetIndexOf). */
  facets: { checkedAt: number; index: Promise<FacetIndex | null> } | null;
  /** Searches whose every match was walked through the indexes (listSelection.ts everyMatch). */
  matchSets: LRUCache<string, MatchSet>;
}

/** Every match of a search, newest first, in the ids up to `upTo`. */
export interface MatchSet {
  ids: Int32Array;
  upTo: number;
}

/**
 * Bytes of match ids a catalogue keeps (16 million ids; a word in 300,000 articles is 1.2 MB). They
 * go when the catalogue is read afresh, and stay through publishes that extend it (the matches of the
 * new articles are added when a search next reads them).
 */
const MATCH_SET_BYTES = 64 * 1024 * 1024;
const newMatchSets = () => new LRUCache<string, MatchSet>({ maxSize: MATCH_SET_BYTES, sizeCalculation: (set) => Math.max(1, set.ids.byteLength) });

/** The types and regions a histogram names. */
const namedIn = (histogram: HistogramRow[]) => ({
  types: new Set(histogram.map((row) => row.article_type)),
  regions: new Set(histogram.flatMap((row) => (row.region ? [row.region] : []))),
});

export interface CatalogueCache {
  current: { stamp: string; catalogue: Promise<PgCatalogue> } | null;
}

/** Read before every search: planned once per connection (its planning cost PostgreSQL more than its run). */
const STAMP = preparedStatement(SEARCH_STAMP_SQL);

export async function catalogueStamp(db: Db): Promise<string> {
  const { rows } = await db.executeQuery<{ value: string }>(CompiledQuery.raw(STAMP, []));
  return rows[0]?.value ?? '';
}

/** Every journal with its subjects, by name in binary order (as SQLite's `ORDER BY name`). */
async function readJournals(db: Db): Promise<Pick<PgCatalogue, 'journals' | 'journalById' | 'journalByName'>> {
  const { rows: journalRows } = await sql<{ id: number; name_system: string; name: string }>`
    SELECT id, name_system, name FROM journals ORDER BY name COLLATE "C", id`.execute(db);
  const journals = journalRows.map((row) => ({ id: Number(row.id), nameSystem: row.name_system, name: row.name, subjects: [] as number[] }));
  const journalById = new Map(journals.map((j) => [j.id, j]));
  const subjectNumber = new Map<string, number>(subjects.map((s, i) => [s.slug, i]));
  const { rows: subjectRows } = await sql<{ journal_id: number; subject: string }>`SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position`.execute(db);
  for (const row of subjectRows) {
    const number = subjectNumber.get(row.subject);
    if (number !== undefined) journalById.get(Number(row.journal_id))?.subjects.push(number);
  }
  return { journals, journalById, journalByName: new Map(journals.map((j) => [j.nameSystem, j])) };
}

async function loadCatalogue(db: Db, stamp: string): Promise<PgCatalogue> {
  const journals = await readJournals(db);
  const { rows: bounds } = await sql<{ max_id: number; unordered: boolean }>`
    SELECT coalesce(max(id), 0) AS max_id,
      EXISTS (SELECT 1 FROM (SELECT published_at < lag(published_at) OVER (ORDER BY id) AS earlier FROM articles) x WHERE earlier) AS unordered
    FROM articles`.execute(db);
  const { rows: histogram } = await sql<HistogramRow>`
    SELECT journal_id, article_type, region, count(*) AS n FROM articles GROUP BY journal_id, article_type, region`.execute(db);
  const rows = histogram.map((row) => ({ ...row, journal_id: Number(row.journal_id), n: Number(row.n) }));
  const maxId = Number(bounds[0]?.max_id ?? 0);
  return {
    stamp,
    ...journals,
    maxId,
    dateOrdered: !bounds[0]?.unordered,
    histogram: rows,
    ...namedIn(rows),
    facets: null,
    matchSets: newMatchSets(),
  };
}

/**
 * Whether the catalogue of `stamp` has its word lists (wordLists.ts: the seed builds them after it
 * commits; catalogue_info 'wordListsOf' names the stamp they were made at). Lists made for its seeding
 * still serve after publishing when publishing has kept them current ('wordListsFollowed' names the
 * same stamp): a new article is newer than every list (a search finds it through the text indexes),
 * and a new version's publish brings the lists up to date with its text (reindexArticleWords). Lists
 * made before publishing did that serve only the stamp they were made at.
 */
export async function hasWordLists(db: Db, stamp: string): Promise<boolean> {
  const { rows } = await sql<{ key: string; value: string }>`SELECT key, value FROM catalogue_info WHERE key IN ('wordListsOf', 'wordListsFollowed')`.execute(db);
  const made = rows.find((row) => row.key === 'wordListsOf')?.value;
  if (made === undefined) return false;
  const followed = rows.find((row) => row.key === 'wordListsFollowed')?.value === made;
  return made === stamp || (followed && seedingOfStamp(made) === seedingOfStamp(stamp));
}

/** How long a catalogue without its word lists waits before it looks for them again (the seed builds them after its commit). */
const LISTS_RECHECK_MS = 10_000;

/**
 * The facet index of the catalogue (facetIndex.ts), which word lists are walked with: null while the
 * catalogue has no lists. Read once, and shared by the searches running at the same time.
 */
export function facetIndexOf(db: Db, cat: PgCatalogue, now = Date.now()): Promise<FacetIndex | null> {
  if (cat.facets && (now - cat.facets.checkedAt < LISTS_RECHECK_MS || cat.facets.index !== NO_INDEX)) return cat.facets.index;
  const index = (async () => ((await hasWordLists(db, cat.stamp)) ? loadFacetIndex(db, cat.maxId, cat.histogram) : null))();
  cat.facets = { checkedAt: now, index };
  index.then(
    (loaded) => {
      if (!loaded && cat.facets?.index === index) cat.facets = { checkedAt: now, index: NO_INDEX };
    },
    () => {
      if (cat.facets?.index === index) cat.facets = null;
    },
  );
  return index;
}
const NO_INDEX: Promise<FacetIndex | null> = Promise.resolve(null);

/**
 * `before` with the articles published since, when every one of them is new (a higher id than it
 * knew): its histogram and facet index extended by their rows, where reading the whole catalogue
 * again took 1.2 to 1.6 s at a million articles, and every search waited for it after each publish.
 * Null when that cannot be told or is not so (another seeding, a first publish, a new version of an
 * article it knew): the catalogue is read afresh.
 */
async function extendedCatalogue(db: Db, before: PgCatalogue, stamp: string): Promise<PgCatalogue | null> {
  const last = lastPublishOfStamp(before.stamp);
  if (last === null || seedingOfStamp(before.stamp) !== seedingOfStamp(stamp)) return null;
  const { rows: changed } = await db.executeQuery<{ republished: boolean }>(
    CompiledQuery.raw(numberedParameters(REPUBLISHED_SINCE_SQL), republishedSinceValues(before.maxId, last)),
  );
  if (changed[0]?.republished !== false) return null;
  const { rows } = await sql<FacetFields & { published_at: string }>`
    SELECT a.id, a.journal_id, a.article_type, a.region, a.published_at, ${PUBLICATION_DAY} AS day, ${CITATIONS} AS citations, ${SHELF} AS shelf
    FROM articles a ${SHELF_JOINS} WHERE a.id >= ${before.maxId} ORDER BY a.id`.execute(db);
  const added = rows.map((row) => ({ ...row, id: Number(row.id), journal_id: Number(row.journal_id) })).filter((row) => row.id > before.maxId);
  let dateOrdered = before.dateOrdered;
  for (let i = 1; i < rows.length; i++) if ((rows[i]?.published_at ?? '') < (rows[i - 1]?.published_at ?? '')) dateOrdered = false;
  const histogram = before.histogram.map((row) => ({ ...row }));
  for (const article of added) {
    const row = histogram.find((r) => r.journal_id === article.journal_id && r.article_type === article.article_type && r.region === article.region);
    if (row) row.n++;
    else histogram.push({ journal_id: article.journal_id, article_type: article.article_type, region: article.region, n: 1 });
  }
  const maxId = added.at(-1)?.id ?? before.maxId;
  const index = before.facets && before.facets.index !== NO_INDEX ? await before.facets.index.catch(() => null) : null;
  const extended = index ? extendedFacetIndex(index, added, maxId) : null;
  return {
    stamp,
    ...(await readJournals(db)),
    maxId,
    dateOrdered,
    histogram,
    ...namedIn(histogram),
    facets: extended ? { checkedAt: Date.now(), index: Promise.resolve(extended) } : null,
    // Every article it adds is new: the matches kept hold every other's (listSelection.ts keptMatches).
    matchSets: before.matchSets,
  };
}

/** The catalogue as it is now: the kept one while the stamp is unchanged, else the kept one extended by a publish, or read afresh. */
export async function currentCatalogue(db: Db, cache: CatalogueCache): Promise<PgCatalogue> {
  const stamp = await catalogueStamp(db);
  if (cache.current?.stamp === stamp) return cache.current.catalogue;
  const previous = cache.current?.catalogue ?? null;
  const catalogue = (async () => {
    const before = previous ? await previous.catch(() => null) : null;
    // One snapshot for what is read (the highest id, the histogram and the rows added must agree: an
    // article counted above the highest id would be counted again when the catalogue is extended).
    return db.transaction().setIsolationLevel('repeatable read').execute(async (tx) =>
      (before && (await extendedCatalogue(tx, before, stamp))) ?? loadCatalogue(tx, stamp));
  })();
  cache.current = { stamp, catalogue };
  // A failed read is not kept: the next search tries again.
  catalogue.catch(() => {
    if (cache.current?.catalogue === catalogue) cache.current = null;
  });
  return catalogue;
}
