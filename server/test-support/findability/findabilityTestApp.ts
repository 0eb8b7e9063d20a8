// Test helper: the findability plugins over a freshly seeded database of its own (the four real corpus
// articles of the API tests and `articles` generated ones), on the suite's engine (a SQLite file, or
// PostgreSQL with TEST_ENGINE=postgres: test-support/testEngine.ts), with the production error handler.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { corpusRoot, testCorpusFiles } from '../testCorpus.ts';
import { installErrorHandling } from '../../src/app/errorPolicy.ts';
import { seededTestCatalogue } from '../testCatalogue.ts';
import type { TestDatabase, TestRows } from '../testDatabase.ts';
import type { CatalogueReader } from '../../src/catalogue/catalogueReader.ts';
import { findabilityPlugin } from '../../src/features/findability/findabilityPlugin.ts';

export const findabilityPublicUrl = 'https://journals.example.org';
export const findabilityContact = 'office@journals.example.org';

export interface FindabilityTestApp {
  app: FastifyInstance;
  /** The test's own handle on the database, to read and change rows as a test checks the documents. */
  rows: TestRows;
  database: TestDatabase;
  /** The reader the plugins were given. */
  catalogue: CatalogueReader;
  close(): Promise<void>;
}

export async function createFindabilityApp(options: { articles?: number; now?: () => number; urlsPerSitemap?: number } = {}): Promise<FindabilityTestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'oap-findability-'));
  const corpusDir = join(dir, 'corpus');
  for (const file of testCorpusFiles) {
    mkdirSync(join(corpusDir, file, '..'), { recursive: true });
    copyFileSync(join(corpusRoot, file), join(corpusDir, file));
  }
  const catalogue = await seededTestCatalogue(join(dir, 'site.sqlite'), { corpusDir, articles: options.articles ?? 300, seed: 42 });
  const app = Fastify();
  installErrorHandling(app);
  await app.register(findabilityPlugin, {
    catalogue: catalogue.store.findability,
    publicUrl: findabilityPublicUrl,
    contactEmail: findabilityContact,
    crossmarkPolicyDoi: null,
    tokenKey: 'test-token-key',
    ...(options.now ? { now: options.now } : {}),
    ...(options.urlsPerSitemap ? { urlsPerSitemap: options.urlsPerSitemap } : {}),
  });
  await app.ready();
  return {
    app,
    rows: catalogue.rows,
    database: catalogue.database,
    catalogue: catalogue.store.findability,
    async close() {
      await app.close();
      await catalogue.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
