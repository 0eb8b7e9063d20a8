// The catalogue's database as the data API opens it (dataApi.ts), whichever engine holds it: the
// Store over it, and the seeding of a database that has no catalogue yet (README: "created and
// seeded on first start").
import type { SeedOptions, SeedReport } from '../seed/seedDatabase.ts';
import type { Store } from './store.ts';

export interface CatalogueDatabase {
  store: Store;
  /** Whether it holds a catalogue of the current version. */
  hasCatalogue(): Promise<boolean>;
  /** Seeds the catalogue (replacing one of another version). */
  seed(options: SeedOptions): Promise<SeedReport>;
  /**
   * Writes usage still queued (when the database is free) and closes it; resolves once closed, so a
   * caller that drops or stops the database after it (tests, a command) cuts no connection in use.
   */
  close(): Promise<void>;
}
