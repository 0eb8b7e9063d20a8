// Opens the configured store and returns the plugin that registers the data API under /api.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { migrate, openDatabase } from './store/database.ts';
import { createSqliteStore } from './store/sqliteStore.ts';
import { journalsApi } from './api/journals.ts';
import { articlesApi } from './api/articles.ts';
import { searchApi } from './api/search.ts';
import { contentApi } from './api/content.ts';

export function createApi(config: ServerConfig): { registerApi: (app: FastifyInstance) => Promise<void>; close: () => void } {
  const db = openDatabase(config.databasePath);
  migrate(db);
  const store = createSqliteStore(db);
  return {
    registerApi: async (app) => {
      await app.register(journalsApi, { prefix: '/api', store });
      await app.register(articlesApi, { prefix: '/api', store });
      await app.register(searchApi, { prefix: '/api', store });
      await app.register(contentApi, { prefix: '/api', contentDir: config.contentDir });
    },
    close: () => db.close(),
  };
}
