// Test helper: the findability plugins over a freshly seeded temporary SQLite file (the four real
// corpus articles of the API tests and `articles` generated ones), with the production error handler.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import Fastify, { type FastifyInstance } from 'fastify';
import { corpusRoot, testCorpusFiles } from '../../api/testSupport.ts';
import { installErrorHandling } from '../../errors/errorHandler.ts';
import { seedDatabase } from '../../store/sqlite/seed/sqliteCatalogueWriter.ts';
import { migrate, openDatabase } from '../../store/sqlite/database.ts';
import { findabilityPlugin } from '../findabilityPlugin.ts';

export const findabilityPublicUrl = 'https://journals.example.org';
export const findabilityContact = 'office@journals.example.org';

export interface FindabilityTestApp {
  app: FastifyInstance;
  db: DatabaseSync;
  close(): Promise<void>;
}

export async function createFindabilityApp(options: { articles?: number; now?: () => number; urlsPerSitemap?: number } = {}): Promise<FindabilityTestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'oap-findability-'));
  const corpusDir = join(dir, 'corpus');
  for (const file of testCorpusFiles) {
    mkdirSync(join(corpusDir, file, '..'), { recursive: true });
    copyFileSync(join(corpusRoot, file), join(corpusDir, file));
  }
  const db = openDatabase(join(dir, 'site.sqlite'));
  await migrate(db);
  await seedDatabase(db, { corpusDir, articles: options.articles ?? 300, seed: 42 });
  const app = Fastify();
  installErrorHandling(app);
  await app.register(findabilityPlugin, {
    db,
    publicUrl: findabilityPublicUrl,
    contactEmail: findabilityContact,
    tokenKey: 'test-token-key',
    ...(options.now ? { now: options.now } : {}),
    ...(options.urlsPerSitemap ? { urlsPerSitemap: options.urlsPerSitemap } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
