// Creates, migrates and seeds the SQLite database: node server/tools/cli/seed.ts [--force]
// DATABASE_PATH (default var/data/publisher.sqlite under the repository root), SEED_ARTICLES (3000), SEED (1996).
// Without --force an existing catalogue of the current version is kept; an older one is replaced.
import { readConfig } from '../../src/app/config.ts';
import { createStore } from '../../src/data/createStore.ts';
import { openCatalogue } from '../../src/catalogue/openCatalogue.ts';
import { withSessionSecret } from '../../src/platform/secrets/sessionSecret.ts';
import { seedAndPrepare } from '../../src/catalogue/catalogueDatabase.ts';
import { seedOptionsFromEnv } from '../../src/catalogue/seed/seedSettings.ts';
import { describeAlertReport, sendAlertDigestsWithConfig } from '../../src/features/subscriptions/alertDigests.ts';

const config = await withSessionSecret(readConfig());
const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}` : config.databasePath;
const options = seedOptionsFromEnv();
const force = process.argv.includes('--force');

const started = performance.now();
const catalogue = await openCatalogue(config, { searchWorkers: 0 });
console.log(`database ${where}: schema up to date (migrated)`);

if ((await catalogue.hasCatalogue()) && !force) {
  console.log('catalogue already present, not seeding (use --force to replace it)');
} else {
  const report = await seedAndPrepare(catalogue, {
    ...options,
    onProgress: (written, total) => console.log(`  ${written} / ${total} articles written (${Math.round(performance.now() - started)} ms)`),
  });
  console.log(
    `seeded ${report.journals} journals, ${report.realArticles} corpus articles, ${report.generatedArticles} generated articles, ` +
      `${report.specialIssues} special issues, ${report.topics} topics` +
      (report.skippedFiles.length ? ` (skipped ${report.skippedFiles.join(', ')})` : ''),
  );
  console.log(`corpus ${report.timings.corpusMs} ms, articles ${report.timings.insertMs} ms, indexes ${report.timings.indexMs} ms, seed total ${report.timings.totalMs} ms; ${report.prepared} imported articles' pages prepared in ${report.preparedMs} ms`);
  const site = await createStore(config);
  try {
    console.log(describeAlertReport(await sendAlertDigestsWithConfig(site.records, config)));
  } finally {
    await site.close();
  }
}
await catalogue.close();
console.log(`done in ${Math.round(performance.now() - started)} ms`);
