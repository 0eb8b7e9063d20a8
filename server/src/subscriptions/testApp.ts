// Test support: the real server (platformApp, so buildApp) with the subscriptions API, whichever way
// app.ts registers the plugin (or does not yet), and a small catalogue in its database.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../config.ts';
import { MailOutbox } from '../mail/outbox.ts';
import { migrate, openDatabase } from '../store/sqlite/database.ts';
import { sqliteDatabase } from '../store/sqlite/sqliteDatabase.ts';
import { platformApp, temporaryDir } from '../testing/platformFixture.ts';
import { subscriptionLinkSecretOf } from './linkSecret.ts';
import { subscriptionsApi } from './subscriptionsPlugin.ts';
import { addCatalogue, testSecret } from './testCatalogue.ts';

export interface SubscriptionsTestApp {
  app: FastifyInstance;
  /** A connection of the test's own to the database the plugin writes. */
  db: DatabaseSync;
  publicUrl: string;
  /** The plugin's link secret: app.ts's (derived from the session secret) or the test's own. */
  secret: string;
  close(): Promise<void>;
}

/**
 * The real server (buildApp via platformApp) with the subscriptions API: app.ts's registration when
 * it has one, otherwise the plugin registered here over a database of its own, with `busyTimeoutMs`.
 */
export async function subscriptionsTestApp(options: { busyTimeoutMs?: number } = {}): Promise<SubscriptionsTestApp> {
  const publicUrl = readConfig({}).publicUrl;
  const ownPath = path.join(temporaryDir('subscriptions'), 'subscriptions.sqlite');
  let registeredHere = false;
  const { app, config } = await platformApp({
    registerApi: async (instance) => {
      if (instance.hasRoute({ method: 'POST', url: '/api/subscriptions' })) return;
      registeredHere = true;
      const db = openDatabase(ownPath);
      await migrate(db);
      if (options.busyTimeoutMs !== undefined) db.exec(`PRAGMA busy_timeout = ${options.busyTimeoutMs}`);
      const database = sqliteDatabase(db);
      const outbox = new MailOutbox(database, { messageDomain: new URL(publicUrl).hostname });
      instance.addHook('onClose', async () => database.close());
      await instance.register(subscriptionsApi, { prefix: '/api', database, outbox, publicUrl, secret: testSecret });
    },
  });
  const db = new DatabaseSync(registeredHere ? ownPath : config.databasePath);
  db.exec('PRAGMA busy_timeout = 5000');
  addCatalogue(db);
  return {
    app,
    db,
    publicUrl: config.publicUrl,
    secret: registeredHere ? testSecret : subscriptionLinkSecretOf(config),
    close: async () => {
      db.close();
      await app.close();
    },
  };
}
