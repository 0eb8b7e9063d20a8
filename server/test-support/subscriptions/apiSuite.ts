// The subscriptions API tests' shared part (src/features/subscriptions/subscriptions*.test.ts): form
// posts as a browser sends them, each from another address; the verification mails and the link in
// them; the state the API answers with; and, for a describe, the app (subscriptionsTestApp.ts) opened
// in its before hook, with the signed links of its subscribers.
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { SignedLinks, SubscriptionPaths } from '../../src/features/subscriptions/signedLinks.ts';
import type { TestRows } from '../testDatabase.ts';
import { subscriptionsTestApp, type SubscriptionsTestApp } from './testApp.ts';

export type Fields = Record<string, string | string[]>;
type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

function urlencoded(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  return params.toString();
}

/** Each post from another address, so the form rate limit (30 per 10 minutes) never decides a test. */
let client = 0;
export function poster(app: FastifyInstance) {
  return async (url: string, fields: Fields, token?: { token: string; cookie: string }, headers: Record<string, string> = {}): Promise<Answer> =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: `198.51.100.${(client += 1) % 250}`,
      payload: urlencoded(token ? { ...fields, _csrf: token.token } : fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: token.cookie } : {}), ...headers },
    });
}

export function verificationMails(db: TestRows, to: string) {
  return db.all(
    sql<{ subject: string; text_body: string; html_body: string }>`SELECT subject, text_body, html_body FROM mail_outbox WHERE kind = 'subscription-verify' AND recipient = ${to} ORDER BY id`,
  );
}

export function hashIn(text: string): string {
  const match = /\/subscribe\/verify\/([A-Za-z0-9_-]+)/.exec(text);
  assert.ok(match, 'the mail carries a confirmation link');
  return match[1]!;
}

export interface State {
  email: string;
  verified: boolean;
  journals: { nameSystem: string; name: string }[];
  topics: { identifier: string; name: string }[];
  managePath: string;
}

/** The API's address of a manage page's link. */
export const manageQuery = (managePath: string) => managePath.replace('/unsub/managesubscriptions', '/api/subscriptions/manage');

/**
 * Call it inside a describe: it registers that describe's before and after hooks, which open and close
 * a subscriptionsTestApp, and gives what its tests use of it (each part usable once before() has run).
 */
export function subscriptionsApiSuite() {
  let opened: { app: SubscriptionsTestApp; post: ReturnType<typeof poster>; paths: SubscriptionPaths } | null = null;
  before(async () => {
    const app = await subscriptionsTestApp();
    opened = { app, post: poster(app.app), paths: new SubscriptionPaths(new SignedLinks(app.secret), app.publicUrl) };
  });
  after(async () => opened?.app.close());
  const current = () => {
    if (!opened) throw new Error('the subscriptions test app is opened in before()');
    return opened;
  };

  const t: Pick<SubscriptionsTestApp, 'app' | 'db' | 'publicUrl' | 'secret'> = {
    get app() {
      return current().app.app;
    },
    get db() {
      return current().app.db;
    },
    get publicUrl() {
      return current().app.publicUrl;
    },
    get secret() {
      return current().app.secret;
    },
  };
  const post: ReturnType<typeof poster> = (...request) => current().post(...request);
  /** The signed links of the app's subscribers (SubscriptionPaths with the app's link secret and address). */
  const paths: Pick<SubscriptionPaths, 'manage' | 'journalSubscribe' | 'journalUnsubscribe' | 'oneClick'> = {
    manage: (...link) => current().paths.manage(...link),
    journalSubscribe: (...link) => current().paths.journalSubscribe(...link),
    journalUnsubscribe: (...link) => current().paths.journalUnsubscribe(...link),
    oneClick: (...link) => current().paths.oneClick(...link),
  };
  const verify = (hash: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/subscriptions/verify', payload: { hash }, headers: { 'content-type': 'application/json', ...headers } });
  /** The link secret the subscriber's links are signed with ('' without a subscriber). */
  const secretOf = async (email: string): Promise<string> =>
    (await t.db.get(sql<{ link_secret: string }>`SELECT link_secret FROM subscribers WHERE email = ${email.toLowerCase()}`))?.link_secret ?? '';
  return { t, post, paths, verify, secretOf };
}
