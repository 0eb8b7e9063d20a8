// GET /api/profile: the reader's own profile. Without a session a 401; with an unconfirmed address
// nothing but the session's own name and address; with a confirmed one, what it follows and sent.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ReaderProfile } from '@oap/contracts/api/profile.ts';
import { installErrorHandling } from '../../app/errorPolicy.ts';
import type { SessionClaims } from '../auth/sessions.ts';
import { sql } from 'kysely';
import { profileApi } from './profile.ts';
import { createTestApp, type TestApp } from '../../../test-support/catalogueApi.ts';

let t: TestApp;
let app: FastifyInstance;
before(async () => {
  t = await createTestApp({ articles: 50 });
  app = Fastify();
  installErrorHandling(app);
  await app.register(profileApi, {
    prefix: '/api',
    database: t.rows.database,
    // The test's stand-in for the session cookie: the claims as a header.
    readSession: async (request) => {
      const claims = request.headers['x-test-session'];
      return typeof claims === 'string' ? (JSON.parse(claims) as SessionClaims) : null;
    },
    manageSubscriptionsPath: async (email) => `/unsub/managesubscriptions?email=${encodeURIComponent(email)}&key=signed`,
  });
  await app.ready();
  const journal = (await t.rows.get(sql<{ name_system: string }>`SELECT name_system FROM journals ORDER BY name LIMIT 1`))!;
  const topic = (await t.rows.get(sql<{ identifier: string }>`SELECT identifier FROM topics ORDER BY name LIMIT 1`))!;
  const now = '2026-11-20T10:00:00.000Z';
  const subscriber = (await t.rows.get(sql<{ id: number }>`INSERT INTO subscribers (email, verified_at, created_at) VALUES ('ann@example.org', ${now}, ${now}) RETURNING id`))!;
  await t.rows.run(sql`INSERT INTO subscriber_journals (subscriber_id, name_system, subscribed_at) VALUES (${subscriber.id}, ${journal.name_system}, ${now})`);
  await t.rows.run(sql`INSERT INTO subscriber_topics (subscriber_id, identifier, subscribed_at) VALUES (${subscriber.id}, ${topic.identifier}, ${now})`);
  const submit = (reference: string, form: string, email: string | null, payload: unknown, account: string | null, receivedAt: string) =>
    t.rows.run(sql`INSERT INTO form_submissions (reference, form, email, payload, account, received_at) VALUES (${reference}, ${form}, ${email}, ${JSON.stringify(payload)}, ${account}, ${receivedAt})`);
  await submit('JP-20261120-AAAAAA', 'journal-proposal', 'Ann@Example.org', { journalTitle: 'Quantum Biology Letters' }, null, '2026-11-20T09:00:00.000Z');
  await submit('FB-20261121-BBBBBB', 'feedback', null, { message: 'x'.repeat(300) }, 'ann@example.org', '2026-11-21T09:00:00.000Z');
  await submit('FB-20261122-CCCCCC', 'feedback', 'bo@example.org', { message: 'Not Ann’s' }, null, '2026-11-22T09:00:00.000Z');
});
after(async () => {
  await app.close();
  await t.close();
});

const profile = (claims?: SessionClaims) => app.inject({ method: 'GET', url: '/api/profile', headers: claims ? { 'x-test-session': JSON.stringify(claims) } : {} });

test('without a session: 401, in the words of the error page', async () => {
  const res = await profile();
  assert.equal(res.statusCode, 401);
  assert.equal(res.json<{ message: string }>().message, 'You need to log in to access this page');
});

test('a confirmed address: its subscriptions with their manage page, and its submissions newest first', async () => {
  const res = await profile({ sub: 'u1', name: 'Ann Example', email: 'Ann@example.org', emailVerified: true });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['cache-control'], 'private, no-store');
  const body = res.json<ReaderProfile>();
  assert.equal(body.name, 'Ann Example');
  assert.equal(body.emailVerified, true);
  assert.equal(body.subscriptions?.journals.length, 1);
  assert.ok(body.subscriptions?.journals[0]?.name);
  assert.equal(body.subscriptions?.topics.length, 1);
  assert.equal(body.subscriptions?.managePath, '/unsub/managesubscriptions?email=ann%40example.org&key=signed');
  assert.deepEqual(
    body.submissions.map((submission) => [submission.reference, submission.form]),
    [
      ['FB-20261121-BBBBBB', 'Feedback'],
      ['JP-20261120-AAAAAA', 'Journal proposal'],
    ],
  );
  assert.equal(body.submissions[1]?.summary, 'Quantum Biology Letters');
  assert.equal(body.submissions[0]?.summary.length, 120);
});

test('an unconfirmed address shows neither subscriptions nor submissions (anyone may register any address)', async () => {
  const body = (await profile({ sub: 'u2', name: 'Not Ann', email: 'ann@example.org', emailVerified: false })).json<ReaderProfile>();
  assert.deepEqual({ ...body }, { name: 'Not Ann', email: 'ann@example.org', emailVerified: false, subscriptions: null, submissions: [] });
});
