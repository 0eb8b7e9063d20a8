// Test fixture: the whole server (buildApp) over a temporary SQLite file with the embedded provider,
// a second connection to that file for looking at and preparing rows (accounts, the mail outbox), and
// sign-in driven by an InjectBrowser as a reader does it.
import assert from 'node:assert/strict';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { readConfig, type ServerConfig } from '../../config.ts';
import { migrate, openDatabase } from '../../store/sqlite/database.ts';
import { sqliteDatabase } from '../../store/sqlite/sqliteDatabase.ts';
import { temporaryDir, writeShellDist } from '../../testing/platformFixture.ts';
import { createUserStore, type UserAccount, type UserStore } from '../provider/userStore.ts';
import { InjectBrowser, type InjectPage } from './injectBrowser.ts';

export interface AuthFixture {
  app: FastifyInstance;
  config: ServerConfig;
  db: DatabaseSync;
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

/** The mail queued for an address, oldest first. */
export function mailTo(db: DatabaseSync, address: string): OutboxRow[] {
  return db.prepare('SELECT kind, recipient, subject, text_body, html_body FROM mail_outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id').all(address) as unknown as OutboxRow[];
}

/** The first address on this site in a mail's text (the link it asks the reader to open). */
export function linkIn(mail: OutboxRow | undefined, origin: string): string {
  assert.ok(mail, 'a mail was queued');
  const link = mail.text_body.split('\n').find((line) => line.startsWith(`${origin}/`));
  assert.ok(link, `a link to ${origin} in:\n${mail.text_body}`);
  return link;
}

export function authTestConfig(env: Record<string, string> = {}, databasePath?: string): ServerConfig {
  const base = temporaryDir('auth-fixture');
  return {
    ...readConfig({ PORT: '3999', ...env }),
    databasePath: databasePath ?? path.join(base, 'data', 'publisher.sqlite'),
    releasesDir: path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    logLevel: 'silent',
  };
}

export async function startAuthApp(env: Record<string, string> = {}, databasePath?: string): Promise<AuthFixture> {
  const config = authTestConfig(env, databasePath);
  const app = await buildApp({ config });
  await app.ready();
  const db = openDatabase(config.databasePath);
  await migrate(db);
  const https = config.publicUrl.startsWith('https:');
  return {
    app,
    config,
    db,
    users: createUserStore(sqliteDatabase(db, { ownsConnection: false })),
    createAccount: (email, password, name = 'Ada Reader') => createUserStore(sqliteDatabase(db, { ownsConnection: false })).create({ email, name, password }, { verified: true }),
    browser(remoteAddress = '127.0.0.1', headers = {}) {
      // Behind a TLS proxy, as an https site is.
      const browser = new InjectBrowser(app, remoteAddress, { ...(https ? { 'x-forwarded-proto': 'https' } : {}), ...headers });
      browser.origin = config.publicUrl;
      return browser;
    },
    async close() {
      await app.close();
      db.close();
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
