// The Store over node:sqlite (the embedded default), assembled from its parts: journals, articles,
// search, the publisher's lists, the catalogue's version and the findability services' reader. They share one connection, its prepared statements and the
// in-memory article index.
import type { DatabaseSync } from 'node:sqlite';
import type { Store } from '../store.ts';
import { createSql } from './sql.ts';
import { createArticleStore } from './sqliteArticles.ts';
import { createJournalContext, createJournalStore } from './sqliteJournals.ts';
import { createSearchStore } from './sqliteSearch.ts';
import { sqliteCatalogueVersion } from '../../data/sqlite/sqliteCatalogueVersion.ts';
import { createPublisherStore } from './sqlitePublisher.ts';
import { SqliteCatalogueReader } from './sqliteCatalogueReader.ts';

export function createSqliteStore(db: DatabaseSync): Store {
  const sql = createSql(db);
  const search = createSearchStore(sql);
  return {
    journals: createJournalStore(createJournalContext(sql, () => search.index())),
    articles: createArticleStore(sql, { onView: (id) => search.recordView(id) }),
    search,
    publisher: createPublisherStore(sql),
    version: sqliteCatalogueVersion(db),
    findability: new SqliteCatalogueReader(db),
  };
}
