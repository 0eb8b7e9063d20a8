// Where a seed's catalogue goes: the seed (seedDatabase.ts) draws journals, articles and
// everything around them from its PRNG and hands the rows to a writer of the configured engine. The
// writer owns everything engine-specific: clearing the old catalogue, bulk-load settings, the
// transaction, the search indexes' upkeep and what is derived from the written rows.
import type { SeedStatements } from './seedSteps/statements.ts';

export interface CatalogueWriter {
  /** Empties the old catalogue, sets the store up for a bulk load and opens the seed's transaction. */
  begin(): Promise<SeedStatements>;
  /** Before the articles (the bulk of the rows): e.g. secondary indexes dropped for the load. */
  beforeArticles(): Promise<void>;
  /** After the articles: what beforeArticles set aside, back. */
  afterArticles(): Promise<void>;
  /** Columns derived from the written rows: editors' choice and collection top-ups, article counts. */
  deriveAfterArticles(): Promise<void>;
  commit(): Promise<void>;
  /**
   * Awaited by the seed now and then while it writes the articles: a writer that batches the rows it
   * takes (run() is synchronous) writes them meanwhile and holds the seed back here while too many wait,
   * so that memory stays bounded however many articles there are. Writers that write at once need none.
   */
  flush?(): Promise<void>;
  /** After the commit: the search indexes finished (merged, analysed, the per-word match lists). */
  finish(): Promise<void>;
  /** Gives the seed up after an error: nothing of it stays. */
  abandon(): Promise<void>;
  /** Always last: the connection's own settings back. */
  close(): Promise<void>;
}

/** Editors' choice articles every journal has at least (its home and editors' choice page list them): deriveAfterArticles tops them up. */
export const EDITORS_CHOICE_AT_LEAST = 6;

/** Articles a topical collection has at least, when its journal has articles to spare: deriveAfterArticles tops them up. */
export const COLLECTION_AT_LEAST = 3;

/** Bump when the generated catalogue's shape changes: the seed CLI re-seeds an older catalogue. */
export const CATALOGUE_VERSION = '22';
