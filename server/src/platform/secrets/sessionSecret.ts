// The session secret every server copy signs with (sessions, resumption tokens, mailed links).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StoreConfig } from '../../data/createStore.ts';
import { sharedPostgresSecret } from '../../data/postgres/sharedSecret.ts';
import { authStateDir } from './authState.ts';

/**
 * The configuration with its session secret settled: SESSION_SECRET when set. Otherwise,
 * on SQLite nothing changes (platform/secrets/authState.ts generates one into the folder beside the database
 * file, one machine's); on PostgreSQL one secret is kept in the database for every server copy, so
 * that sessions, resumption tokens and mailed links signed by one copy hold on all of them: the
 * folder's own when this copy has one (a site moving to PostgreSQL keeps its sessions and links),
 * else a new one. The server and the commands that sign links (seed, alerts) start with it.
 */
export async function withSessionSecret<C extends StoreConfig & { sessionSecret?: string }>(config: C): Promise<C & { sessionSecret?: string }> {
  if (config.sessionSecret || !config.databaseUrl) return config;
  const file = path.join(authStateDir(config.databasePath), 'session-secret');
  const initial = () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : randomBytes(48).toString('base64url'));
  return { ...config, sessionSecret: await sharedPostgresSecret(config.databaseUrl, 'session-secret', initial) };
}
