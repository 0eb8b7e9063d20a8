// Prepared-statement cache and typed helpers over one node:sqlite connection.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

export interface Sql {
  db: DatabaseSync;
  prepare(sql: string): StatementSync;
  all<T>(sql: string, ...params: SQLInputValue[]): T[];
  get<T>(sql: string, ...params: SQLInputValue[]): T | undefined;
  run(sql: string, ...params: SQLInputValue[]): void;
}

export function createSql(db: DatabaseSync): Sql {
  // prepare() is cached by SQL text; callers build a bounded number of distinct statements.
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string): StatementSync => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    db,
    prepare,
    all: <T>(sql: string, ...params: SQLInputValue[]) => prepare(sql).all(...params) as unknown as T[],
    get: <T>(sql: string, ...params: SQLInputValue[]) => prepare(sql).get(...params) as unknown as T | undefined,
    run: (sql: string, ...params: SQLInputValue[]) => {
      prepare(sql).run(...params);
    },
  };
}

/** "?, ?, ?" for an IN list of n values. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
