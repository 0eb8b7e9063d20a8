// Opens the configured store and returns the plugin that registers the data API under /api.
// A database without a catalogue of the current version is seeded first (README: "created and
// seeded on first start"), with SEED_ARTICLES and SEED.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { migrate, openDatabase } from './store/database.ts';
import { createSqliteStore } from './store/sqliteStore.ts';
import { hasCatalogue, seedDatabase } from './seed/seedDatabase.ts';
import { seedOptionsFromEnv } from './seed/seedSettings.ts';
import { journalsApi } from './api/journals.ts';
import { journalSubpagesApi } from './api/journalSubpages.ts';
import { articlesApi } from './api/articles.ts';
import { searchApi } from './api/search.ts';
import { contentApi } from './api/content.ts';

export function createApi(config: ServerConfig): { registerApi: (app: FastifyInstance) => Promise<void>; close: () => void } {
  const db = openDatabase(config.databasePath);
  migrate(db);
  const store = createSqliteStore(db);
  return {
    registerApi: async (app) => {
      if (!hasCatalogue(db)) {
        app.log.warn('the database has no catalogue of the current version: seeding it now');
        await seedDatabase(db, seedOptionsFromEnv());
      }
      await app.register(journalsApi, { prefix: '/api', store });
      await app.register(journalSubpagesApi, { prefix: '/api', store });
      await app.register(articlesApi, { prefix: '/api', store });
      await app.register(searchApi, { prefix: '/api', store });
      await app.register(contentApi, { prefix: '/api', contentDir: config.contentDir });
      // Load the search index once the server is up, rather than in the first reader's search.
      app.addHook('onReady', () => {
        setImmediate(() => void store.search.warm().catch((error: unknown) => app.log.error({ err: error }, 'search warm-up failed')));
      });
    },
    close: () => {
      // Usage waiting in the queue is written before the connection closes (when the file is free).
      store.articles.flushUsage();
      db.close();
    },
  };
}
