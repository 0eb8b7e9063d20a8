// Test fixture: the whole server (buildApp) with the embedded provider over a database of its own (a
// SQLite file, or PostgreSQL with TEST_ENGINE=postgres: test-support/testEngine.ts), a handle of the test's
// own on it for looking at and preparing rows (accounts, the mail outbox), and sign-in driven by an
// InjectBrowser as a reader does it.
import assert from 'node:assert/strict';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app/buildApp.ts';
import { readConfig, type ServerConfig } from '../../src/app/config.ts';
import { temporaryDir, writeShellDist } from '../testFiles.ts';
import { releaseTestBuilds } from '../platformFixture.ts';
import { testDatabase, type TestDatabase, type TestRows } from '../testDatabase.ts';
import { createUserStore, type UserAccount, type UserStore } from '../../src/features/auth/provider/userStore.ts';
import { InjectBrowser, type InjectPage } from './injectBrowser.ts';
import { pinnedLimitsClock } from '../rateWindows.ts';

export interface AuthFixture {
  app: FastifyInstance;
  config: ServerConfig;
  /** The app's database (another server copy may open the same one). */
  database: TestDatabase;
  /** The test's own handle on it. */
  rows: TestRows;
  users: UserStore;
  /** An account whose address is already confirmed (as one made before mail existed, or after its link). */
  createAccount(email: string, password: string, name?: string): Promise<UserAccount>;
  /** A browser at this address; `headers` go with every request (a forged Host, say). */
  browser(remoteAddress?: string, headers?: Record<string, string>): InjectBrowser;
  close(): Promise<void>;
}

export interface OutboxRow {
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

/** The mail queued for an address (in any case), oldest first. */
export function mailTo(rows: TestRows, address: string): Promise<OutboxRow[]> {
  return rows.all(sql<OutboxRow>`SELECT kind, recipient, subject, text_body, html_body FROM mail_outbox WHERE lower(recipient) = ${address.toLowerCase()} ORDER BY id`);
}

/** The first address on this site in a mail's text (the link it asks the reader to open). */
export function linkIn(mail: OutboxRow | undefined, origin: string): string {
  assert.ok(mail, 'a mail was queued');
  const link = mail.text_body.split('\n').find((line) => line.startsWith(`${origin}/`));
  assert.ok(link, `a link to ${origin} in:\n${mail.text_body}`);
  return link;
}

/** The releases folder of each database a fixture made: a second copy on it serves the same builds. */
const releasesDirs = new WeakMap<TestDatabase, string>();

/** `database`: another app's (a second server copy), by default a new one. */
export async function authTestConfig(env: Record<string, string> = {}, database?: TestDatabase): Promise<{ config: ServerConfig; database: TestDatabase }> {
  const base = temporaryDir('auth-fixture');
  const opened = database ?? (await testDatabase(path.join(base, 'data', 'publisher.sqlite')));
  const config: ServerConfig = {
    ...readConfig({ PORT: '3999', ...env }),
    // The sign-in state (the session secret) is kept beside databasePath: copies on one database share it.
    ...opened.config,
    releasesDir: (database && releasesDirs.get(database)) ?? path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    logLevel: 'silent',
  };
  if (!database) {
    await releaseTestBuilds(config, base);
    releasesDirs.set(opened, config.releasesDir);
  }
  return { config, database: opened };
}

/** `database`: another app's (a second server copy), by default a new one. */
export async function startAuthApp(env: Record<string, string> = {}, shared?: TestDatabase): Promise<AuthFixture> {
  const { config, database } = await authTestConfig(env, shared);
  const app = await buildApp({ config, limitsClock: pinnedLimitsClock() });
  await app.ready();
  const rows = await database.rows();
  const users = createUserStore(rows.database);
  const https = config.publicUrl.startsWith('https:');
  return {
    app,
    config,
    database,
    rows,
    users,
    createAccount: (email, password, name = 'Ada Reader') => users.create({ email, name, password }, { verified: true }),
    browser(remoteAddress = '127.0.0.1', headers = {}) {
      // Behind a TLS proxy, as an https site is.
      const browser = new InjectBrowser(app, remoteAddress, { ...(https ? { 'x-forwarded-proto': 'https' } : {}), ...headers });
      browser.origin = config.publicUrl;
      return browser;
    },
    async close() {
      await app.close();
      // A second copy leaves the database to the first.
      if (!shared) await database.close();
    },
  };
}

/** Starts sign-in from `returnTo` and answers the provider's sign-in page. */
export async function openSignIn(browser: InjectBrowser, returnTo: string): Promise<InjectPage> {
  const { url } = await browser.json<{ url: string }>(`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  assert.ok(url, 'an authorisation URL');
  const page = await browser.open(url);
  assert.equal(page.status, 200, page.html);
  assert.match(page.html, /<h1>Sign in<\/h1>/);
  return page;
}

/** Signs in through the provider's pages; answers the last response (a redirect leaving the site stops there). */
export async function signIn(browser: InjectBrowser, email: string, password: string, returnTo = '/'): Promise<InjectPage> {
  const page = await openSignIn(browser, returnTo);
  return browser.submit(page.html, 'Sign in', { email, password });
}
