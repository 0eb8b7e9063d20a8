// Publishing's transaction on SQLite (publishing/catalogueQueries.ts ImportTransaction): BEGIN
// IMMEDIATE on the catalogue's connection (the write lock first, so an import waits for another
// writer rather than failing midway), the seed's statements for the rows, COMMIT or ROLLBACK.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { ImportTransaction } from '../../publishing/catalogueQueries.ts';
import type { PublishingSession } from '../../publishing/importSession.ts';
import { prepareStatements } from './seedStatements.ts';

/** `connection`: the connection publishing writes on, opened when first needed. */
export function sqliteImportSession(connection: () => DatabaseSync): PublishingSession {
  return {
    async begin() {
      const db = connection();
      db.exec('BEGIN IMMEDIATE');
      const tx: ImportTransaction = {
        engine: 'sqlite',
        statements: prepareStatements(db),
        all: async <Row>(sql: string, ...params: SQLInputValue[]) => db.prepare(sql).all(...params) as Row[],
        run: async (sql: string, ...params: SQLInputValue[]) => {
          db.prepare(sql).run(...params);
        },
        flush: async () => {},
      };
      return {
        tx,
        commit: async () => db.exec('COMMIT'),
        rollback: async () => {
          if (db.isTransaction) db.exec('ROLLBACK');
        },
      };
    },
  };
}
