// Statements PostgreSQL plans once per connection instead of once per run: a statement text marked
// here goes to the server as a named prepared statement (`pg` prepares it on a connection's first use
// and reuses it), sent by Kysely or by the pool alike. For the hot statements whose planning costs
// more than their work: the page of search results' summaries joins six tables by a list of ids, and
// planning that join took 1.6 ms where running it took 0.6.
import { createHash } from 'node:crypto';
import pg from 'pg';

const names = new Map<string, string>();

/** Marks `text` (with $1… parameters) to run as a named prepared statement; returns it. */
export function preparedStatement(text: string): string {
  if (!names.has(text)) names.set(text, `oap_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);
  return text;
}

/** "cached plan must not change result type": a migration changed a prepared statement's columns. */
const PLAN_CHANGED = '0A000';

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * The pool's client: a query whose text is marked runs under its statement's name. Every other form
 * of a query (a config object, a cursor, text without values) goes through as it is.
 */
export class PreparingClient extends pg.Client {}

const plainQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * A statement prepared before a migration changed its columns fails on this connection until it is
 * prepared again: it is deallocated, so the next run prepares it anew (this run still fails).
 */
function forgetOnPlanChange(client: pg.Client, name: string, error: unknown): Promise<unknown> | undefined {
  if ((error as { code?: string } | null)?.code !== PLAN_CHANGED) return undefined;
  delete (client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements[name];
  return (plainQuery.call(client, `DEALLOCATE ${name}`) as Promise<unknown>).catch(() => undefined);
}

PreparingClient.prototype.query = function query(this: pg.Client, ...args: unknown[]) {
  const [text, values, callback] = args;
  const name = typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
  if (name === undefined) return plainQuery.apply(this, args);
  const config = { name, text, values };
  if (typeof callback === 'function') {
    return plainQuery.call(this, config, (error: Error | null, result?: unknown) => {
      void forgetOnPlanChange(this, name, error);
      (callback as QueryCallback)(error, result);
    });
  }
  return (plainQuery.call(this, config) as Promise<unknown>).catch(async (error: unknown) => {
    await forgetOnPlanChange(this, name, error);
    throw error;
  });
} as typeof pg.Client.prototype.query;
