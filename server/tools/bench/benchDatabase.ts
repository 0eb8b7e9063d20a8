// The benchmarks' databases (bench:search, bench:findability): seeded with `articles` generated articles (and the real corpus) into a
// temporary folder, or kept in --keep DIR and reused while it holds the current catalogue of that
// size (the 1,000,000-article one is about 9 GB and takes about 12 minutes to seed).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { hasCatalogue, seedDatabase } from '../../src/catalogue/sqlite/seed/sqliteCatalogueWriter.ts';
import { migrate, openDatabase } from '../../src/data/sqlite/database.ts';
import { seedCatalogue } from '../../src/catalogue/seed/seedDatabase.ts';
import { migrateDatabase } from '../../src/data/migrations.ts';
import { hasPostgresCatalogue, postgresCatalogueWriter } from '../../src/catalogue/postgres/seed/postgresCatalogueWriter.ts';
import { postgresDatabase } from '../../src/data/postgres/postgresDatabase.ts';
import { buildWordLists } from '../../src/catalogue/postgres/search/wordLists.ts';
import { catalogueStamp, hasWordLists } from '../../src/catalogue/postgres/search/catalogue.ts';

export interface BenchDatabase {
  path: string;
  /** How long seeding took; null when a kept database was reused. */
  seedMs: number | null;
  cleanup: () => void;
}

/** The bench catalogue's seed options (bench:search's, so that --keep shares its files). */
export const benchSeedOptions = (articles: number) => ({
  articles,
  seed: 1996,
  corpusDir: resolve(repositoryRoot, 'server/corpus/jats'),
  cacheDir: resolve(repositoryRoot, 'var/cache/jats'),
});

export async function seededBenchDatabase(articles: number, keepDir: string | null): Promise<BenchDatabase> {
  const dir = keepDir ?? mkdtempSync(join(tmpdir(), 'oap-bench-'));
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `bench-${articles}.sqlite`);
  const cleanup = () => {
    if (!keepDir) rmSync(dir, { recursive: true, force: true });
  };
  if (existsSync(path)) {
    const db = openDatabase(path);
    await migrate(db);
    const ready = hasCatalogue(db) && (db.prepare("SELECT value FROM catalogue_info WHERE key = 'generatedArticles'").get() as { value: string } | undefined)?.value === String(articles);
    db.close();
    if (ready) {
      console.log(`reusing ${path}`);
      return { path, seedMs: null, cleanup };
    }
    rmSync(path, { force: true });
  }
  const db = openDatabase(path);
  // A throwaway database: no journal, no syncs (the seed is one transaction anyway).
  db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;');
  await migrate(db);
  const started = performance.now();
  const report = await seedDatabase(db, {
    ...benchSeedOptions(articles),
    onProgress: (written, total) => {
      if (written % 100_000 === 0) console.log(`  seeded ${written} / ${total} (${Math.round((performance.now() - started) / 1000)} s)`);
    },
  });
  const seedMs = performance.now() - started;
  console.log(
    `seeded ${report.generatedArticles} + ${report.realArticles} articles in ${(seedMs / 1000).toFixed(1)} s ` +
      `(articles ${(report.timings.insertMs / 1000).toFixed(1)} s, index merge ${(report.timings.indexMs / 1000).toFixed(1)} s)`,
  );
  db.close();
  return { path, seedMs, cleanup };
}

/**
 * The PostgreSQL database at `url`, migrated and holding the bench catalogue of `articles` generated
 * articles: reused when it already does (a million articles take the better part of an hour to seed),
 * seeded otherwise, then vacuumed so that the facet join reads its covering index only.
 */
export async function seededPostgresBenchDatabase(url: string, articles: number): Promise<{ database: ReturnType<typeof postgresDatabase>; seedMs: number | null }> {
  const database = postgresDatabase(url);
  await migrateDatabase(database);
  const { rows } = await database.pool.query<{ value: string }>("SELECT value FROM catalogue_info WHERE key = 'generatedArticles'").catch(() => ({ rows: [] as { value: string }[] }));
  if ((await hasPostgresCatalogue(database.pool)) && rows[0]?.value === String(articles)) {
    console.log(`reusing the PostgreSQL catalogue of ${articles} articles`);
    const { rows: lists } = await database.pool.query<{ complete: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM article_word_lists WHERE prefix_title_ids IS NULL) AS complete');
    if (!(await hasWordLists(database.db, await catalogueStamp(database.db))) || !lists[0]?.complete) {
      // Seeded before the word lists were, or before they kept the prefix's titles (migration 270), or
      // their build was cut short: made now, as the seed makes them.
      const started = performance.now();
      const written = await buildWordLists(database.db);
      console.log(`built ${written} word lists in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      await database.pool.query('VACUUM ANALYZE');
    }
    return { database, seedMs: null };
  }
  const started = performance.now();
  await seedCatalogue(postgresCatalogueWriter(database.pool), {
    ...benchSeedOptions(articles),
    onProgress: (written, total) => {
      if (written % 20_000 === 0) console.log(`  PostgreSQL: ${written} / ${total} (${Math.round((performance.now() - started) / 1000)} s)`);
    },
  });
  await database.pool.query('VACUUM ANALYZE');
  const seedMs = performance.now() - started;
  console.log(`PostgreSQL seeded in ${(seedMs / 1000).toFixed(1)} s (with VACUUM ANALYZE)`);
  return { database, seedMs };
}
