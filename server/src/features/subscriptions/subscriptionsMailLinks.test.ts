// The signed links of the subscriptions mails against the real server (buildApp) on a real database
// (test-support/testEngine.ts): the manage page, one journal in and out, one-click unsubscribe, keys that do
// not fit, a new manage link that voids the earlier ones, and the whole path from subscribing to a
// digest and its one-click header.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { formToken } from '../../../test-support/formTesting.ts';
import { encodeEmail } from './signedLinks.ts';
import { badLinkMessage, oneClickBodyMessage } from './subscriptionsPlugin.ts';
import { MailOutbox } from '../../platform/mail/outbox.ts';
import { sendAlertDigests } from './alertDigests.ts';
import { addArticleOn } from '../../../test-support/subscriptions/engineCatalogue.ts';
import { hashIn, manageQuery, subscriptionsApiSuite, verificationMails, type State } from '../../../test-support/subscriptions/apiSuite.ts';

describe('subscriptions API', () => {
  const { t, post, paths, verify, secretOf } = subscriptionsApiSuite();

  test('the manage page reads and replaces the choice with its signed link; another key or address is refused', async () => {
    const email = 'manager@example.org';
    const link = manageQuery(paths.manage(email, await secretOf(email)));
    const read = await t.app.inject({ url: link });
    assert.equal(read.statusCode, 200);
    assert.match(String(read.headers['cache-control']), /private/);
    assert.deepEqual(read.json(), { email, verified: false, journals: [], topics: [], managePath: paths.manage(email, await secretOf(email)) });

    const key = new URL(link, 'http://x').searchParams.get('key')!;
    const tampered = await t.app.inject({ url: `/api/subscriptions/manage?email=${encodeEmail(email)}&key=${key.startsWith('A') ? 'B' : 'A'}${key.slice(1)}` });
    assert.equal(tampered.statusCode, 403);
    assert.equal((tampered.json() as { message: string }).message, badLinkMessage);
    const otherAddress = await t.app.inject({ url: `/api/subscriptions/manage?email=${encodeEmail('victim@example.org')}&key=${key}` });
    assert.equal(otherAddress.statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/subscriptions/manage' })).statusCode, 400);

    const token = await formToken(t.app);
    const chosen = await post('/api/subscriptions/manage', { email, key, journals: ['ocean-science', 'cells-and-development'], topics: ['cell-signalling'] }, token);
    assert.equal(chosen.statusCode, 200, chosen.body);
    const state = chosen.json() as State;
    assert.equal(state.verified, true, 'the signed link proves the address');
    assert.deepEqual(state.journals.map((journal) => journal.nameSystem), ['cells-and-development', 'ocean-science']);
    const fewer = await post('/api/subscriptions/manage', { email: encodeEmail(email), key, journals: ['ocean-science'] }, token);
    assert.equal(fewer.statusCode, 200, 'the address as base64url, as the link has it, is read too');
    assert.deepEqual((fewer.json() as State).journals.map((journal) => journal.nameSystem), ['ocean-science']);
    assert.deepEqual((fewer.json() as State).topics, []);

    assert.equal((await post('/api/subscriptions/manage', { email: 'victim@example.org', key, journals: ['ocean-science'] }, token)).statusCode, 403);
    assert.equal((await post('/api/subscriptions/manage', { email, key, journals: ['ocean-science'] })).statusCode, 403, 'no token');
    const unknown = await post('/api/subscriptions/manage', { email, key, journals: ['no-such-journal'] }, token);
    assert.equal(unknown.statusCode, 400);
  });

  test('one journal in and out from the signed links of a mail; a key of another journal or purpose is refused', async () => {
    const email = 'links@example.org';
    const subscribeKey = paths.journalSubscribe(email, 'ocean-science', await secretOf(email)).split('/')[3]!;
    const unsubscribeKey = paths.journalUnsubscribe(email, 'ocean-science', await secretOf(email)).split('/')[3]!;
    const token = await formToken(t.app);
    const joined = await post('/api/subscriptions/journal', { email, key: subscribeKey, nameSystem: 'ocean-science' }, token);
    assert.equal(joined.statusCode, 200, joined.body);
    assert.deepEqual((joined.json() as State).journals.map((journal) => journal.nameSystem), ['ocean-science']);
    assert.equal((joined.json() as State).verified, true);

    for (const [url, fields] of [
      ['/api/subscriptions/journal', { email, key: subscribeKey, nameSystem: 'cells-and-development' }],
      ['/api/subscriptions/journal', { email, key: unsubscribeKey, nameSystem: 'ocean-science' }],
      ['/api/subscriptions/journal/unsubscribe', { email, key: subscribeKey, nameSystem: 'ocean-science' }],
      ['/api/subscriptions/journal/unsubscribe', { email: 'other@example.org', key: unsubscribeKey, nameSystem: 'ocean-science' }],
    ] as const) {
      const refused = await post(url, fields, token);
      assert.equal(refused.statusCode, 403, `${url} ${JSON.stringify(fields)}`);
      assert.equal((refused.json() as { message: string }).message, badLinkMessage);
    }

    const left = await post('/api/subscriptions/journal/unsubscribe', { email: encodeEmail(email), key: unsubscribeKey, nameSystem: 'ocean-science' }, token);
    assert.equal(left.statusCode, 200, left.body);
    assert.deepEqual((left.json() as State).journals, []);

    const unknownKey = paths.journalSubscribe(email, 'no-such-journal', await secretOf(email)).split('/')[3]!;
    const unknown = await post('/api/subscriptions/journal', { email, key: unknownKey, nameSystem: 'no-such-journal' }, token);
    assert.equal(unknown.statusCode, 404);
    assert.match((unknown.json() as { message: string }).message, /no journal called "no-such-journal"/);
    assert.equal((await post('/api/subscriptions/journal', { email, key: subscribeKey, nameSystem: 'ocean-science' })).statusCode, 403, 'no token');
  });

  test('one-click unsubscribe (RFC 8058) works without a token from anywhere; opening it shows the manage page', async () => {
    const email = 'oneclick@example.org';
    const token = await formToken(t.app);
    await post('/api/subscriptions/manage', { email, key: paths.manage(email, await secretOf(email)).split('key=')[1]!, journals: ['ocean-science'], topics: ['cell-signalling'] }, token);
    const url = paths.oneClick(email, await secretOf(email));
    const body = 'List-Unsubscribe=One-Click';

    const wrongBody = await post(url, {});
    assert.equal(wrongBody.statusCode, 400);
    assert.equal((wrongBody.json() as { message: string }).message, oneClickBodyMessage);
    const badKey = await t.app.inject({ method: 'POST', url: url.replace(/k=.*/, 'k=forged'), payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(badKey.statusCode, 403);

    // A mail provider's server: another origin, no cookie, no token.
    const done = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.provider.example', 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(done.statusCode, 200, done.body);
    const state = (await t.app.inject({ url: manageQuery(paths.manage(email, await secretOf(email))) })).json() as State;
    assert.deepEqual([state.journals, state.topics], [[], []]);
    // And without any origin (a script), again: no change, still 200.
    const again = await t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(again.statusCode, 200);

    const opened = await t.app.inject({ url });
    assert.equal(opened.statusCode, 303);
    assert.equal(opened.headers.location, paths.manage(email, await secretOf(email)));
    assert.equal((await t.app.inject({ url: url.replace(/k=.*/, 'k=forged') })).statusCode, 403);
  });

  test('the whole path: subscribe, confirm, an article is published, the digest goes out, its one-click header stops the next', async () => {
    const email = 'flow@example.org';
    const token = await formToken(t.app);
    assert.equal((await post('/api/subscriptions', { email, topics: ['cell-signalling'] }, token)).statusCode, 202);
    const records = t.db.database;
    const alerts = () => sendAlertDigests({ database: records, outbox: new MailOutbox(records, { messageDomain: 'localhost' }), publicUrl: t.publicUrl, secret: t.secret, since: '2026-11-01', now: new Date('2026-11-25T08:00:00Z') });
    await addArticleOn(records, { doi: '10.9/flow1', journal: 'ocean-science', topic: 'cell-signalling', publishedAt: '2026-11-24', title: 'Signals in the deep' });
    const digestsTo = () => t.db.all(sql<{ text_body: string; headers: string }>`SELECT text_body, headers FROM mail_outbox WHERE kind = 'alert-digest' AND recipient = ${email}`);

    await alerts();
    assert.equal((await digestsTo()).length, 0, 'not before the link is followed');
    assert.equal((await verify(hashIn((await verificationMails(t.db, email))[0]!.text_body))).statusCode, 200);
    await alerts();
    const [digest] = await digestsTo();
    assert.ok(digest);
    assert.match(digest.text_body, /Signals in the deep/);

    // The topic's journal is offered; its link subscribes at once.
    const offer = new RegExp(`Get Ocean Science's table of contents by email: ${t.publicUrl}/subscribe_ri_email/([^/]+)/([^/]+)/ocean-science`).exec(digest.text_body);
    assert.ok(offer);
    const joined = await post('/api/subscriptions/journal', { email: offer[1]!, key: offer[2]!, nameSystem: 'ocean-science' }, token);
    assert.equal(joined.statusCode, 200, joined.body);

    const oneClick = /^<(.+)>$/.exec((JSON.parse(digest.headers) as Record<string, string>)['List-Unsubscribe']!)![1]!;
    const stop = await t.app.inject({ method: 'POST', url: oneClick.slice(t.publicUrl.length), payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(stop.statusCode, 200, stop.body);
    await addArticleOn(records, { doi: '10.9/flow2', journal: 'ocean-science', topic: 'cell-signalling', publishedAt: '2026-11-25' });
    await alerts();
    assert.equal((await digestsTo()).length, 1, 'nothing after the one-click unsubscribe');
  });

  test('"send me a new link" mails a new manage link and voids every earlier one; the answer is the same for any address', async () => {
    const email = 'forwarder@example.org';
    const token = await formToken(t.app);
    await post('/api/subscriptions/manage', { email, key: paths.manage(email, await secretOf(email)).split('key=')[1]!, journals: ['ocean-science'] }, token);
    const oldManage = manageQuery(paths.manage(email, await secretOf(email)));
    const oldOneClick = paths.oneClick(email, await secretOf(email));
    const oldUnsubscribeKey = paths.journalUnsubscribe(email, 'ocean-science', await secretOf(email)).split('/')[3]!;
    assert.equal((await t.app.inject({ url: oldManage })).statusCode, 200, 'the link of a forwarded digest works ...');

    const asked = await post('/api/subscriptions/manage-link', { email: ' Forwarder@Example.org ' }, token);
    assert.equal(asked.statusCode, 202, asked.body);
    assert.deepEqual(asked.json(), { status: 'link-sent' });
    const [mail] = await t.db.all(sql<{ subject: string; text_body: string }>`SELECT subject, text_body FROM mail_outbox WHERE kind = 'subscription-new-link' AND recipient = ${email}`);
    assert.equal(mail?.subject, 'Your new link to manage your alerts');
    const fresh = /\/unsub\/managesubscriptions\?email=[A-Za-z0-9_-]+&key=[A-Za-z0-9_-]+/.exec(mail?.text_body ?? '')?.[0];
    assert.ok(fresh, 'the mail carries the new manage link');
    assert.equal(fresh, paths.manage(email, await secretOf(email)));

    // ... until its reader asks for a new one: every earlier link now says so, the new one opens.
    const old = await t.app.inject({ url: oldManage });
    assert.equal(old.statusCode, 403);
    assert.equal((old.json() as { message: string }).message, badLinkMessage);
    assert.match(badLinkMessage, /a newer link has replaced it/);
    assert.equal((await post(oldOneClick, { 'List-Unsubscribe': 'One-Click' })).statusCode, 403);
    assert.equal((await post('/api/subscriptions/journal/unsubscribe', { email, key: oldUnsubscribeKey, nameSystem: 'ocean-science' }, token)).statusCode, 403);
    const opened = await t.app.inject({ url: manageQuery(fresh) });
    assert.equal(opened.statusCode, 200);
    assert.deepEqual((opened.json() as State).journals.map((journal) => journal.nameSystem), ['ocean-science']);

    const stranger = await post('/api/subscriptions/manage-link', { email: 'nobody.subscribed@example.org' }, token);
    assert.equal(stranger.statusCode, 202);
    assert.deepEqual(stranger.json(), { status: 'link-sent' });
    assert.equal(await t.db.count(sql`SELECT count(*) AS n FROM mail_outbox WHERE recipient = 'nobody.subscribed@example.org'`), 0, 'nothing mailed to an address that does not subscribe');
    const bad = await post('/api/subscriptions/manage-link', { email: 'not an address' }, token);
    assert.equal(bad.statusCode, 400);
    assert.equal((await post('/api/subscriptions/manage-link', { email })).statusCode, 403, 'no token');
  });
});
