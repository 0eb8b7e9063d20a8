// Test fixture: the sign-in plugin alone (error handling, rate limiter, cookies, authPlugin) with a
// short wait for another writer's lock (SQLite's busy timeout, PostgreSQL's lock_timeout), so tests
// that hold the write lock from another connection get their answer in a fraction of a second.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { installErrorHandling } from '../../src/app/errorPolicy.ts';
import { RateLimiter, installRateLimiter } from '../../src/platform/limits/rateLimiter.ts';
import { MailOutbox } from '../../src/platform/mail/outbox.ts';
import { createStore } from '../../src/data/createStore.ts';
import { authPlugin } from '../../src/features/auth/authPlugin.ts';
import { pinnedLimitsClock } from '../rateWindows.ts';
import { authTestConfig } from './authFixture.ts';
import type { ServerConfig } from '../../src/app/config.ts';
import type { TestDatabase } from '../testDatabase.ts';

export interface BareAuthApp {
  app: FastifyInstance;
  config: ServerConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/** `database`: another app's (a second server copy), by default a new one. */
export async function startBareAuthApp(busyTimeoutMs: number, shared?: TestDatabase): Promise<BareAuthApp> {
  const { config, database } = await authTestConfig({}, shared);
  const app = Fastify({ logger: false });
  installErrorHandling(app);
  // The records with this fixture's short busy timeout, the limits on their own connection, as the server has them.
  const store = await createStore(config, { recordsBusyTimeoutMs: busyTimeoutMs });
  app.addHook('onClose', async () => store.close());
  installRateLimiter(app, new RateLimiter(store.limits, 1, pinnedLimitsClock()));
  await app.register(fastifyCookie);
  await app.register(authPlugin, { config, database: store.records, outbox: new MailOutbox(store.records, { messageDomain: 'localhost' }) });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      if (!shared) await database.close();
    },
  };
}
