// The seed on both engines side by side: `node tools/bench/seedEngines.ts [articles] [--corpus]`
// seeds the same catalogue into a temporary SQLite file and into PostgreSQL (TEST_DATABASE_URL's
// cluster, or a throwaway one), and prints each writer's times and the process's peak memory.
// SQLite's run first; the PostgreSQL one after it in the same process: its peak is sampled while it
// runs (the SQLite writer, synchronous, gives a sampler no turn: its figure is the process's peak).
import fs from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { seedCatalogue, type SeedOptions, type SeedReport } from '../../src/catalogue/seed/seedDatabase.ts';
import { migrateDatabase } from '../../src/data/migrations.ts';
import { migrate, openDatabase } from '../../src/data/sqlite/database.ts';
import { seedDatabase } from '../../src/catalogue/sqlite/seed/sqliteCatalogueWriter.ts';
import { postgresDatabase } from '../../src/data/postgres/postgresDatabase.ts';
import { postgresCatalogueWriter } from '../../src/catalogue/postgres/seed/postgresCatalogueWriter.ts';
import { testPostgres } from '../../test-support/postgresServer.ts';
import { temporaryDir } from '../../test-support/testFiles.ts';

const articles = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5000);
const options: SeedOptions = {
  articles,
  seed: 1,
  referenceDate: '2026-10-31',
  ...(process.argv.includes('--corpus') ? { corpusDir: path.join(repositoryRoot, 'server/corpus/jats') } : {}),
};

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const processPeak = () => process.resourceUsage().maxRSS * 1024;
const line = (engine: string, report: SeedReport, ms: number) =>
  console.log(
    `${engine.padEnd(10)} ${String(report.realArticles + report.generatedArticles).padStart(8)} articles  total ${(ms / 1000).toFixed(1).padStart(6)} s` +
      `  (rows ${(report.timings.insertMs / 1000).toFixed(1)} s, after the rows ${(report.timings.indexMs / 1000).toFixed(1)} s)` +
      `  ${Math.round(((report.realArticles + report.generatedArticles) / ms) * 1000)} articles/s  peak RSS ${Math.round(peakRss / 2 ** 20)} MB`,
  );

const dir = temporaryDir('seed-engines');
try {
  const db = openDatabase(path.join(dir, 'catalogue.sqlite'));
  await migrate(db);
  let started = performance.now();
  const liteReport = await seedDatabase(db, options);
  peakRss = processPeak();
  line('SQLite', liteReport, performance.now() - started);
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });

  const server = await testPostgres();
  const database = postgresDatabase(server.url);
  try {
    await migrateDatabase(database);
    peakRss = 0;
    started = performance.now();
    line('PostgreSQL', await seedCatalogue(postgresCatalogueWriter(database.pool), options), performance.now() - started);
    const { rows } = await database.pool.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
    console.log(`PostgreSQL database size ${rows[0]?.size}`);
  } finally {
    await database.close();
    await server.stop();
  }
} finally {
  clearInterval(sampler);
  fs.rmSync(dir, { recursive: true, force: true });
}
