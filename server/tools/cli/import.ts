// Publishes articles (docs/publishing.md):
//   npm run import -- [--json] [--create-journals] [--allow-missing-files] PATH...
// A PATH is a JATS XML file, a folder with one article's XML and its files, a zip of such a folder, a
// MECA package (folder or zip), or a folder of any of these. One line per article (with --json, one
// JSON object per line); exits 1 when any article was rejected, 2 on a usage error.
import { readConfig } from '../../src/app/config.ts';
import { openCatalogue } from '../../src/catalogue/openCatalogue.ts';
import { packagesOfPath } from '../../src/catalogue/publishing/articlePackages.ts';
import { importPackages, type ImportReportEntry } from '../../src/catalogue/publishing/importSession.ts';
import { purgerFromEnv } from '../../src/platform/cache/sitePurger.ts';
import { preparePublished } from '../../src/catalogue/publishing/publicationRecord.ts';

const FLAGS = new Set(['--json', '--create-journals', '--allow-missing-files']);
const args = process.argv.slice(2);
const paths = args.filter((arg) => !arg.startsWith('--'));
const unknown = args.filter((arg) => arg.startsWith('--') && !FLAGS.has(arg));
if (!paths.length || unknown.length) {
  process.stderr.write(`${unknown.length ? `unknown option ${unknown.join(', ')}\n` : ''}usage: npm run import -- [--json] [--create-journals] [--allow-missing-files] PATH...\n`);
  process.exit(2);
}
const json = args.includes('--json');

function line(entry: ImportReportEntry): string {
  if (json) return JSON.stringify(entry);
  const head = `${entry.status.padEnd(9)} ${entry.path}${entry.doi ? `  ${entry.doi}` : ''}${entry.version ? `  v${entry.version}` : ''}${entry.url ? `  ${entry.url}` : ''}`;
  return [head, ...entry.problems.map((problem) => `          ${problem.severity === 'refusal' ? 'refused:' : 'note:'} ${problem.message}`)].join('\n');
}

const config = readConfig();
const catalogue = await openCatalogue(config, { searchWorkers: 0 });
let rejected = 0;
const counts = new Map<string, number>();
const started = performance.now();
try {
  for (const path of paths) {
    await importPackages(catalogue.publishing, packagesOfPath(path), {
      createJournals: args.includes('--create-journals'),
      allowMissingFiles: args.includes('--allow-missing-files'),
      publicUrl: config.publicUrl,
      // The shared caches in front of the site (CACHE_PURGE_*, docs/edge.md); the server's own page
      // cache follows the catalogue's stamp, which every publishing moves.
      purger: purgerFromEnv(),
      // Each article's page text is prepared as it is published, so no reader's first visit waits for it.
      afterPublish: preparePublished(catalogue.store.articles),
      onEntry: (entry) => {
        if (entry.status === 'rejected') rejected += 1;
        counts.set(entry.status, (counts.get(entry.status) ?? 0) + 1);
        process.stdout.write(`${line(entry)}\n`);
      },
    });
  }
} finally {
  await catalogue.close();
}
if (!json) {
  const summary = [...counts].map(([status, count]) => `${count} ${status}`).join(', ');
  process.stderr.write(`${summary || 'no articles found'} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
process.exit(rejected ? 1 : 0);
