// Crossref and DOAJ deposit XML of a volume, an issue or an article (npm run deposit -- …):
//   node server/tools/cli/deposit.ts crossref 2995-5629/12            a whole volume
//   node server/tools/cli/deposit.ts crossref 2995-5629/12/4          one issue
//   node server/tools/cli/deposit.ts doaj 2995-5629/12/4/1 --out a.xml one article, into a file
// The same documents as GET /api/deposits/{format}/{issn}/{volume}[/{issue}[/{article}]]; the file is
// what Crossref's deposit form or DOAJ's XML upload takes.
import fs from 'node:fs';
import { readConfig } from '../../src/app/config.ts';
import { depositDocument } from '../../src/features/findability/deposits/depositPlugin.ts';
import { depositFormats, selectArticles } from '../../src/features/findability/deposits/depositSelection.ts';
import { metadataContact } from '../../src/features/findability/findabilityPlugin.ts';
import { installPublisher, siteName } from '@oap/contracts/site/publisher.ts';
import { openCatalogue } from '../../src/catalogue/openCatalogue.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
if (outAt >= 0 && !out) fail('--out needs a file name.');
const [formatName, address, ...extra] = outAt >= 0 ? [...args.slice(0, outAt), ...args.slice(outAt + 2)] : args;
const format = depositFormats.find((known) => known === formatName);
if (!format || !address || extra.length > 0) {
  fail(`usage: npm run deposit -- ${depositFormats.join('|')} <ISSN>/<volume>[/<issue>[/<article>]] [--out file.xml]`);
}

const config = readConfig();
installPublisher(config.publisher);
const opened = await openCatalogue(config, { searchWorkers: 0 });
const catalogue = opened.store.findability;
const selection = await selectArticles(catalogue, address.split('/').filter(Boolean));
if (!selection.ok) fail(selection.message);
const xml = depositDocument(
  format,
  { catalogue, publicUrl: config.publicUrl, publisherName: siteName(), depositorEmail: metadataContact(config.mail.officeEmail, config.mail.from), crossmarkPolicyDoi: config.crossmarkPolicyDoi },
  selection.articles,
  selection.label,
);
await opened.close();
if (out) {
  fs.writeFileSync(out, xml);
  process.stderr.write(`${format} deposit of ${selection.articles.length} article${selection.articles.length === 1 ? '' : 's'} written to ${out}\n`);
} else {
  process.stdout.write(xml);
}
