// The subscriptions API against the real server (buildApp) on a real database (testing/testEngine.ts): subscribe with double
// opt-in, the signed links of the mail (manage, one journal in and out, one-click), keys that do not
// fit, expired links, the choices, and no 500 for anything a person or a script can send.
import { after, before, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { crossSiteMessage } from '../../platform/security/originCheck.ts';
import { csrfRefusedMessage } from '../../platform/security/csrf.ts';
import { formToken } from '../../../test-support/formTesting.ts';
import { SignedLinks, SubscriptionPaths, encodeEmail } from './signedLinks.ts';
import { badLinkMessage, expiredLinkMessage, oneClickBodyMessage } from './subscriptionsPlugin.ts';
import { MailOutbox } from '../../platform/mail/outbox.ts';
import { holdWriteLock } from '../../../test-support/heldLock.ts';
import type { TestRows } from '../../../test-support/testDatabase.ts';
import { sendAlertDigests } from './alertDigests.ts';
import { addArticleOn } from '../../../test-support/subscriptions/engineCatalogue.ts';
import { subscriptionsTestApp, type SubscriptionsTestApp } from '../../../test-support/subscriptions/testApp.ts';

type Fields = Record<string, string | string[]>;
type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

function urlencoded(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  return params.toString();
}

/** Each post from another address, so the form rate limit (30 per 10 minutes) never decides a test. */
let client = 0;
function poster(app: FastifyInstance) {
  return async (url: string, fields: Fields, token?: { token: string; cookie: string }, headers: Record<string, string> = {}): Promise<Answer> =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: `198.51.100.${(client += 1) % 250}`,
      payload: urlencoded(token ? { ...fields, _csrf: token.token } : fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: token.cookie } : {}), ...headers },
    });
}

function verificationMails(db: TestRows, to: string) {
  return db.all(
    sql<{ subject: string; text_body: string; html_body: string }>`SELECT subject, text_body, html_body FROM mail_outbox WHERE kind = 'subscription-verify' AND recipient = ${to} ORDER BY id`,
  );
}

function hashIn(text: string): string {
  const match = /\/subscribe\/verify\/([A-Za-z0-9_-]+)/.exec(text);
  assert.ok(match, 'the mail carries a confirmation link');
  return match[1]!;
}

/** The link secret the subscriber's links are signed with ('' without a subscriber). */
let secretOf: (email: string) => Promise<string> = async () => '';

interface State {
  email: string;
  verified: boolean;
  journals: { nameSystem: string; name: string }[];
  topics: { identifier: string; name: string }[];
  managePath: string;
}

describe('subscriptions API', () => {
  let t: SubscriptionsTestApp;
  let post: ReturnType<typeof poster>;
  let paths: SubscriptionPaths;

  before(async () => {
    t = await subscriptionsTestApp();
    secretOf = async (email) => (await t.db.get(sql<{ link_secret: string }>`SELECT link_secret FROM subscribers WHERE email = ${email.toLowerCase()}`))?.link_secret ?? '';
    post = poster(t.app);
    paths = new SubscriptionPaths(new SignedLinks(t.secret), t.publicUrl);
  });
  after(async () => t.close());

  const verify = (hash: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/subscriptions/verify', payload: { hash }, headers: { 'content-type': 'application/json', ...headers } });
  const manageQuery = (managePath: string) => managePath.replace('/unsub/managesubscriptions', '/api/subscriptions/manage');

  test('subscribe stores the request and queues the verification mail; its link confirms it, twice alike', async () => {
    const token = await formToken(t.app);
    const answer = await post('/api/subscriptions', { email: 'Reader@Example.org', journals: ['cells-and-development'], topics: ['cell-signalling'] }, token);
    assert.equal(answer.statusCode, 202, answer.body);
    assert.deepEqual(answer.json(), { status: 'verification-sent', email: 'Reader@Example.org' });
    const subscriber = (await t.db.get(sql<{ verified_at: string | null }>`SELECT verified_at FROM subscribers WHERE email = 'reader@example.org'`))!;
    assert.equal(subscriber.verified_at, null);

    const [mail] = await verificationMails(t.db, 'Reader@Example.org');
    assert.ok(mail);
    assert.equal(mail.subject, 'Confirm your subscription');
    assert.match(mail.text_body, /Cells and Development/);
    assert.match(mail.text_body, /Cell Signalling/);
    assert.match(mail.text_body, new RegExp(`${t.publicUrl}/subscribe/verify/[A-Za-z0-9_-]+`));
    assert.match(mail.html_body, /Confirm your subscription/);
    // Nothing is followed before the link is.
    assert.equal(await t.db.count(sql`SELECT count(*) AS n FROM subscriber_journals`), 0);

    const confirmed = await verify(hashIn(mail.text_body));
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.match(String(confirmed.headers['cache-control']), /private.*no-store/);
    const state = confirmed.json() as State;
    assert.equal(state.email, 'reader@example.org');
    assert.equal(state.verified, true);
    assert.deepEqual(state.journals, [{ nameSystem: 'cells-and-development', name: 'Cells and Development' }]);
    assert.deepEqual(state.topics, [{ identifier: 'cell-signalling', name: 'Cell Signalling' }]);
    assert.equal(state.managePath, paths.manage('reader@example.org', await secretOf('reader@example.org')));
    assert.match(state.managePath, /^\/unsub\/managesubscriptions\?email=[A-Za-z0-9_-]+&key=[A-Za-z0-9_-]+$/);

    const again = await verify(hashIn(mail.text_body));
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), state);
  });

  test('the answer is the same for a new, a pending and a verified address; a verified reader confirms each new request too', async () => {
    const token = await formToken(t.app);
    const ask = (journals: string[]) => post('/api/subscriptions', { email: 'same@example.org', journals }, token);
    const first = await ask(['ocean-science']);
    const second = await ask(['ocean-science']);
    assert.equal(first.statusCode, 202);
    assert.deepEqual(second.json(), first.json());
    await verify(hashIn((await verificationMails(t.db, 'same@example.org'))[0]!.text_body));
    const third = await ask(['cells-and-development']);
    assert.deepEqual(third.json(), first.json());
    const mails = await verificationMails(t.db, 'same@example.org');
    assert.equal(mails.length, 3);
    const before = (await t.app.inject({ url: manageQuery(paths.manage('same@example.org', await secretOf('same@example.org'))) })).json() as State;
    assert.deepEqual(before.journals.map((journal) => journal.nameSystem), ['ocean-science'], 'the new journal waits for its link');
    const after = (await verify(hashIn(mails[2]!.text_body))).json() as State;
    assert.deepEqual(after.journals.map((journal) => journal.nameSystem), ['cells-and-development', 'ocean-science']);
  });

  test('at most three verification mails an hour reach one address; further requests are answered alike', async () => {
    const token = await formToken(t.app);
    for (let index = 0; index < 5; index += 1) {
      const answer = await post('/api/subscriptions', { email: 'busy@example.org', journals: ['ocean-science'] }, token);
      assert.equal(answer.statusCode, 202);
    }
    assert.equal((await verificationMails(t.db, 'busy@example.org')).length, 3);
    assert.equal(await t.db.count(sql`SELECT count(*) AS n FROM subscription_requests r JOIN subscribers s ON s.id = r.subscriber_id WHERE s.email = 'busy@example.org'`), 5);
  });

  test('what is wrong with a subscription form is said per field, and nothing is stored', async () => {
    const token = await formToken(t.app);
    const count = () => t.db.count(sql`SELECT count(*) AS n FROM subscription_requests`);
    const stored = await count();
    const cases: [Fields, Record<string, string>][] = [
      [{ email: 'not an address', journals: ['ocean-science'] }, { email: 'Enter an email address such as name@example.org.' }],
      [{ email: 'a@example.org' }, { journals: 'Choose at least one journal or topic.' }],
      [{ email: 'a@example.org', journals: ['Not A Slug!'] }, { journals: 'Choose journals from the list.' }],
      [{ email: 'a@example.org', journals: ['no-such-journal'] }, { journals: '"no-such-journal" is not a journal of ours. Choose journals from the list.' }],
      [{ email: 'a@example.org', topics: ['no-such-topic'] }, { topics: '"no-such-topic" is not a topic of ours. Choose topics from the list.' }],
    ];
    for (const [fields, fieldErrors] of cases) {
      const answer = await post('/api/subscriptions', fields, token);
      assert.equal(answer.statusCode, 400, JSON.stringify(fields));
      assert.deepEqual((answer.json() as { data: { fieldErrors: object } }).data.fieldErrors, fieldErrors);
    }
    assert.equal(await count(), stored);
  });

  test('a subscription form needs its token and our origin; the confirmation link needs no token but our origin', async () => {
    const refused = await post('/api/subscriptions', { email: 'x@example.org', journals: ['ocean-science'] });
    assert.equal(refused.statusCode, 403);
    assert.equal((refused.json() as { message: string }).message, csrfRefusedMessage);
    const token = await formToken(t.app);
    const foreign = await post('/api/subscriptions', { email: 'x@example.org', journals: ['ocean-science'] }, token, { origin: 'https://elsewhere.example' });
    assert.equal(foreign.statusCode, 403);
    assert.equal((foreign.json() as { message: string }).message, crossSiteMessage);
    const crossVerify = await verify('anything', { origin: 'https://elsewhere.example' });
    assert.equal(crossVerify.statusCode, 403);
  });

  test('a tampered, cut or expired confirmation link is a clear 4xx', async () => {
    const token = await formToken(t.app);
    await post('/api/subscriptions', { email: 'late@example.org', journals: ['ocean-science'] }, token);
    const hash = hashIn((await verificationMails(t.db, 'late@example.org'))[0]!.text_body);
    const flipped = `${hash.slice(0, 5)}${hash[5] === 'A' ? 'B' : 'A'}${hash.slice(6)}`;
    for (const bad of [flipped, hash.slice(0, -3), '', 'x'.repeat(1000), '../../etc/passwd']) {
      const answer = await verify(bad);
      assert.equal(answer.statusCode, 400, bad);
      assert.equal((answer.json() as { message: string }).message, expiredLinkMessage);
    }
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 8 * 86_400_000 });
    try {
      const expired = await verify(hash);
      assert.equal(expired.statusCode, 400);
      assert.equal((expired.json() as { message: string }).message, expiredLinkMessage);
    } finally {
      mock.timers.reset();
    }
    const state = (await t.app.inject({ url: manageQuery(paths.manage('late@example.org', await secretOf('late@example.org'))) })).json() as State;
    assert.equal(state.verified, false);
    assert.deepEqual(state.journals, []);
  });

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

  test('the choices are the public journals and the open topics, cacheable for a while', async () => {
    const answer = await t.app.inject({ url: '/api/subscriptions/choices' });
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['cache-control']), /public, max-age=\d+/);
    assert.deepEqual(answer.json(), {
      journals: [
        { nameSystem: 'cells-and-development', name: 'Cells and Development' },
        { nameSystem: 'ocean-science', name: 'Ocean Science' },
      ],
      topics: [{ identifier: 'cell-signalling', name: 'Cell Signalling' }],
    });
  });

  test('nothing anyone can send gets a 500', async () => {
    const token = await formToken(t.app);
    const bodies: [string, string, string][] = [
      ['/api/subscriptions', 'application/json', '{"email": 5, "journals": "x", "topics": [null]}'],
      ['/api/subscriptions', 'application/json', '{not json'],
      ['/api/subscriptions', 'text/plain', 'hello'],
      ['/api/subscriptions', 'application/x-www-form-urlencoded', `email=${'a'.repeat(5000)}@x.org&journals=ocean-science`],
      ['/api/subscriptions/verify', 'application/json', '{"hash": ["a"]}'],
      ['/api/subscriptions/verify', 'application/json', '[]'],
      ['/api/subscriptions/manage', 'application/x-www-form-urlencoded', 'email=%00&key=%FF'],
      ['/api/subscriptions/journal', 'application/json', '{"email":"a@b.org","key":"k","nameSystem":"../x"}'],
      ['/api/subscriptions/journal/unsubscribe', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
      ['/api/subscriptions/one-click?e=%%%&k=', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
      ['/api/subscriptions/one-click?e[]=1&k[]=2', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ];
    for (const [url, type, payload] of bodies) {
      const answer = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type, cookie: token.cookie, 'x-csrf-token': token.token } });
      assert.ok(answer.statusCode >= 400 && answer.statusCode < 500, `${url} ${payload}: ${answer.statusCode} ${answer.body}`);
      assert.equal(typeof (answer.json() as { message: unknown }).message, 'string');
    }
    for (const url of ['/api/subscriptions/manage?email=%&key=', '/api/subscriptions/manage?email[]=a&key=b', '/api/subscriptions/one-click', `/api/subscriptions/manage?email=${'A'.repeat(10_000)}&key=x`]) {
      const answer = await t.app.inject({ url });
      assert.ok(answer.statusCode >= 400 && answer.statusCode < 500, `${url}: ${answer.statusCode}`);
    }
  });
});

describe('subscriptions API while another process holds the database', () => {
  test('a write waits for the lock, then answers 503 with Retry-After, and works once it is free', async () => {
    const t = await subscriptionsTestApp();
    try {
      const token = await formToken(t.app);
      const post = poster(t.app);
      const locker = await holdWriteLock(t.database);
      const busy = await post('/api/subscriptions', { email: 'patient@example.org', journals: ['ocean-science'] }, token);
      assert.equal(busy.statusCode, 503, busy.body);
      assert.ok(Number(busy.headers['retry-after']) > 0);
      assert.match((busy.json() as { message: string }).message, /busy/);
      // Reads go on meanwhile (SQLite's WAL; PostgreSQL's reads take no lock a writer holds).
      assert.equal((await t.app.inject({ url: '/api/subscriptions/choices' })).statusCode, 200);
      await locker.release();
      const stored = await post('/api/subscriptions', { email: 'patient@example.org', journals: ['ocean-science'] }, token);
      assert.equal(stored.statusCode, 202);
      assert.equal((await verificationMails(t.db, 'patient@example.org')).length, 1, 'the refused attempt left nothing behind');
    } finally {
      await t.close();
    }
  });
});
