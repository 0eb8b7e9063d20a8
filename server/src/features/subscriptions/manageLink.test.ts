// "Send me a link to my alerts" against the real server and database (subscriptionsTestApp): a known
// address gets a working manage link through the outbox, an unknown one gets nothing, and the answer
// is the same for both; the hourly limit, the token and bad addresses.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { formToken } from '../../../test-support/formTesting.ts';
import { subscriptionsTestApp, type SubscriptionsTestApp } from '../../../test-support/subscriptions/testApp.ts';
import { rateRules } from '../../platform/limits/rateLimiter.ts';
import { manageLinkMailKind } from './manageLink.ts';

let client = 0;

describe('POST /api/subscriptions/manage-link', () => {
  let t: SubscriptionsTestApp;

  before(async () => {
    t = await subscriptionsTestApp();
    await t.db.run(sql`INSERT INTO subscribers (email, verified_at, created_at) VALUES ('reader@example.org', '2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z')`);
  });
  after(async () => t.close());

  const ask = async (email: string, withToken = true) => {
    const token = withToken ? await formToken(t.app) : null;
    const fields = new URLSearchParams({ email, ...(token ? { _csrf: token.token } : {}) });
    return t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/manage-link',
      remoteAddress: `203.0.113.${(client += 1) % 250}`,
      payload: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: token.cookie } : {}) },
    });
  };
  const linkMails = (to: string) =>
    t.db.all(sql<{ subject: string; text_body: string }>`SELECT subject, text_body FROM mail_outbox WHERE kind = ${manageLinkMailKind} AND recipient = ${to} ORDER BY id`);

  test('a subscriber is mailed a manage link that opens their alerts; a stranger is mailed nothing; both hear the same', async () => {
    const known = await ask('Reader@Example.org');
    const unknown = await ask('nobody@example.org');
    assert.equal(known.statusCode, 202, known.body);
    assert.equal(unknown.statusCode, 202, unknown.body);
    assert.equal(known.body, unknown.body);
    assert.deepEqual(known.json(), { status: 'link-sent' });
    assert.equal(known.headers['cache-control'], 'no-store');

    assert.equal((await linkMails('nobody@example.org')).length, 0);
    const [mail] = await linkMails('reader@example.org');
    assert.ok(mail, 'the subscriber has a mail in the outbox');
    assert.equal(mail.subject, 'Your new link to manage your alerts');
    const link = new RegExp(`${t.publicUrl}(/unsub/managesubscriptions\\?email=[A-Za-z0-9_-]+&key=[A-Za-z0-9_-]+)`).exec(mail.text_body)?.[1];
    assert.ok(link, mail.text_body);
    // The link works: the API shows that address's alerts with it.
    const state = await t.app.inject(link.replace('/unsub/managesubscriptions', '/api/subscriptions/manage'));
    assert.equal(state.statusCode, 200, state.body);
    assert.equal(state.json<{ email: string }>().email, 'reader@example.org');
  });

  test(`at most ${rateRules.formConfirmation.limit} links an hour reach one mailbox; the answer does not change`, async () => {
    await t.db.run(sql`INSERT INTO subscribers (email, created_at) VALUES ('busy@example.org', '2026-11-01T00:00:00.000Z')`);
    for (let i = 0; i < rateRules.formConfirmation.limit + 2; i += 1) {
      const answer = await ask('busy@example.org');
      assert.equal(answer.statusCode, 202);
      assert.deepEqual(answer.json(), { status: 'link-sent' });
    }
    assert.equal((await linkMails('busy@example.org')).length, rateRules.formConfirmation.limit);
  });

  test('no token, or no address, is a 400 or 403 with a sentence, and nothing is mailed', async () => {
    const before = (await linkMails('reader@example.org')).length;
    const tokenless = await ask('reader@example.org', false);
    assert.equal(tokenless.statusCode, 403);
    assert.match(tokenless.json<{ message: string }>().message, /\w+ \w+/);
    const bad = await ask('not an address');
    assert.equal(bad.statusCode, 400);
    assert.match(JSON.stringify(bad.json()), /email/i);
    assert.equal((await linkMails('reader@example.org')).length, before);
  });
});
