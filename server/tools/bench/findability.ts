// Findability benchmark (pnpm bench:findability): on the bench database (1,000,000 generated
// articles by default), serves the findability plugins over HTTP on loopback and prints medians of
//   - time to first byte of /sitemap.xml and of a journal's sitemaps (the largest journal's first and
//     last file), cold (a new server, nothing kept) and warm (the kept copy);
//   - an OAI-PMH ListRecords harvest of --records records (oai_dc, then jats), following resumption
//     tokens, in records a second; and of one journal's set;
// beside /robots.txt on the same server as the baseline, run by run, so the ratios compare like with
// like on a shared machine. A benchmark, not a test: it prints figures and passes or fails nothing.
//
//   node tools/bench/findability.ts [--articles 1000000] [--keep DIR] [--database FILE] [--runs 15] [--records 10000]
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandling } from '../../src/app/errorPolicy.ts';
import { findabilityPlugin } from '../../src/features/findability/findabilityPlugin.ts';
import { migrate, openDatabase } from '../../src/data/sqlite/database.ts';
import { SqlCatalogueReader } from '../../src/catalogue/harvest/sqlCatalogueReader.ts';
import { sqliteDatabase } from '../../src/data/sqlite/sqliteDatabase.ts';
import { sqliteCatalogueVersion } from '../../src/data/sqlite/sqliteCatalogueVersion.ts';
import { seededBenchDatabase } from './benchDatabase.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} needs a whole number`);
  return value;
}
const text = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? resolve(process.argv[index + 1] ?? '') : null;
};
const ARTICLES = option('articles', 1_000_000);
const RUNS = option('runs', 15);
const RECORDS = option('records', 10_000);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Time to the first byte of the body and to the end, over a fresh connection (gzip accepted, as crawlers do; the body as sent). */
function timed(base: string, path: string, gzip = false): Promise<{ firstByteMs: number; totalMs: number; body: string; status: number }> {
  return new Promise((done, fail) => {
    const started = performance.now();
    let firstByteMs = 0;
    const chunks: Buffer[] = [];
    const request = http.get(`${base}${path}`, { agent: false, headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (chunks.length === 0) firstByteMs = performance.now() - started;
        chunks.push(chunk);
      });
      response.on('end', () => done({ firstByteMs, totalMs: performance.now() - started, body: Buffer.concat(chunks).toString('utf8'), status: response.statusCode ?? 0 }));
      response.on('error', fail);
    });
    request.on('error', fail);
  });
}

interface Server {
  app: FastifyInstance;
  base: string;
}

async function serve(databasePath: string): Promise<Server> {
  const db = openDatabase(databasePath);
  const app = Fastify();
  installErrorHandling(app);
  const version = sqliteCatalogueVersion(db);
  const catalogue = new SqlCatalogueReader(sqliteDatabase(db, { ownsConnection: false }), () => version.stamp());
  await app.register(findabilityPlugin, { catalogue, publicUrl: 'https://journals.example.org', contactEmail: 'office@journals.example.org', crossmarkPolicyDoi: null, tokenKey: 'bench' });
  app.addHook('onClose', async () => db.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Follows ListRecords tokens until `records` have come; records a second. */
async function harvest(base: string, query: string, records: number): Promise<{ perSecond: number; records: number; pages: number }> {
  let next = `/oai?verb=ListRecords&${query}`;
  let count = 0;
  let pages = 0;
  const started = performance.now();
  while (count < records) {
    const { body, status } = await timed(base, next);
    if (status !== 200) throw new Error(`${next} answered ${status}`);
    pages += 1;
    count += body.split('<record>').length - 1;
    const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(body)?.[1];
    if (!token) break;
    next = `/oai?verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  return { perSecond: count / ((performance.now() - started) / 1000), records: count, pages };
}

async function main(): Promise<void> {
  const given = text('database');
  const prepared = given ? { path: given, seedMs: null, cleanup: () => undefined } : await seededBenchDatabase(ARTICLES, text('keep'));
  const setup = openDatabase(prepared.path);
  // The findability index (migration 120) is built here if the kept database predates it.
  await migrate(setup);
  const total = (setup.prepare('SELECT count(*) AS n FROM articles').get() as { n: number }).n;
  const largest = setup.prepare('SELECT j.name_system, count(*) AS n FROM articles a JOIN journals j ON j.id = a.journal_id WHERE j.is_public = 1 GROUP BY j.id ORDER BY n DESC LIMIT 1').get() as { name_system: string; n: number };
  setup.close();
  const lastPart = Math.ceil(largest.n / 50_000);
  console.log(`${total} articles; the largest journal, ${largest.name_system}, has ${largest.n} (${lastPart} sitemap files); load ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);

  const targets = { index: '/sitemap.xml', first: `/sitemaps/journals/${largest.name_system}/1.xml`, last: `/sitemaps/journals/${largest.name_system}/${lastPart}.xml`, baseline: '/robots.txt' };
  type Name = keyof typeof targets;
  const cold: Record<Name, number[]> = { index: [], first: [], last: [], baseline: [] };
  const coldTotal: Record<Name, number[]> = { index: [], first: [], last: [], baseline: [] };
  const warm: Record<Name, number[]> = { index: [], first: [], last: [], baseline: [] };
  // Cold: a new server each run, so nothing is kept; each document is asked for once, in turn with the baseline.
  const coldRuns = Math.min(RUNS, 7);
  for (let run = 0; run < coldRuns; run += 1) {
    const server = await serve(prepared.path);
    for (const name of Object.keys(targets) as Name[]) {
      const result = await timed(server.base, targets[name], true);
      if (result.status !== 200) throw new Error(`${targets[name]} answered ${result.status}`);
      cold[name].push(result.firstByteMs);
      coldTotal[name].push(result.totalMs);
    }
    await server.app.close();
  }
  const server = await serve(prepared.path);
  for (const name of Object.keys(targets) as Name[]) await timed(server.base, targets[name], true);
  for (let run = 0; run < RUNS; run += 1) {
    for (const name of Object.keys(targets) as Name[]) warm[name].push((await timed(server.base, targets[name], true)).firstByteMs);
  }
  console.log(`\nTime to first byte, median (cold of ${coldRuns} new servers; warm of ${RUNS} runs), and the whole document cold:`);
  for (const name of Object.keys(targets) as Name[]) {
    const ratio = name === 'baseline' ? '' : `  (${(median(cold[name]) / median(cold.baseline)).toFixed(1)}× robots.txt cold, ${(median(warm[name]) / median(warm.baseline)).toFixed(1)}× warm)`;
    console.log(`  ${targets[name].padEnd(48)} cold ${ms(median(cold[name])).padStart(9)}  warm ${ms(median(warm[name])).padStart(8)}  whole ${ms(median(coldTotal[name])).padStart(9)}${ratio}`);
  }

  console.log(`\nOAI-PMH ListRecords, ${RECORDS} records following resumption tokens, median of 3:`);
  for (const [label, query] of [
    ['oai_dc, whole catalogue', 'metadataPrefix=oai_dc'],
    ['jats, whole catalogue', 'metadataPrefix=jats'],
    [`oai_dc, set journal:${largest.name_system}`, `metadataPrefix=oai_dc&set=journal:${largest.name_system}`],
    ['oai_dc, from 2020-01-01 until 2020-12-31', 'metadataPrefix=oai_dc&from=2020-01-01&until=2020-12-31'],
  ] as const) {
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await harvest(server.base, query, RECORDS));
    const rate = median(runs.map((result) => result.perSecond));
    console.log(`  ${label.padEnd(48)} ${rate.toFixed(0).padStart(6)} records/s (${runs[0]!.records} records in ${runs[0]!.pages} pages)`);
  }
  await server.app.close();
  prepared.cleanup();
}

await main();
