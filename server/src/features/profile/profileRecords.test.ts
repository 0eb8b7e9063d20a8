// The profile's queries on each engine: a confirmed reader's subscriptions (journals and
// topics by name, those the catalogue no longer has by their own key) and what they sent through the
// forms, matched by address whatever its case, newest first (ties by id), at most PROFILE_SUBMISSIONS.
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { sql } from 'kysely';
import type { ReaderProfile } from '@oap/contracts/api/profile.ts';
import type { SessionClaims } from '../auth/sessions.ts';
import { installErrorHandling } from '../../app/errorPolicy.ts';
import { addCatalogueOn } from '../../../test-support/subscriptions/engineCatalogue.ts';
import { engineTest } from '../../../test-support/engines.ts';
import { PROFILE_SUBMISSIONS, profileApi } from './profile.ts';

engineTest('a confirmed reader sees what they follow and what they sent, matched in any case, newest first', async ({ open }) => {
  const database = await open();
  await addCatalogueOn(database);
  const { db } = database;
  const at = '2026-11-20T10:00:00.000Z';
  const { rows } = await sql<{ id: number }>`INSERT INTO subscribers (email, verified_at, created_at) VALUES ('ann@example.org', ${at}, ${at}) RETURNING id`.execute(db);
  const subscriber = rows[0]!.id;
  for (const nameSystem of ['ocean-science', 'retired-journal', 'cells-and-development']) {
    await sql`INSERT INTO subscriber_journals (subscriber_id, name_system, subscribed_at) VALUES (${subscriber}, ${nameSystem}, ${at})`.execute(db);
  }
  await sql`INSERT INTO subscriber_topics (subscriber_id, identifier, subscribed_at) VALUES (${subscriber}, 'cell-signalling', ${at})`.execute(db);
  await sql`INSERT INTO subscribers (email, created_at) VALUES ('unconfirmed@example.org', ${at})`.execute(db);
  const submit = (reference: string, form: string, email: string | null, account: string | null, receivedAt: string, payload: Record<string, unknown>) =>
    sql`INSERT INTO form_submissions (reference, form, email, payload, account, received_at) VALUES (${reference}, ${form}, ${email}, ${JSON.stringify(payload)}, ${account}, ${receivedAt})`.execute(db);
  await submit('JP-20261120-AAAAAA', 'journal-proposal', 'Ann@Example.org', null, '2026-11-20T09:00:00.000Z', { journalTitle: 'Quantum Biology Letters' });
  // Two in one millisecond: the later row first.
  await submit('FB-20261121-BBBBBB', 'feedback', null, 'ANN@example.org', '2026-11-21T09:00:00.000Z', { message: 'First' });
  await submit('FB-20261121-CCCCCC', 'feedback', 'ann@example.org', null, '2026-11-21T09:00:00.000Z', { message: 'Second' });
  await submit('FB-20261122-DDDDDD', 'feedback', 'bo@example.org', null, '2026-11-22T09:00:00.000Z', { message: 'Not Ann\u2019s' });

  const app = Fastify();
  installErrorHandling(app);
  await app.register(profileApi, {
    prefix: '/api',
    database,
    // The test's stand-in for the session cookie: the claims as a header.
    readSession: async (request) => {
      const claims = request.headers['x-test-session'];
      return typeof claims === 'string' ? (JSON.parse(claims) as SessionClaims) : null;
    },
    manageSubscriptionsPath: async (email) => `/manage?email=${encodeURIComponent(email)}`,
  });
  try {
    const profile = async (claims: SessionClaims) => (await app.inject({ url: '/api/profile', headers: { 'x-test-session': JSON.stringify(claims) } })).json<ReaderProfile>();
    const ann = await profile({ sub: 'u1', name: 'Ann', email: 'Ann@EXAMPLE.org', emailVerified: true });
    assert.deepEqual(ann.subscriptions, {
      journals: [
        { nameSystem: 'cells-and-development', name: 'Cells and Development' },
        { nameSystem: 'ocean-science', name: 'Ocean Science' },
        { nameSystem: 'retired-journal', name: 'retired-journal' },
      ],
      topics: [{ identifier: 'cell-signalling', name: 'Cell Signalling' }],
      managePath: '/manage?email=ann%40example.org',
    });
    assert.deepEqual(
      ann.submissions.map((submission) => [submission.reference, submission.summary]),
      [
        ['FB-20261121-CCCCCC', 'Second'],
        ['FB-20261121-BBBBBB', 'First'],
        ['JP-20261120-AAAAAA', 'Quantum Biology Letters'],
      ],
    );
    assert.deepEqual((await profile({ sub: 'u2', email: 'unconfirmed@example.org', emailVerified: true })).subscriptions, {
      journals: [],
      topics: [],
      managePath: '/manage?email=unconfirmed%40example.org',
    }, 'a subscriber who never confirmed follows nothing yet');

    for (let index = 0; index < PROFILE_SUBMISSIONS + 5; index += 1) {
      await submit(`FB-20261123-${String(index).padStart(6, '0')}`, 'feedback', 'ann@example.org', null, '2026-11-23T09:00:00.000Z', { message: `Many ${index}` });
    }
    const many = (await profile({ sub: 'u1', email: 'ann@example.org', emailVerified: true })).submissions;
    assert.equal(many.length, PROFILE_SUBMISSIONS);
    assert.equal(many[0]?.summary, `Many ${PROFILE_SUBMISSIONS + 4}`);
  } finally {
    await app.close();
  }
});
