// The catalogue on PostgreSQL, assembled: the journal, publisher and article stores and the
// findability services' reader (all written once for both engines, with PostgreSQL's own ways where
// they differ) and the catalogue's version over the site's PostgreSQL handle; the seed's writer;
// whether a catalogue of the current version is there. Search (SearchStore) is built beside it on the
// same tables: postgresCatalogueDatabase joins the two into what the data API opens (CatalogueDatabase).
import type pg from 'pg';
import type { CatalogueWriter } from '../seed/catalogueWriter.ts';
import type { CatalogueReader } from '../catalogueReader.ts';
import { seedCatalogue, type SeedOptions, type SeedReport } from '../seed/seedDatabase.ts';
import type { CatalogueDatabase } from '../catalogueDatabase.ts';
import type { CatalogueVersion } from '../../data/catalogueVersion.ts';
import type { PublisherStore } from '../publisherStore.ts';
import type { ArticleStore, JournalStore, SearchStore } from '../store.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { migrateDatabase } from '../../data/migrations.ts';
import { postgresDatabase } from '../../data/postgres/postgresDatabase.ts';
import type { SearchPool } from '../search/searchPoolContract.ts';
import { createPostgresSearchStore } from './search/index.ts';
import { snippetsInProcess, snippetThreads } from '../search/snippetThreads.ts';
import { createArticleStore } from '../articles/articleStore.ts';
import { postgresArticleEngine } from './articles/articleEngine.ts';
import { SqlCatalogueReader } from '../harvest/sqlCatalogueReader.ts';
import { catalogueStamp, postgresCatalogueVersion } from '../../data/postgres/postgresCatalogueVersion.ts';
import { createJournalStore } from '../journals/journalStore.ts';
import { createPublisherStore } from '../journals/publisherLists.ts';
import { createJournalContext } from '../journals/context.ts';
import { journalStatistics } from './journalStatistics.ts';
import { hasPostgresCatalogue, postgresCatalogueWriter } from './seed/postgresCatalogueWriter.ts';
import { postgresImportSession } from './seed/postgresImportTransaction.ts';
import { keepWordLists, WORD_LIST_UPKEEP_SECONDS, type WordListOptions } from './search/wordLists.ts';
import { WordListBuilds } from '../search/wordListBuilds.ts';
import type { UpkeepReports } from '../publishing/importSession.ts';

export type PostgresHandle = SqlDatabase & { pool: pg.Pool };

export interface PostgresCatalogue {
  journals: JournalStore;
  articles: ArticleStore;
  publisher: PublisherStore;
  version: CatalogueVersion;
  findability: CatalogueReader;
  /** A writer for one seeding (seed/seedDatabase.ts seedCatalogue). */
  writer(): CatalogueWriter;
  /** Seeds the catalogue, replacing the one there. */
  seed(options: SeedOptions): Promise<SeedReport>;
  /** Whether the database holds a catalogue of the current version. */
  hasCatalogue(): Promise<boolean>;
  /** Writes the usage still queued; the database handle is its owner's to close. */
  close(): Promise<void>;
}

export function createPostgresCatalogue(database: PostgresHandle): PostgresCatalogue {
  if (database.engine !== 'postgres') throw new Error(`createPostgresCatalogue needs a PostgreSQL database, not ${database.engine}`);
  const articles = createArticleStore({ db: database.db, engine: database.engine, ...postgresArticleEngine(database) });
  return {
    journals: createJournalStore(createJournalContext(database, (journalId) => journalStatistics(database.db, journalId))),
    articles,
    publisher: createPublisherStore(database),
    version: postgresCatalogueVersion(database.db),
    findability: new SqlCatalogueReader(database, () => catalogueStamp(database.db)),
    writer: () => postgresCatalogueWriter(database.pool),
    seed: (seedOptions) => seedCatalogue(postgresCatalogueWriter(database.pool), seedOptions),
    hasCatalogue: () => hasPostgresCatalogue(database.pool),
    close: async () => {
      await articles.usage.close();
    },
  };
}

/**
 * What the data API opens (CatalogueDatabase) on PostgreSQL, given the search built on the same
 * database. Closing writes the queued usage, then closes the handle. The options are for tests.
 */
export function postgresCatalogueDatabase(
  database: PostgresHandle,
  search: SearchStore,
  { upkeepSeconds = WORD_LIST_UPKEEP_SECONDS, wordListOptions = {} }: { upkeepSeconds?: number; wordListOptions?: WordListOptions } = {},
): CatalogueDatabase {
  const catalogue = createPostgresCatalogue(database);
  const { journals, articles, publisher, version, findability } = catalogue;
  let told: UpkeepReports = {};
  const wordLists = new WordListBuilds(async (signal) => {
    const started = performance.now();
    const made = await keepWordLists(database.db, signal, wordListOptions);
    if (made !== null) told.made?.(`${made} word lists made again in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
  let upkeep: NodeJS.Timeout | null = null;
  let stopped = false;
  // A look while the last one (a build of half an hour at a million articles) is under way is skipped,
  // so that a failed build is told once.
  let looking: Promise<void> | null = null;
  const look = (): Promise<void> =>
    (looking ??= wordLists
      .build()
      .catch((error: unknown) => told.failed?.(error))
      .finally(() => {
        looking = null;
      }));
  const stop = () => {
    stopped = true;
    if (upkeep) clearInterval(upkeep);
    wordLists.stop();
  };
  return {
    store: { journals, articles, search, publisher, version, findability },
    hasCatalogue: () => catalogue.hasCatalogue(),
    // The word lists are kept by the servers, not by publishing: the import command and the deposits
    // never wait for a build (half an hour at a million articles). Until one is made, the lists made
    // before serve, and the articles published since are found through the text indexes.
    publishing: {
      ...postgresImportSession(database.pool),
      upkeep: (reports = {}) => {
        if (stopped) return Promise.resolve();
        told = reports;
        upkeep ??= setInterval(look, upkeepSeconds * 1000).unref();
        return look();
      },
      stopUpkeep: stop,
    },
    seed: (seedOptions) => catalogue.seed(seedOptions),
    async close() {
      // A build is hours of the database's work at scale: stopped (rolled back), not waited for.
      stop();
      await wordLists.idle();
      await catalogue.close().catch(() => undefined);
      await database.close();
    },
  };
}

/**
 * The catalogue on PostgreSQL (DATABASE_URL), over a pool of its own, migrated before first use. The
 * search runs on the main thread (its statements on PostgreSQL's cores); `searchWorkers` threads cut
 * its snippets (none: on the main thread too).
 */
export async function openPostgresCatalogue(url: string, { poolSize, searchWorkers = 0 }: { poolSize: number; searchWorkers?: number }): Promise<CatalogueDatabase & { searchPool: SearchPool | null }> {
  const database = postgresDatabase(url, { maxConnections: poolSize });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const cutter = searchWorkers > 0 ? snippetThreads(searchWorkers) : snippetsInProcess();
  const catalogue = postgresCatalogueDatabase(database, createPostgresSearchStore(database, { cutter }));
  return {
    ...catalogue,
    searchPool: null,
    async close() {
      await catalogue.close();
      await cutter.close();
    },
  };
}
