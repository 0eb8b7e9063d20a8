// The Store over node:sqlite (the embedded default), assembled from its parts: journals, articles,
// search, the publisher's lists, the catalogue's version and the findability services' reader. They share one connection, its prepared statements and the
// in-memory article index.
import type { DatabaseSync } from 'node:sqlite';
import type { Store } from '../store.ts';
import { createSql } from './sql.ts';
import { createArticleStore } from './sqliteArticles.ts';
import { createJournalStore } from '../journals/journalStore.ts';
import { createJournalContext } from '../journals/context.ts';
import { createPublisherStore } from '../journals/publisherLists.ts';
import { journalStatistics } from './journalStatistics.ts';
import { sqliteDatabase } from '../../data/sqlite/sqliteDatabase.ts';
import { createSearchStore } from './sqliteSearch.ts';
import { sqliteCatalogueVersion } from '../../data/sqlite/sqliteCatalogueVersion.ts';
import { SqlCatalogueReader } from '../harvest/sqlCatalogueReader.ts';

export function createSqliteStore(db: DatabaseSync): Store {
  const sql = createSql(db);
  const search = createSearchStore(sql);
  // The journal and publisher stores and the harvest reader are both engines' (Kysely over this same
  // connection); the journal's figures come from the in-memory article index, far cheaper here than an aggregate.
  const database = sqliteDatabase(db, { ownsConnection: false });
  const version = sqliteCatalogueVersion(db);
  return {
    journals: createJournalStore(createJournalContext(database, async (journalId) => journalStatistics(search.index(), journalId))),
    articles: createArticleStore(sql, { onView: (id) => search.recordView(id) }),
    search,
    publisher: createPublisherStore(database.db),
    version,
    findability: new SqlCatalogueReader(database, () => version.stamp()),
  };
}
