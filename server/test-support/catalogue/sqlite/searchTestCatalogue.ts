// The search tests' catalogue: a test app seeded with `articles` articles and a connection of the
// test's own to its file, for the search's SQLite internals. Call it inside a describe: it registers
// that describe's before and after hooks.
import { after, before } from 'node:test';
import { createTestApp, type TestApp } from '../../catalogueApi.ts';
import { createSql } from '../../../src/catalogue/sqlite/sql.ts';
import { createSearchContext, type SearchContext } from '../../../src/catalogue/sqlite/sqliteSearch/context.ts';
import { openTestConnection, type SqliteConnection } from './testCatalogue.ts';

export function searchTestCatalogue(articles: number): { db: () => SqliteConnection; context: () => SearchContext } {
  let app: TestApp | null = null;
  let db: SqliteConnection | null = null;
  before(async () => {
    app = await createTestApp({ articles });
    db = openTestConnection(app.database.databasePath);
  });
  after(async () => {
    db?.close();
    await app?.close();
  });
  const connection = () => {
    if (!db) throw new Error('the search test catalogue is opened in before()');
    return db;
  };
  return { db: connection, context: () => createSearchContext(createSql(connection()), () => {}) };
}
