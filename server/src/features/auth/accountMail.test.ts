// The embedded sign-in's mail, through the whole server and the mail_outbox table: "forgot
// password" (one answer for every address, a one-hour single-use link whose new password voids the
// others and signs the account out everywhere), address confirmation at registration (sign-in waits
// for it, the link can be sent again, within limits), and the email_verified claim that follows.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { migrate, migrationsDir, openDatabase } from '../../data/sqlite/database.ts';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { sqliteOnly } from '../../../test-support/testEngine.ts';
import { hrefOf } from '../../../test-support/auth/injectBrowser.ts';
import { linkIn, mailTo, openSignIn, signIn, startAuthApp, type AuthFixture } from '../../../test-support/auth/authFixture.ts';

const origin = 'http://localhost:3999';

describe('mail of the embedded sign-in', () => {
  let fixture: AuthFixture;

  before(async () => {
    fixture = await startAuthApp();
  });
  after(() => fixture.close());

  const count = (query: RawBuilder<unknown>) => fixture.rows.count(query);

  /** Opens "Forgot your password?" from a sign-in page and asks for a link for `address`. */
  const askForLink = async (address: string, client = '192.0.2.70') => {
    const browser = fixture.browser(client);
    const signInPage = await openSignIn(browser, '/about');
    const forgot = await browser.open(hrefOf(signInPage.html, 'Forgot your password\\?'));
    assert.equal(forgot.status, 200);
    assert.match(forgot.html, /<h1>Forgot your password\?<\/h1>/);
    const answer = await browser.submit(forgot.html, 'Send me a link', { email: address });
    return { browser, answer };
  };

  test('forgot password: the same answer for every address, and a link that works once, for an hour', async () => {
    const email = 'forgetful@example.org';
    const account = await fixture.createAccount(email, 'the old password');
    // Signed in elsewhere before the reset: that session ends with it.
    const elsewhere = fixture.browser('192.0.2.71');
    assert.equal((await signIn(elsewhere, email, 'the old password', '/')).url, '/');

    const known = await askForLink(email);
    const unknown = await askForLink('nobody.here@example.org');
    assert.equal(known.answer.status, 200);
    assert.equal(known.answer.status, unknown.answer.status);
    const strip = (html: string, address: string) => html.replaceAll(address, 'ADDRESS').replace(/request=[\w.-]+/g, 'request=R');
    assert.equal(strip(known.answer.html, email), strip(unknown.answer.html, 'nobody.here@example.org'), 'the page tells nothing');
    assert.match(known.answer.html, /role="status">If an account uses forgetful@example\.org, we have sent it a link to choose a new password\./);
    assert.equal((await mailTo(fixture.rows, 'nobody.here@example.org')).length, 0);

    const [first] = await mailTo(fixture.rows, email);
    assert.equal(first?.kind, 'password-reset');
    assert.equal(first?.subject, 'Choose a new password');
    assert.match(first?.html_body ?? '', /Choose a new password<\/a>/);
    assert.match(first?.text_body ?? '', /\n\nHello Ada Reader,\n/, 'a confirmed account is greeted by its name');
    const link = linkIn(first, origin);
    const token = link.split('/').at(-1) ?? '';
    assert.equal(await count(sql`SELECT count(*) AS n FROM password_resets WHERE token_hash = ${token}`), 0, 'only a hash of the token is stored');
    await askForLink(email);
    const second = linkIn((await mailTo(fixture.rows, email))[1], origin);

    const browser = fixture.browser('192.0.2.72');
    const form = await browser.open(link);
    assert.equal(form.status, 200);
    assert.match(form.html, /<h1>Choose a new password<\/h1>/);
    assert.match(form.html, /<label for="password">New password<\/label>/);
    const weak = await browser.submit(form.html, 'Save the new password', { password: email });
    assert.equal(weak.status, 400);
    assert.match(weak.html, /role="alert"[^>]*>Choose a password that is not your email address\./);
    assert.match(weak.html, /aria-describedby="password-hint form-error"/);
    const done = await browser.submit(form.html, 'Save the new password', { password: 'a brand new password' });
    assert.equal(done.status, 200);
    assert.match(done.html, /<h1>Your password has been changed<\/h1>/);

    for (const used of [link, second]) {
      const again = await browser.open(used);
      assert.equal(again.status, 400, 'used once, and the other link is void');
      assert.match(again.html, /The link to choose a new password has expired, was already used, or is incomplete\./);
    }
    assert.equal((await elsewhere.json<{ isLoggedIn: boolean }>('/api/user')).isLoggedIn, false, 'signed out everywhere');
    assert.equal(await count(sql`SELECT count(*) AS n FROM oidc_models WHERE model = 'Session' AND ${fixture.rows.jsonField('payload', 'accountId')} = ${account.id}`), 0);

    const reader = fixture.browser('192.0.2.73');
    assert.equal((await signIn(reader, email, 'the old password', '/about')).status, 401);
    assert.equal((await signIn(fixture.browser('192.0.2.74'), email, 'a brand new password', '/about')).url, '/about');

    // An hour later a link no longer works.
    await askForLink(email, '192.0.2.75');
    const late = linkIn((await mailTo(fixture.rows, email)).at(-1), origin);
    await fixture.rows.run(sql`UPDATE password_resets SET expires_at = expires_at - 3601`);
    assert.equal((await browser.open(late)).status, 400);
  });

  test('the forgot form is limited per address and per client, with Retry-After', async () => {
    const email = 'limited.reset@example.org';
    await fixture.createAccount(email, 'some long password');
    for (let i = 0; i < 3; i++) assert.equal((await askForLink(email, `192.0.3.${i}`)).answer.status, 200);
    const held = (await askForLink(email, '192.0.3.9')).answer;
    assert.equal(held.status, 429, 'a fourth link for one address within the hour');
    assert.ok(Number(held.headers['retry-after']) > 0);
    assert.match(held.html, /role="alert"[^>]*>Several links were asked for this address in the last hour\./);
    assert.equal((await mailTo(fixture.rows, email)).length, 3);
    // The same limit for an address without an account: reaching it tells nothing.
    for (let i = 0; i < 3; i++) await askForLink('no.account@example.org', `192.0.4.${i}`);
    assert.equal((await askForLink('no.account@example.org', '192.0.4.9')).answer.status, 429);

    const client = '192.0.5.1';
    for (let i = 0; i < 10; i++) assert.equal((await askForLink(`someone.${i}@example.org`, client)).answer.status, 200);
    const busy = (await askForLink('someone.else@example.org', client)).answer;
    assert.equal(busy.status, 429);
    assert.match(busy.html, /Too many links were asked for from your network\./);
  });

  test('a new account waits for its address to be confirmed; the link can be sent again, a few times', async () => {
    const email = 'new.member@example.org';
    const password = 'a long enough passphrase';
    const browser = fixture.browser('192.0.2.80');
    const page = await openSignIn(browser, '/news');
    const register = await browser.open(hrefOf(page.html, 'Create an account'));
    const registered = await browser.submit(register.html, 'Create account', { name: 'New Member', email, password });
    assert.equal(registered.status, 200);
    const [welcome] = await mailTo(fixture.rows, email);
    assert.equal(welcome?.kind, 'account-verify');
    // The address is not confirmed: the name typed at registration stays out of the mail.
    assert.match(welcome?.text_body ?? '', /^Confirm your email address\n\nHello,\n/);
    assert.doesNotMatch(`${welcome?.subject} ${welcome?.text_body} ${welcome?.html_body}`, /New Member/);

    const refused = await browser.submit(registered.html, 'Sign in', { email, password });
    assert.equal(refused.status, 403);
    assert.match(refused.html, /role="alert" id="form-error">Your email address is not confirmed yet\. Open the link in the message we sent to new\.member@example\.org/);
    assert.match(refused.html, /id="email"[^>]*aria-describedby="form-error"/);
    for (let i = 0; i < 3; i++) {
      const sent = await browser.submit(refused.html, 'Send the confirmation message again');
      assert.equal(sent.status, 200);
      assert.match(sent.html, /role="status">We have sent the message again to new\.member@example\.org\./);
    }
    const held = await browser.submit(refused.html, 'Send the confirmation message again');
    assert.equal(held.status, 429);
    assert.match(held.html, /The message was sent several times already\./);
    assert.equal((await mailTo(fixture.rows, email)).length, 4, 'the first message and three more');

    const link = linkIn((await mailTo(fixture.rows, email)).at(-1), origin);
    const tampered = await browser.open(`${link.slice(0, -3)}abc`);
    assert.equal(tampered.status, 400);
    assert.match(tampered.html, /<h1>This link does not work<\/h1>/);
    // Opening the link only asks (a mail scanner opens every link): still not confirmed.
    const asked = await browser.open(link);
    assert.equal(asked.status, 200);
    assert.match(asked.html, /<h1>Confirm your email address<\/h1>/);
    const { id } = (await fixture.rows.get(sql<{ id: string }>`SELECT id FROM users WHERE email = ${email}`))!;
    assert.equal((await fixture.users.findById(id))?.emailVerified, false);
    const confirmed = await browser.submit(asked.html, 'Confirm my email address');
    assert.equal(confirmed.status, 200);
    assert.match(confirmed.html, /<h1>Your email address is confirmed<\/h1>/);
    const again = await browser.open(hrefOf(confirmed.html, 'Continue to sign in'));
    const landed = await browser.submit(again.html, 'Sign in', { email, password });
    assert.equal(landed.url, '/news', 'back where sign-up started');
    assert.deepEqual(await browser.json('/api/user'), { isLoggedIn: true, name: 'New Member', email, emailVerified: true });
  });

  test('registering an address that has an account mails its owner a note, at most three times an hour', async () => {
    const email = 'much.wanted@example.org';
    await fixture.createAccount(email, 'the owner password');
    const pages = new Set<number>();
    for (let i = 0; i < 5; i++) {
      const browser = fixture.browser(`192.0.7.${i}`);
      const register = await browser.open(hrefOf((await openSignIn(browser, '/')).html, 'Create an account'));
      pages.add((await browser.submit(register.html, 'Create account', { name: 'Somebody', email, password: 'a long enough passphrase' })).status);
    }
    assert.deepEqual([...pages], [200], 'the same answer every time');
    assert.deepEqual((await mailTo(fixture.rows, email)).map((mail) => mail.kind), ['account-exists', 'account-exists', 'account-exists']);
  });

  test('an unconfirmed account that sets a new password through its mailed link is confirmed too', async () => {
    const email = 'unconfirmed.reset@example.org';
    await fixture.users.create({ email, name: 'Not Yet', password: 'a first password' });
    await askForLink(email, '192.0.6.1');
    const mailed = (await mailTo(fixture.rows, email)).at(-1);
    assert.match(mailed?.text_body ?? '', /\n\nHello,\n/);
    assert.doesNotMatch(`${mailed?.text_body} ${mailed?.html_body}`, /Not Yet/, 'the name typed for an unconfirmed address stays out of mail to it');
    const browser = fixture.browser('192.0.6.2');
    const form = await browser.open(linkIn((await mailTo(fixture.rows, email)).at(-1), origin));
    await browser.submit(form.html, 'Save the new password', { password: 'a second password' });
    assert.equal((await signIn(browser, email, 'a second password', '/')).url, '/');
    assert.equal((await browser.json<{ emailVerified?: boolean }>('/api/user')).emailVerified, true);
  });
});

test(
  'accounts made before mail existed are not taken as confirmed: anyone could register any address then',
  sqliteOnly("it replays SQLite's migration history (PostgreSQL's schema began with email_verified_at: migrations/postgres/050_users.sql)"),
  async () => {
    const dir = temporaryDir('account-mail-migration');
    const earlier = path.join(dir, 'earlier');
    fs.mkdirSync(earlier);
    for (const file of fs.readdirSync(migrationsDir).filter((name) => /^\d+_/.test(name) && Number(name.slice(0, 3)) < 74)) {
      fs.copyFileSync(path.join(migrationsDir, file), path.join(earlier, file));
    }
    const db = openDatabase(path.join(dir, 'old.sqlite'));
    try {
      await migrate(db, earlier);
      db.prepare(`INSERT INTO users (id, email, name, password_hash) VALUES ('old', 'old@example.org', 'Old', 'x')`).run();
      assert.ok((await migrate(db)).includes(74));
      db.prepare(`INSERT INTO users (id, email, name, password_hash) VALUES ('new', 'new@example.org', 'New', 'x')`).run();
      const verified = db.prepare('SELECT id, email_verified_at IS NOT NULL AS verified FROM users ORDER BY id').all();
      assert.deepEqual(verified.map((row) => ({ ...row })), [
        { id: 'new', verified: 0 },
        { id: 'old', verified: 0 },
      ]);
    } finally {
      db.close();
    }
  },
);
