// The catalogue on PostgreSQL (issue 24), assembled: the journal and article stores over the site's
// PostgreSQL handle, the seed's writer, and whether a catalogue of the current version is there.
// Search (SearchStore) is built beside it on the same tables; it may hand the article store its own
// ranking of related articles.
import type pg from 'pg';
import type { CatalogueWriter } from '../../../seed/catalogueWriter.ts';
import { seedCatalogue, type SeedOptions, type SeedReport } from '../../../seed/seedDatabase.ts';
import type { ArticleStore, JournalStore } from '../../store.ts';
import type { SqlDatabase } from '../../sqlDatabase.ts';
import { createPostgresArticleStore, type PostgresArticleOptions } from './postgresArticles.ts';
import { createPostgresJournalStore } from './postgresJournals.ts';
import { createJournalContext } from './journals/context.ts';
import { hasPostgresCatalogue, postgresCatalogueWriter } from './seed/postgresCatalogueWriter.ts';

export interface PostgresCatalogue {
  journals: JournalStore;
  articles: ArticleStore;
  /** A writer for one seeding (seed/seedDatabase.ts seedCatalogue). */
  writer(): CatalogueWriter;
  /** Seeds the catalogue, replacing the one there. */
  seed(options: SeedOptions): Promise<SeedReport>;
  /** Whether the database holds a catalogue of the current version. */
  hasCatalogue(): Promise<boolean>;
  /** Writes the usage still queued; the database handle is its owner's to close. */
  close(): Promise<void>;
}

export function createPostgresCatalogue(database: SqlDatabase & { pool: pg.Pool }, options: PostgresArticleOptions = {}): PostgresCatalogue {
  if (database.engine !== 'postgres') throw new Error(`createPostgresCatalogue needs a PostgreSQL database, not ${database.engine}`);
  const articles = createPostgresArticleStore(database, options);
  return {
    journals: createPostgresJournalStore(createJournalContext(database.db)),
    articles,
    writer: () => postgresCatalogueWriter(database.pool),
    seed: (seedOptions) => seedCatalogue(postgresCatalogueWriter(database.pool), seedOptions),
    hasCatalogue: () => hasPostgresCatalogue(database.pool),
    close: async () => {
      await articles.usage.close();
    },
  };
}
