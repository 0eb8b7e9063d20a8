// The subscriptions API's sign-up against the real server (buildApp) on a real database
// (test-support/testEngine.ts): subscribe with double opt-in, the same answer for any address, at most so
// many mails an hour, what is wrong with a form, its token and origin, tampered, cut and expired
// confirmation links, the choices, no 500 for anything a person or a script can send, and a write
// while another process holds the database.
import { describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { crossSiteMessage } from '../../platform/security/originCheck.ts';
import { csrfRefusedMessage } from '../../platform/security/csrf.ts';
import { formToken } from '../../../test-support/formTesting.ts';
import { expiredLinkMessage } from './subscriptionsPlugin.ts';
import { holdWriteLock } from '../../../test-support/heldLock.ts';
import { hashIn, manageQuery, poster, subscriptionsApiSuite, verificationMails, type Fields, type State } from '../../../test-support/subscriptions/apiSuite.ts';
import { subscriptionsTestApp } from '../../../test-support/subscriptions/testApp.ts';

describe('subscriptions API', () => {
  const { t, post, paths, verify, secretOf } = subscriptionsApiSuite();

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

  test('the choices are the public journals and the open topics, cacheable for a while', async () => {
    const answer = await t.app.inject({ url: '/api/subscriptions/choices' });
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['cache-control']), /public, max-age=\d+/);
    assert.equal(answer.headers.xkey, 'catalogue-lists', "purged with the catalogue's lists");
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
