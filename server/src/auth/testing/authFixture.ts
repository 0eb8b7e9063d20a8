// Test fixture: the whole server (buildApp) over a temporary SQLite file with the embedded provider,
// a second connection to that file for looking at and preparing rows, and sign-in driven by an
// InjectBrowser as a reader does it.
import assert from 'node:assert/strict';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { readConfig, type ServerConfig } from '../../config.ts';
import { migrate, openDatabase } from '../../store/database.ts';
import { temporaryDir, writeShellDist } from '../../testing/platformFixture.ts';
import { createUserStore, type UserStore } from '../provider/userStore.ts';
import { actionOf, InjectBrowser, type InjectPage } from './injectBrowser.ts';

export interface AuthFixture {
  app: FastifyInstance;
  config: ServerConfig;
  db: DatabaseSync;
  users: UserStore;
  browser(remoteAddress?: string): InjectBrowser;
  close(): Promise<void>;
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
  migrate(db);
  const https = config.publicUrl.startsWith('https:');
  return {
    app,
    config,
    db,
    users: createUserStore(db),
    browser(remoteAddress = '127.0.0.1') {
      // Behind a TLS proxy, as an https site is: the provider reads the scheme from X-Forwarded-Proto.
      const browser = new InjectBrowser(app, remoteAddress, https ? { 'x-forwarded-proto': 'https' } : {});
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
  return browser.open(actionOf(page.html, 'Sign in'), { form: { email, password } });
}
