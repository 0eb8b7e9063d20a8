// Per-word match lists (a million articles). A search for one common word walked FTS5 for
// its newest matches: two word lists (the metadata as a prefix, the long texts as a whole word), each
// match a row through SQL (~0.3 µs), and a prefix past the prefix indexes (a stem of 8 letters or
// more) merged the whole list of every word it begins on each batch. For a word found in 4,000 to
// 12,500 articles that was ~7 ms of its first search. The seed now keeps, for each word stem in at
// least WORD_LIST_MIN_DOCS articles' metadata, the ids its one-word search matches, newest first (at
// most WORD_LIST_IDS of them), and a one-word search walks that list instead: one row read.
// A stem is listed whether or not it is its own stem ("diseas", the stem of "disease", is not: its list
// is built from the search for "disease"); one word in fifteen of the benchmark's log was such a word.
//
// A list belongs to one state of the catalogue (catalogue_info 'wordListsOf' = searchStamp.ts): the seed
// builds the lists after its indexes, an import run after its articles. A catalogue without them (seeded before this)
// searches as before.
import { SEARCH_STAMP_SQL } from '../../searchStamp.ts';
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { renderExpression, titleExpression, wholeWords, HEAD_COLUMNS, RANK_TITLE_TIER, TEXT_COLUMNS } from '../../articleSearch.ts';
import type { QueryNode } from '../../articleSearch.ts';
import type { MatchWalk } from './newestMatches.ts';
import { createSql } from '../sql.ts';
import { titleTierOrder } from './titleTier.ts';
import { listedWord, mergeNewest, oneWordLeaf, WORD_LIST_IDS, WORD_LIST_MIN_DOCS, WORD_TITLE_IDS } from '../../searchSampling.ts';

export { WORD_LIST_MIN_DOCS, WORD_LIST_IDS, WORD_TITLE_IDS } from '../../searchSampling.ts';

const TOKENIZER = `tokenize = 'porter unicode61 remove_diacritics 2'`;

/** The stem a word gets from the index's tokenizer (null: not one token), on a temporary table of this connection. */
function stemmer(db: DatabaseSync): (word: string) => string | null {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.stem_probe USING fts5(w, ${TOKENIZER})`);
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.stem_probe_terms USING fts5vocab(temp, 'stem_probe', 'row')`);
  const insert = db.prepare('INSERT INTO temp.stem_probe (w) VALUES (?)');
  const terms = db.prepare('SELECT term FROM temp.stem_probe_terms');
  return (word) => {
    db.exec('SAVEPOINT stem_probe');
    try {
      insert.run(word);
      const rows = terms.all() as { term: string }[];
      return rows.length === 1 ? (rows[0] as { term: string }).term : null;
    } finally {
      db.exec('ROLLBACK TO stem_probe; RELEASE stem_probe');
    }
  };
}

/** Endings tried to find a word for a stem that is not its own stem ("diseas" is the stem of "disease", not of "diseas"). */
const ENDINGS = ['', 'e', 's', 'es', 'ed', 'ing', 'y', 'ion', 'al', 'ity'];

/** A plain word whose stem is `term` (its one-word search is listed under it), or null when no ending gives one. */
function representative(term: string, stemOf: (word: string) => string | null): string | null {
  for (const ending of ENDINGS) {
    const word = term + ending;
    if (stemOf(word) !== term) continue;
    const leaf = oneWordLeaf(word);
    if (leaf && listedWord(leaf) === word) return word;
  }
  return null;
}

const newest = (db: DatabaseSync, table: string, expression: string, limit: number): number[] =>
  JSON.parse(
    (db.prepare(`SELECT json_group_array(rowid) AS ids FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid DESC LIMIT ?)`).get(expression, limit) as { ids: string }).ids,
  ) as number[];

interface BuiltList {
  term: string;
  floor: number;
  ids: number[];
  titles: number[];
  titlesComplete: boolean;
  ranked: number[];
}

/**
 * Builds the lists of the catalogue as it is now (the seed calls it after its indexes; an import run,
 * and the server after a deposit, in a worker thread: search/wordListBuilds.ts). Returns how many lists it
 * wrote, or null when the catalogue changed while they were made (they would be of an older state;
 * the change's own build follows). The lists are made in a read transaction, a snapshot that takes no
 * lock from writers, and written in a short write transaction, so publishing and the site's own writes
 * never wait for a build. `minDocs`, `keep` and `keepTitles` are for tests.
 */
export function buildWordLists(db: DatabaseSync, options: { minDocs?: number; keep?: number; keepTitles?: number } = {}): number | null {
  const stemOf = stemmer(db);
  db.exec('BEGIN');
  let made: { stamp: string; lists: BuiltList[] };
  try {
    made = makeWordLists(db, stemOf, options);
  } finally {
    db.exec('COMMIT');
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const now = (db.prepare(SEARCH_STAMP_SQL).get() as { value: string } | undefined)?.value ?? '';
    if (now !== made.stamp) {
      db.exec('ROLLBACK');
      return null;
    }
    const insert = db.prepare('INSERT INTO article_word_lists (term, below, ids, title_ids, titles_complete, title_ranked) VALUES (?, ?, ?, ?, ?, ?)');
    const blob = (list: number[]) => new Uint8Array(Int32Array.from(list).buffer);
    db.exec('DELETE FROM article_word_lists');
    for (const list of made.lists) insert.run(list.term, list.floor, blob(list.ids), blob(list.titles), list.titlesComplete ? 1 : 0, blob(list.ranked));
    db.prepare("INSERT OR REPLACE INTO catalogue_info (key, value) VALUES ('wordListsOf', ?)").run(made.stamp);
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return made.lists.length;
}

/** The lists of the catalogue state the connection reads (inside a read transaction), and that state's stamp. */
function makeWordLists(db: DatabaseSync, stemOf: (word: string) => string | null, options: { minDocs?: number; keep?: number; keepTitles?: number }): { stamp: string; lists: BuiltList[] } {
  const minDocs = options.minDocs ?? WORD_LIST_MIN_DOCS;
  const keep = options.keep ?? WORD_LIST_IDS;
  const keepTitles = options.keepTitles ?? WORD_TITLE_IDS;
  const stamp = (db.prepare(SEARCH_STAMP_SQL).get() as { value: string } | undefined)?.value ?? '';
  const sql = createSql(db);
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.head_terms USING fts5vocab(main, 'article_search', 'row')`);
  const terms = (db.prepare('SELECT term FROM temp.head_terms WHERE doc >= ?').all(minDocs) as { term: string }[]).map((row) => row.term);
  const lists: BuiltList[] = [];
  for (const term of terms) {
    // Letters only (not DOI numbers), and a word whose stem is the term, so that searching any word
    // with that stem finds what searching this word finds (the query stems its words as the index does).
    if (!/^\p{L}+$/u.test(term)) continue;
    const word = representative(term, stemOf);
    if (word === null) continue;
    const leaf = oneWordLeaf(word) as Extract<QueryNode, { kind: 'leaf' }>;
    const head = newest(db, 'article_search', renderExpression(leaf, HEAD_COLUMNS) as string, keep);
    const text = newest(db, 'article_search_text', wholeWords(renderExpression(leaf, TEXT_COLUMNS) as string), keep);
    const { ids, below: floor } = mergeNewest(head, text, keep);
    // The title tier as relevance asks for it (ranking.ts): the words whole, in the title.
    const titleWords = wholeWords(titleExpression(leaf) as string);
    const titles = newest(db, 'article_search', titleWords, keepTitles);
    // The first tier, ranked once here: the one an unfiltered search of the whole catalogue ranks.
    const ranked = titleTierOrder(sql, titles.slice(0, RANK_TITLE_TIER), titleWords);
    lists.push({ term, floor, ids, titles, titlesComplete: titles.length < keepTitles, ranked });
  }
  return { stamp, lists };
}

/** What a search connection keeps for the lists (one per SearchContext). */
export interface WordListReader {
  stamp: string;
  usable: boolean;
  stemOf: ((word: string) => string | null) | null;
  stems: Map<string, string | null>;
  read: StatementSync | null;
  /** Reads a list's title ids; null until asked, or when the column is missing (not migrated). */
  readTitles: StatementSync | null;
}

export function newWordListReader(): WordListReader {
  return { stamp: '', usable: false, stemOf: null, stems: new Map(), read: null, readTitles: null };
}

/** The stem under which `word`'s list is kept, or null when the lists cannot be used or it is not one token. */
function listStem(db: DatabaseSync, reader: WordListReader, stamp: string, word: string): string | null {
  if (reader.stamp !== stamp) {
    reader.stamp = stamp;
    reader.stems.clear();
    try {
      const built = (db.prepare("SELECT value FROM catalogue_info WHERE key = 'wordListsOf'").get() as { value: string } | undefined)?.value;
      reader.usable = built === stamp;
      if (reader.usable) {
        reader.read ??= db.prepare('SELECT below, ids FROM article_word_lists WHERE term = ?');
        reader.stemOf ??= stemmer(db);
      }
    } catch {
      // No lists table (a database not migrated yet): search as before.
      reader.usable = false;
    }
  }
  if (!reader.usable || !reader.stemOf) return null;
  let stem = reader.stems.get(word);
  if (stem === undefined) {
    stem = reader.stemOf(word);
    if (reader.stems.size >= 10_000) reader.stems.clear();
    reader.stems.set(word, stem);
  }
  return stem;
}

/** Copied: a blob's bytes need not be aligned for an Int32Array view. */
function idsOf(blob: Uint8Array): Int32Array {
  const ids = new Int32Array(blob.byteLength / 4);
  new Uint8Array(ids.buffer).set(blob);
  return ids;
}

/** A word's list, newest first, and the lowest id it is exact down to (0: every match), or null. */
function wordList(db: DatabaseSync, reader: WordListReader, stamp: string, word: string): { ids: Int32Array; below: number } | null {
  const stem = listStem(db, reader, stamp, word);
  if (stem === null || !reader.read) return null;
  const row = reader.read.get(stem) as { below: number; ids: Uint8Array } | undefined;
  if (!row) return null;
  return { ids: idsOf(row.ids), below: row.below };
}

/**
 * The newest articles with a one-word search's word in their title (its words whole, as relevance's
 * title tier asks), newest first; `complete` when they are all there are. Null when the search is not
 * one listed word or its list has no title ids (built before them). `ranked` is the first
 * RANK_TITLE_TIER of them in relevance order (titleTier.ts), as the seed ranked them.
 */
export function wordTitleList(db: DatabaseSync, reader: WordListReader, stamp: string, tree: QueryNode): { ids: Int32Array; complete: boolean; ranked: Int32Array | null } | null {
  const word = listedWord(tree);
  const stem = word === null ? null : listStem(db, reader, stamp, word);
  if (stem === null) return null;
  try {
    reader.readTitles ??= db.prepare('SELECT title_ids, titles_complete, title_ranked FROM article_word_lists WHERE term = ?');
  } catch {
    // A database not migrated yet: no title ids.
    return null;
  }
  const row = reader.readTitles.get(stem) as { title_ids: Uint8Array | null; titles_complete: number | null; title_ranked: Uint8Array | null } | undefined;
  if (!row?.title_ids) return null;
  return { ids: idsOf(row.title_ids), complete: row.titles_complete === 1, ranked: row.title_ranked ? idsOf(row.title_ranked) : null };
}

/**
 * The one-word search's matches in [from, to], newest first, from its list; below the list's exact
 * part, from `rest` (the FTS5 walk, made only if the walk gets there). Null when the search is not
 * one listed word.
 */
export function wordListWalk(db: DatabaseSync, reader: WordListReader, stamp: string, tree: QueryNode, from: number, to: number, rest: (below: number) => MatchWalk | null): MatchWalk | null {
  const word = listedWord(tree);
  if (word === null) return null;
  const list = wordList(db, reader, stamp, word);
  if (!list) return null;
  const { ids, below } = list;
  let at = 0;
  while (at < ids.length && (ids[at] as number) > to) at++;
  let tail: MatchWalk | null = null;
  let tailed = false;
  return {
    bulk() {
      if (at >= ids.length) return null;
      const start = at;
      let end = at;
      while (end < ids.length && (ids[end] as number) >= from) end++;
      // Past the range (an id below it): the walk ends there; else it goes on below the list.
      if (end < ids.length) tailed = true;
      at = ids.length;
      return { ids, start, end };
    },
    next() {
      if (at < ids.length) {
        const id = ids[at++] as number;
        if (id >= from) return id;
        // Past the range: so is everything after it, in the list and below it.
        at = ids.length;
        tailed = true;
        return 0;
      }
      if (!tailed) {
        tailed = true;
        // The list holds every match down to `below`: the rest are below it.
        const top = Math.min(to, below - 1);
        if (below > 0 && top >= from) tail = rest(top);
      }
      return tail ? tail.next() : 0;
    },
  };
}
