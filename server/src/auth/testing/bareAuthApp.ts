// Test fixture: the sign-in plugin alone (error handling, rate limiter, cookies, authPlugin) with a
// short SQLite busy timeout on its connection, so tests that hold the write lock from another
// connection get their answer in a fraction of a second instead of the server's five.
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { installErrorHandling } from '../../errors/errorHandler.ts';
import { RateLimiter, installRateLimiter } from '../../limits/rateLimiter.ts';
import { MailOutbox } from '../../mail/outbox.ts';
import { migrate, openDatabase } from '../../store/sqlite/database.ts';
import { sqliteDatabase } from '../../store/sqlite/sqliteDatabase.ts';
import { openOwnConnection } from '../../store/sqlite/ownConnection.ts';
import { authPlugin } from '../authPlugin.ts';
import { authTestConfig } from './authFixture.ts';
import type { ServerConfig } from '../../config.ts';

export interface BareAuthApp {
  app: FastifyInstance;
  config: ServerConfig;
  databasePath: string;
  close(): Promise<void>;
}

/** `databasePath`: another app's file (a second server copy), by default a new one. */
export async function startBareAuthApp(busyTimeoutMs: number, databasePath?: string): Promise<BareAuthApp> {
  const config = authTestConfig({}, databasePath);
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  const db = openDatabase(config.databasePath);
  await migrate(db);
  db.exec('PRAGMA busy_timeout = 0');
  // The limits on a connection of their own, as the server has them (app.ts).
  const limits = await openOwnConnection(config.databasePath, { busyTimeoutMs: 0 });
  app.addHook('onClose', async () => limits.close());
  installRateLimiter(app, new RateLimiter(limits));
  await app.register(fastifyCookie);
  await app.register(authPlugin, { config, outbox: new MailOutbox(sqliteDatabase(db, { ownsConnection: false }), { messageDomain: 'localhost' }), busyTimeoutMs });
  await app.ready();
  return {
    app,
    config,
    databasePath: path.resolve(config.databasePath),
    async close() {
      await app.close();
      db.close();
    },
  };
}
