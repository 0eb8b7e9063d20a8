// Creates, migrates and seeds the SQLite database: node server/src/cli/seed.ts [--force]
// DATABASE_PATH (default var/data/publisher.sqlite under the repository root), SEED_ARTICLES (3000), SEED (1996).
import { resolve } from 'node:path';
import { readConfig, repositoryRoot } from '../config.ts';
import { migrate, openDatabase } from '../store/database.ts';
import { hasCatalogue, seedDatabase } from '../seed/seedDatabase.ts';

const { databasePath } = readConfig();
const articles = Number(process.env.SEED_ARTICLES ?? 3000);
const seed = Number(process.env.SEED ?? 1996);
const force = process.argv.includes('--force');

if (!Number.isInteger(articles) || articles < 0) throw new Error(`SEED_ARTICLES must be a non-negative integer, got ${process.env.SEED_ARTICLES}`);

const started = performance.now();
const db = openDatabase(databasePath);
const applied = migrate(db);
console.log(`database ${databasePath}: ${applied.length ? `applied migrations ${applied.join(', ')}` : 'schema up to date'}`);

if (hasCatalogue(db) && !force) {
  console.log('catalogue already present, not seeding (use --force to replace it)');
} else {
  const report = await seedDatabase(db, {
    corpusDir: resolve(repositoryRoot, 'server/corpus/jats'),
    cacheDir: resolve(repositoryRoot, 'var/cache/jats'),
    articles,
    seed,
  });
  console.log(
    `seeded ${report.journals} journals, ${report.realArticles} corpus articles, ${report.generatedArticles} generated articles` +
      (report.skippedFiles.length ? ` (skipped ${report.skippedFiles.join(', ')})` : ''),
  );
  console.log(`corpus ${report.timings.corpusMs} ms, insert ${report.timings.insertMs} ms, seed total ${report.timings.totalMs} ms`);
}
db.close();
console.log(`done in ${Math.round(performance.now() - started)} ms`);
