// The benchmarks' databases (bench:search, bench:findability): seeded with `articles` generated articles (and the real corpus) into a
// temporary folder, or kept in --keep DIR and reused while it holds the current catalogue of that
// size (the 1,000,000-article one is about 9 GB and takes about 12 minutes to seed).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { hasCatalogue, seedDatabase } from '../../src/catalogue/sqlite/seed/sqliteCatalogueWriter.ts';
import { migrate, openDatabase } from '../../src/data/sqlite/database.ts';

export interface BenchDatabase {
  path: string;
  /** How long seeding took; null when a kept database was reused. */
  seedMs: number | null;
  cleanup: () => void;
}

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
    articles,
    seed: 1996,
    corpusDir: resolve(repositoryRoot, 'server/corpus/jats'),
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
