// What the parts of the search store share on one connection: the parts are plain functions and this
// object is everything they may change: the loaded catalogue (with its scratch buffers), the snippet
// cutter, the prepared scoring statements. One context per connection: searches run one at a time on
// it, so nothing here is locked.
import { newSnippetCache, type SnippetCache, type SnippetCutter } from '../../search/snippetCutter.ts';
import { SEARCH_STAMP_SQL } from '../../searchStamp.ts';
import type { StatementSync } from 'node:sqlite';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { ArticleIndex, FACET_KEY_SPACE } from '../articleIndex.ts';
import type { Selection } from './selection.ts';
import type { ArticlePlan } from './plan.ts';
import { newWordListReader, type WordListReader } from './wordLists.ts';

export interface JournalInfo {
  id: number;
  nameSystem: string;
  name: string;
  subjects: number[];
}

/** The article index plus the journal facts facets need, for one catalogue (reloaded when it is re-seeded). */
export interface Catalogue {
  stamp: string;
  index: ArticleIndex;
  journals: Map<number, JournalInfo>;
  journalByName: Map<string, JournalInfo>;
  /** Rank of each journal id by name, for bibliographic order. */
  nameRank: Map<number, number>;
  /** Buffers reused by every search (searches run one at a time on this thread). */
  scratch: { passing: Int32Array; histogram: Int32Array; passes: Uint8Array; passesFor: ArticlePlan | null };
  /** Every article id, ascending, and the facet-key histogram of the whole catalogue (for unfiltered browsing). */
  allIds: Int32Array;
  fullHistogram: Int32Array | null;
  /** Each journal's article ids, ascending. */
  journalIds: Map<number, Int32Array>;
}

export interface SearchContext {
  readonly sql: Sql;
  /**
   * Called between the steps of an article search (after matching, after filtering, before snippets);
   * may throw to stop it: the search worker cancels a search whose reader left.
   */
  readonly checkpoint: () => void;
  /** The catalogue the last search used; null until the first search (see currentCatalogue). */
  catalogue: Catalogue | null;
  /** What cuts snippets in this connection's temporary schema, once the first search needs one (see snippets.ts). */
  snippetCutter: SnippetCutter | null;
  /** Snippets already cut (see snippets.ts). */
  readonly snippetCache: SnippetCache;
  /** The prepared relevance-scoring statements, by kind (see ranking.ts). */
  readonly rankStatements: Map<'all' | 'listed' | 'title', StatementSync>;
  /** The prepared newest-first match statements, by table (see newestMatches.ts). */
  readonly walkStatements: Map<string, StatementSync>;
  /** Recent selections (see selection.ts), most recently used last. */
  readonly memo: Map<string, Selection>;
  /** The per-word match lists of the catalogue, as this connection reads them (see wordLists.ts). */
  readonly wordLists: WordListReader;
}

export function createSearchContext(sql: Sql, checkpoint: () => void): SearchContext {
  return { sql, checkpoint, catalogue: null, snippetCutter: null, snippetCache: newSnippetCache(), rankStatements: new Map(), walkStatements: new Map(), memo: new Map(), wordLists: newWordListReader() };
}

/**
 * The catalogue of the database as it is now: the cached one while the stamp is unchanged, else its
 * article index extended by the articles published since (when they are all new), or loaded afresh
 * (a re-seed gives every article a new id, so nothing of the old one is kept).
 */
export function currentCatalogue(ctx: SearchContext): Catalogue {
  const { sql } = ctx;
  const stamp = sql.get<{ value: string }>(SEARCH_STAMP_SQL)?.value ?? '';
  if (ctx.catalogue && ctx.catalogue.stamp === stamp) return ctx.catalogue;
  const index = (ctx.catalogue && ArticleIndex.extended(sql.db, ctx.catalogue.index, stamp)) ?? ArticleIndex.load(sql.db, stamp);
  const journals = new Map<number, JournalInfo>();
  for (const row of sql.all<{ id: number; name_system: string; name: string }>('SELECT id, name_system, name FROM journals ORDER BY name')) {
    journals.set(row.id, { id: row.id, nameSystem: row.name_system, name: row.name, subjects: [] });
  }
  const subjectNumber = new Map<string, number>(subjects.map((s, i) => [s.slug, i]));
  for (const row of sql.all<{ journal_id: number; subject: string }>('SELECT journal_id, subject FROM journal_subjects ORDER BY journal_id, position')) {
    const number = subjectNumber.get(row.subject);
    if (number !== undefined) journals.get(row.journal_id)?.subjects.push(number);
  }
  const nameRank = new Map<number, number>();
  [...journals.values()].forEach((journal, rank) => nameRank.set(journal.id, rank));
  const allIds = new Int32Array(index.count);
  const perJournal = new Map<number, number>();
  let n = 0;
  for (let id = 1; id <= index.maxId; id++) {
    const journal = index.journal[id] as number;
    if (!journal) continue;
    allIds[n++] = id;
    perJournal.set(journal, (perJournal.get(journal) ?? 0) + 1);
  }
  const journalIds = new Map<number, Int32Array>();
  const fill = new Map<number, number>();
  for (const [journal, size] of perJournal) {
    journalIds.set(journal, new Int32Array(size));
    fill.set(journal, 0);
  }
  for (const id of allIds) {
    const journal = index.journal[id] as number;
    const at = fill.get(journal) as number;
    (journalIds.get(journal) as Int32Array)[at] = id;
    fill.set(journal, at + 1);
  }
  ctx.catalogue = {
    stamp,
    index,
    journals,
    journalByName: new Map([...journals.values()].map((j) => [j.nameSystem, j])),
    nameRank,
    scratch: { passing: new Int32Array(index.maxId + 1), histogram: new Int32Array(FACET_KEY_SPACE), passes: new Uint8Array(FACET_KEY_SPACE), passesFor: null },
    allIds,
    fullHistogram: null,
    journalIds,
  };
  return ctx.catalogue;
}
