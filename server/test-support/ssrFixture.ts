// Test fixture for server rendering: the whole server (buildApp with the data API) over a seeded
// database of its own (a SQLite file, or PostgreSQL with TEST_ENGINE=postgres: test-support/testEngine.ts), the real built shell (its server bundle included) and the real remote builds
// (both targets) published into a temporary release registry. Needs `npm run build` first (npm test
// builds before it tests).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { remoteNames, type RemoteName } from '@oap/contracts/federation/contract.ts';
import { buildApp } from '../src/app/buildApp.ts';
import { readConfig, type ServerConfig } from '../src/app/config.ts';
import { repositoryRoot } from '../src/platform/paths.ts';
import { createApi } from '../src/app/catalogueApi.ts';
import type { ReleaseRegistry } from '../src/features/releases/registry.ts';
import { withSiteRegistry } from '../src/features/releases/siteRegistry.ts';
import { seedAndPrepare } from '../src/catalogue/catalogueDatabase.ts';
import { seedOptionsFromEnv } from '../src/catalogue/seed/seedSettings.ts';
import { temporaryDir } from './testFiles.ts';
import { copyFromTemplate, seededWith, templateKey } from './seedTemplates.ts';
import { testDatabase, type TestDatabase } from './testDatabase.ts';
import { pinnedLimitsClock } from './rateWindows.ts';

export interface SsrFixture {
  app: FastifyInstance;
  config: ServerConfig;
  registry: ReleaseRegistry;
  base: string;
  /** The app's database, for the test's own handle on its rows (database.rows()). */
  database: TestDatabase;
  close(): Promise<void>;
}

export const builtDist = (app: string) => path.join(repositoryRoot, app, 'dist');

export function assertBuilt(): void {
  const missing = ['shell/dist/server/shellServer.js', ...remoteNames.map((remote) => `${remote}/dist/server/remoteEntry.js`)].filter(
    (file) => !fs.existsSync(path.join(repositoryRoot, file)),
  );
  assert.deepEqual(missing, [], 'server rendering tests need the built site: run `npm run build` first');
}

export async function startSsrApp(env: Record<string, string> = {}): Promise<SsrFixture> {
  assertBuilt();
  const base = temporaryDir('ssr');
  const database = await testDatabase(path.join(base, 'data', 'publisher.sqlite'));
  // The server seeds a database without a catalogue on its first start (40 generated articles here,
  // and the corpus); the run's first fixture does that into a template the others copy (seedTemplates.ts).
  const seed = seedOptionsFromEnv({ ...process.env, SEED_ARTICLES: '40' });
  await copyFromTemplate(database, templateKey('first start', { ...seed }, ['corpusDir']), seededWith((catalogue) => seedAndPrepare(catalogue, seed)));
  const config: ServerConfig = {
    ...readConfig({ PORT: '3998', ...env }),
    ...database.config,
    releasesDir: path.join(base, 'releases'),
    shellDist: builtDist('shell'),
    logLevel: 'silent',
    // Off unless a test asks for limits (RATE_LIMIT_SCALE in `env`).
    rateLimitScale: env.RATE_LIMIT_SCALE ? Number(env.RATE_LIMIT_SCALE) : 0,
  };
  config.mail = { ...config.mail, outboxDir: path.join(base, 'outbox') };
  await withSiteRegistry(config.releasesDir, config, async (registry) => {
    for (const remote of remoteNames) await registry.promote(remote, (await registry.publish(remote, builtDist(remote))).id);
  });
  const previous = process.env.SEED_ARTICLES;
  process.env.SEED_ARTICLES = '40';
  const api = await createApi(config, { log: () => {} });
  const app = await buildApp({ config, registerApi: api.registerApi, searchPool: api.searchPool, searchWarmUp: api.searchWarmUp, countArticleView: api.countArticleView, limitsClock: pinnedLimitsClock() });
  await app.ready();
  if (previous === undefined) delete process.env.SEED_ARTICLES;
  else process.env.SEED_ARTICLES = previous;
  return {
    app,
    config,
    // The server's own registry: a change made through it is what the server serves at once.
    registry: app.releaseRegistry,
    base,
    database,
    async close() {
      await app.close();
      await api.close();
      await database.close();
    },
  };
}

/** Publishes a copy of a remote's build with `edit` applied to its files, and promotes it. */
export async function publishEdited(fixture: SsrFixture, remote: RemoteName, edit: (file: string, text: string) => string): Promise<string> {
  const copy = path.join(fixture.base, `edited-${remote}-${Date.now()}`);
  fs.cpSync(builtDist(remote), copy, { recursive: true });
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.js')) fs.writeFileSync(file, edit(path.relative(copy, file), fs.readFileSync(file, 'utf8')));
    }
  };
  walk(copy);
  const { id } = await fixture.registry.publish(remote, copy);
  await fixture.registry.promote(remote, id);
  return id;
}

/** The content of every <meta name="NAME"> in a document, in order. */
export function metaValues(html: string, name: string): string[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...html.matchAll(new RegExp(`<meta name="${escaped}" content="([^"]*)"`, 'g'))].map((match) => decodeEntities(match[1] ?? ''));
}

export function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;/g, "'");
}
