// The Store over node:sqlite (the embedded default), assembled from its parts: journals, articles,
// search, the publisher's lists, the catalogue's version and the findability services' reader. They
// share one connection and the in-memory article index. All but search are written once for both
// engines over Kysely (on this same connection), with SQLite's own ways where they differ: the
// journal's figures from the article index, related articles from FTS5, writes that never wait.
import type { DatabaseSync } from 'node:sqlite';
import type { Store } from '../store.ts';
import { createSql } from './sql.ts';
import { createArticleStore } from '../articles/articleStore.ts';
import { sqliteArticleEngine } from './articleEngine.ts';
import { createJournalStore } from '../journals/journalStore.ts';
import { createJournalContext } from '../journals/context.ts';
import { createPublisherStore } from '../journals/publisherLists.ts';
import { journalStatistics } from './journalStatistics.ts';
import { sqliteDatabase } from '../../data/sqlite/sqliteDatabase.ts';
import { createSearchStore } from './sqliteSearch.ts';
import { sqliteCatalogueVersion } from '../../data/sqlite/sqliteCatalogueVersion.ts';
import { SqlCatalogueReader } from '../harvest/sqlCatalogueReader.ts';
import { putCountedView, viewsRingOf } from '../search/viewsRing.ts';

export function createSqliteStore(db: DatabaseSync): Store {
  const sql = createSql(db);
  // One Kysely handle over the connection, for every part that reads through it.
  const database = sqliteDatabase(db, { ownsConnection: false });
  const search = createSearchStore(sql, { database });
  const version = sqliteCatalogueVersion(db);
  const viewsRing = viewsRingOf(db.prepare(`SELECT file FROM pragma_database_list WHERE name = 'main'`).get()?.file as string);
  return {
    journals: createJournalStore(createJournalContext(database, async (journalId) => journalStatistics(search.index(), journalId))),
    articles: createArticleStore(
      { db: database.db, engine: 'sqlite', ...sqliteArticleEngine(sql, database.db) },
      // A view counted raises the article's views in the search's index (most viewed, sorting), and is
      // put in the ring the search threads read theirs from.
      {
        onCounted: (kind, id) => {
          if (kind !== 'view') return;
          search.recordView(id);
          if (viewsRing) putCountedView(viewsRing, id);
        },
      },
    ),
    search,
    publisher: createPublisherStore(database),
    version,
    findability: new SqlCatalogueReader(database, () => version.stamp()),
  };
}
