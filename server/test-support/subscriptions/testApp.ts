// Test support: the real server (platformApp, so buildApp) with its subscriptions API, over a database
// of its own on the suite's engine (test-support/testEngine.ts), and a small catalogue in that database.
import type { FastifyInstance } from 'fastify';
import { platformApp } from '../platformFixture.ts';
import type { TestDatabase, TestRows } from '../testDatabase.ts';
import { addCatalogueOn } from './engineCatalogue.ts';
import { subscriptionLinkSecretOf } from '../../src/features/subscriptions/linkSecret.ts';

export interface SubscriptionsTestApp {
  app: FastifyInstance;
  /** The database the plugin writes. */
  database: TestDatabase;
  /** The test's own handle on it. */
  db: TestRows;
  publicUrl: string;
  /** The plugin's link secret, derived from the session secret as app.ts derives it. */
  secret: string;
  close(): Promise<void>;
}

export async function subscriptionsTestApp(): Promise<SubscriptionsTestApp> {
  const { app, config, database } = await platformApp();
  const db = await database.rows();
  await addCatalogueOn(db.database);
  return {
    app,
    database,
    db,
    publicUrl: config.publicUrl,
    secret: subscriptionLinkSecretOf(config),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
