// Crossref and DOAJ deposit XML of a volume, an issue or an article (npm run deposit -- …):
//   node server/tools/cli/deposit.ts crossref 2995-5629/12            a whole volume
//   node server/tools/cli/deposit.ts crossref 2995-5629/12/4          one issue
//   node server/tools/cli/deposit.ts doaj 2995-5629/12/4/1 --out a.xml one article, into a file
//   node server/tools/cli/deposit.ts crossref --pending --out batch.xml --mark
//                                    every article imported since the last marked deposit (the queue),
//                                    and, with --mark, the queue emptied up to them once the file is written
// The same documents as GET /api/deposits/{format}/{issn}/{volume}[/{issue}[/{article}]]; the file is
// what Crossref's deposit form or DOAJ's XML upload takes.
import fs from 'node:fs';
import { readConfig } from '../../src/app/config.ts';
import { depositDocument } from '../../src/features/findability/deposits/depositPlugin.ts';
import { depositFormats, selectArticles } from '../../src/features/findability/deposits/depositSelection.ts';
import { metadataContact } from '../../src/features/findability/findabilityPlugin.ts';
import { installPublisher, siteName } from '@oap/contracts/site/publisher.ts';
import { openCatalogue } from '../../src/catalogue/openCatalogue.ts';
import type { ArticleRecord } from '../../src/catalogue/catalogueReader.ts';
import { markRegistered, pendingRegistrations, registrationMark } from '../../src/features/findability/deposits/registrationQueue.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const usage = `usage: npm run deposit -- ${depositFormats.join('|')} <ISSN>/<volume>[/<issue>[/<article>]] [--out file.xml]
       npm run deposit -- ${depositFormats.join('|')} --pending [--out file.xml] [--mark]`;
const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
};
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
if (outAt >= 0 && !out) fail('--out needs a file name.');
if (outAt >= 0) args.splice(outAt, 2);
const pending = flag('--pending');
const mark = flag('--mark');
const [formatName, address, ...extra] = args;
const format = depositFormats.find((known) => known === formatName);
if (!format || extra.length > 0 || (pending ? address !== undefined : !address) || (mark && !pending)) fail(usage);

const config = readConfig();
installPublisher(config.publisher);
const opened = await openCatalogue(config, { searchWorkers: 0 });
const catalogue = opened.store.findability;
const documentOf = (articles: ArticleRecord[], label: string) =>
  depositDocument(
    format,
    { catalogue, publicUrl: config.publicUrl, publisherName: siteName(), depositorEmail: metadataContact(config.mail.officeEmail, config.mail.from), crossmarkPolicyDoi: config.crossmarkPolicyDoi },
    articles,
    label,
  );
const plural = (count: number) => `${count} article${count === 1 ? '' : 's'}`;

function send(xml: string, what: string): void {
  if (!out) return void process.stdout.write(xml);
  fs.writeFileSync(out, xml);
  process.stderr.write(`${format} deposit of ${what} written to ${out}\n`);
}

if (pending) {
  // Under the publishing lock: no import commits between what is read and the mark (registrationQueue.ts).
  const { tx, commit, rollback } = await opened.publishing.begin();
  try {
    const since = await registrationMark(tx, format);
    const queue = await pendingRegistrations(catalogue, since);
    if (queue.articles.length === 0) {
      process.stderr.write(`${format}: nothing to deposit: no article was imported ${since ? `after ${since}` : 'yet'}.\n`);
      await rollback();
    } else {
      send(documentOf(queue.articles, `${format}-pending-${queue.reaches.slice(0, 10)}`), `${plural(queue.articles.length)} imported ${since ? `after ${since}` : 'so far'}`);
      if (mark) {
        await markRegistered(tx, format, queue.reaches);
        await commit();
        process.stderr.write(`${format}: marked as deposited up to ${queue.reaches}; the next --pending starts after it.\n`);
      } else {
        await rollback();
      }
    }
  } catch (error) {
    await rollback();
    throw error;
  } finally {
    await opened.close();
  }
} else {
  const selection = await selectArticles(catalogue, address!.split('/').filter(Boolean));
  if (!selection.ok) fail(selection.message);
  const xml = documentOf(selection.articles, selection.label);
  await opened.close();
  send(xml, plural(selection.articles.length));
}
