// Where a seed's catalogue goes (issue 24): the seed (seedDatabase.ts) draws journals, articles and
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
  /** After the commit: the search indexes finished (merged, analysed, the per-word match lists). */
  finish(): Promise<void>;
  /** Gives the seed up after an error: nothing of it stays. */
  abandon(): Promise<void>;
  /** Always last: the connection's own settings back. */
  close(): Promise<void>;
}

/** Bump when the generated catalogue's shape changes: the seed CLI re-seeds an older catalogue. */
export const CATALOGUE_VERSION = '9';
