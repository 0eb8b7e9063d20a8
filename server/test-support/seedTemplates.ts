// Seeded databases made once per test run and copied for every test that asks for the same seed.
// A seed is deterministic (the same options give the same catalogue byte for byte), and seeding is
// most of what a catalogue test file costs before its first test: generating the articles, importing
// the corpus with its figures and preparing the articles' page text. So the first file that asks for
// a seed builds it into a template, and the others copy it: a file copy on SQLite, and on PostgreSQL
// `CREATE DATABASE … TEMPLATE`, which copies the template's files.
//
// Only within one run of serverTests.ts, which names a folder for the templates in
// OAP_TEST_TEMPLATES and removes them afterwards: the source a template was seeded by cannot change
// under it. A test file run by hand seeds its own database, as before.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { CatalogueDatabase } from '../src/catalogue/catalogueDatabase.ts';
import { openCatalogue } from '../src/catalogue/openCatalogue.ts';
import { openTestConnection } from './catalogue/sqlite/testCatalogue.ts';
import type { TestDatabase } from './testDatabase.ts';

/** What a template is built for: the database's config, as a ServerConfig or StoreConfig takes it. */
export type TemplateConfig = { databasePath: string; databaseUrl: string | null };

const templatesDir = (): string | null => process.env.OAP_TEST_TEMPLATES || null;

/** The prefix of a run's template databases on PostgreSQL, from its templates folder (serverTests.ts drops them at the end). */
export const templateDatabasePrefix = (dir: string): string => `oap_template_${createHash('sha256').update(dir).digest('hex').slice(0, 8)}_`;

/** The files of a folder (recursively) as relative path and content digest, sorted: what a seed reads from it. */
function folderDigest(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    if (!fs.existsSync(at)) return;
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(dir, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * The name of a template: what it is (`kind`), the options it was seeded with, and for each folder
 * named in `folders` its contents rather than its path (tests copy the corpus into folders of their own).
 */
export function templateKey(kind: string, options: Record<string, unknown>, folders: string[] = []): string {
  const hash = createHash('sha256');
  hash.update(kind);
  hash.update(JSON.stringify(options, (key, value) => (folders.includes(key) ? (typeof value === 'string' ? folderDigest(value) : null) : typeof value === 'function' ? undefined : value)));
  return hash.digest('hex').slice(0, 16);
}

/** A template's build: the catalogue opened as the data API opens it, `seed` run on it, and closed. */
export function seededWith(seed: (catalogue: CatalogueDatabase) => Promise<unknown>): (config: TemplateConfig) => Promise<void> {
  return async (config) => {
    const catalogue = await openCatalogue(config, { searchWorkers: 0 });
    try {
      await seed(catalogue);
    } finally {
      await catalogue.close();
    }
  };
}

async function adminQuery(clusterUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));
/** The cluster's own address, through which databases are made (testPostgres makes the tests' there too). */
const clusterUrl = () => process.env.TEST_DATABASE_URL as string;

/** Templates this process has made or found, by key: made once even when two tests ask at once. */
const ready = new Map<string, Promise<string>>();

/** The template of `key` (a SQLite file, or a PostgreSQL database's name), built by `build` the first time. */
function template(engine: TestDatabase['engine'], key: string, sample: TestDatabase, build: (config: TemplateConfig) => Promise<void>): Promise<string> {
  const dir = templatesDir() as string;
  const marker = path.join(dir, `${key}.${engine}.ready`);
  let made = ready.get(marker);
  if (made) return made;
  made = (async () => {
    if (fs.existsSync(marker)) return fs.readFileSync(marker, 'utf8');
    const started = performance.now();
    let where: string;
    if (engine === 'sqlite') {
      // Seeded beside its final name and renamed when complete, so no reader ever copies half a seed.
      where = path.join(dir, `${key}.sqlite`);
      const building = `${where}.${process.pid}.building`;
      await build({ databasePath: building, databaseUrl: null });
      // One self-contained file (no write-ahead log beside it) to copy; opened again, it is back in WAL mode.
      const connection = openTestConnection(building);
      connection.exec('PRAGMA journal_mode = DELETE');
      connection.close();
      fs.renameSync(building, where);
    } else {
      const url = sample.databaseUrl as string;
      where = `${templateDatabasePrefix(dir)}${key}_${process.pid}`;
      await adminQuery(clusterUrl(), `CREATE DATABASE ${where}`);
      const templateUrl = new URL(url);
      templateUrl.pathname = `/${where}`;
      await build({ databasePath: path.join(dir, `${key}.unused.sqlite`), databaseUrl: templateUrl.toString() });
    }
    fs.writeFileSync(`${marker}.${process.pid}`, where);
    fs.renameSync(`${marker}.${process.pid}`, marker);
    fs.appendFileSync(path.join(dir, 'builds.tsv'), `${Math.round(performance.now() - started)}\t${engine}\t${key}\t${path.relative(process.cwd(), process.argv[1] ?? '')}\n`);
    return where;
  })();
  ready.set(marker, made);
  made.catch(() => ready.delete(marker));
  return made;
}

/**
 * Fills the test's new database with the template of `key`, building it with `build` first when the
 * run has none yet. False (and nothing done) outside a run of serverTests.ts: the caller seeds itself.
 * `build` must leave the database it was given closed (no connection open on PostgreSQL).
 */
export async function copyFromTemplate(database: TestDatabase, key: string, build: (config: TemplateConfig) => Promise<void>): Promise<boolean> {
  if (!templatesDir() || (database.engine === 'postgres' && !clusterUrl())) return false;
  const where = await template(database.engine, key, database, build);
  if (database.engine === 'sqlite') {
    fs.mkdirSync(path.dirname(database.databasePath), { recursive: true });
    fs.copyFileSync(where, database.databasePath);
  } else {
    const url = database.databaseUrl as string;
    const name = nameOf(url);
    await adminQuery(clusterUrl(), `DROP DATABASE ${name}`);
    await adminQuery(clusterUrl(), `CREATE DATABASE ${name} TEMPLATE ${where}`);
  }
  return true;
}

/** Drops the run's template databases (on a cluster that outlives the run, TEST_DATABASE_URL's). */
export async function dropTemplateDatabases(cluster: string, dir: string): Promise<void> {
  const client = new pg.Client({ connectionString: cluster });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1)`, [templateDatabasePrefix(dir)]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
