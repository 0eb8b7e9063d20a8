// The catalogue's database as the data API opens it (dataApi.ts), whichever engine holds it: the
// Store over it, and the seeding of a database that has no catalogue yet (README: "created and
// seeded on first start").
import type { PublishingSession } from './publishing/importSession.ts';
import type { SeedOptions, SeedReport } from './seed/seedDatabase.ts';
import type { Store } from './store.ts';

export interface CatalogueDatabase {
  store: Store;
  /** Whether it holds a catalogue of the current version. */
  hasCatalogue(): Promise<boolean>;
  /** Publishing's transactions (imports and deposits: publishing/importSession.ts). */
  publishing: PublishingSession;
  /** Seeds the catalogue (replacing one of another version). */
  seed(options: SeedOptions): Promise<SeedReport>;
  /**
   * Writes usage still queued (when the database is free) and closes it; resolves once closed, so a
   * caller that drops or stops the database after it (tests, a command) cuts no connection in use.
   */
  close(): Promise<void>;
}

/**
 * Seeds the catalogue, then prepares each imported (JATS) article's page text once and keeps it (its
 * sanitised body, references, citation styles, related articles: store/articlePreparation*), so the
 * import pays for it and no reader's first visit does. About 10 s for the 143 articles of
 * the corpus, in the preparation thread. Both the seed command and a server's first start seed this way.
 */
export async function seedAndPrepare(catalogue: CatalogueDatabase, options: SeedOptions): Promise<SeedReport & { preparedMs: number; prepared: number }> {
  const report = await catalogue.seed(options);
  const started = performance.now();
  const prepared = await catalogue.store.articles.prepareImported();
  return { ...report, prepared, preparedMs: Math.round(performance.now() - started) };
}
