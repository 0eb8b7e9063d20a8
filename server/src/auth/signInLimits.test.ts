// Limits of the embedded provider (issue 10), through the whole server: growing delays per account
// instead of a lockout anyone could trigger, per-client limits on sign-in and registration posts
// (429 with Retry-After and a sentence on the page), and bounded pending interactions.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { actionOf } from './testing/injectBrowser.ts';
import { openSignIn, startAuthApp, type AuthFixture } from './testing/authFixture.ts';
import { interactionCaps } from './provider/providerPlugin.ts';

const password = 'correct horse battery';

describe('limits of sign-in at the embedded provider', () => {
  let fixture: AuthFixture;

  before(async () => {
    fixture = await startAuthApp();
  });
  after(() => fixture.close());

  /** Posts one sign-in from `address` on a fresh sign-in page (cookies of `carry` added, e.g. a known device). */
  const attempt = async (address: string, email: string, typed: string, carry: Record<string, string> = {}) => {
    const browser = fixture.browser(address);
    for (const [name, value] of Object.entries(carry)) browser.cookies.set(name, value);
    const page = await openSignIn(browser, '/about');
    const answer = await browser.open(actionOf(page.html, 'Sign in'), { form: { email, password: typed } });
    return { ...answer, browser };
  };

  test('wrong passwords slow one account down, but never lock its owner out', async () => {
    const email = 'victim.one@example.org';
    await fixture.users.create({ email, name: 'Victim', password });
    for (let i = 0; i < 5; i++) assert.equal((await attempt('10.1.0.66', email, `guess number ${i}`)).status, 401);

    // The sixth try waits, whoever makes it and whatever the password: nothing is learnt from it.
    const held = await attempt('10.1.0.7', email, password);
    assert.equal(held.status, 429);
    assert.equal(held.headers['retry-after'], '2');
    assert.match(held.html, /role="alert"[^>]*>There were several unsuccessful sign-ins to this account\. For its protection, please wait 2 seconds before trying again\./);

    // Waiting is enough: the right password works afterwards.
    await sleep(2100);
    const after = await attempt('10.1.0.7', email, password);
    assert.equal(after.status, 200);
    assert.equal(after.url, '/about');
  });

  test('guesses sent all at once from many clients are held like guesses one after another', async () => {
    const email = 'victim.burst@example.org';
    await fixture.users.create({ email, name: 'Victim', password });
    const pages = [];
    for (let i = 0; i < 20; i++) {
      const browser = fixture.browser(`10.1.1.${i}`);
      pages.push({ browser, action: actionOf((await openSignIn(browser, '/')).html, 'Sign in') });
    }
    const answers = await Promise.all(pages.map(({ browser, action }, i) => browser.open(action, { form: { email, password: `guess number ${i}` } })));
    const checked = answers.filter((answer) => answer.status === 401).length;
    assert.equal(checked, 5, 'only the free failures had their password checked');
    assert.equal(answers.filter((answer) => answer.status === 429).length, 15);
  });

  test('a browser that signed in to the account before is not held up by failures from elsewhere', async () => {
    const email = 'victim.two@example.org';
    await fixture.users.create({ email, name: 'Victim', password });
    const first = await attempt('10.2.0.7', email, password);
    assert.equal(first.url, '/about');
    const device = first.browser.cookies.get('oidc_device');
    assert.ok(device, 'a known-device cookie');
    for (let i = 0; i < 9; i++) await attempt('10.2.0.66', email, `guess number ${i}`);
    assert.equal((await attempt('10.2.0.8', email, password)).status, 429, 'an unknown browser waits');
    const owner = await attempt('10.2.0.7', email, password, { oidc_device: device });
    assert.equal(owner.url, '/about', 'the owner signs in at once');
    // The cookie is not a pass for another account.
    const other = 'victim.three@example.org';
    await fixture.users.create({ email: other, name: 'Victim', password });
    for (let i = 0; i < 5; i++) await attempt('10.2.0.66', other, `guess number ${i}`);
    assert.equal((await attempt('10.2.0.7', other, password, { oidc_device: device })).status, 429);
  });

  test('failures for other addresses do not reset an account’s delay', async () => {
    const email = 'victim.four@example.org';
    await fixture.users.create({ email, name: 'Victim', password });
    for (let i = 0; i < 5; i++) await attempt('10.3.0.66', email, `guess number ${i}`);
    for (let i = 0; i < 20; i++) assert.equal((await attempt(`10.3.1.${i}`, `stranger.${i}@example.org`, 'some password')).status, 401);
    assert.equal((await attempt('10.3.0.7', email, password)).status, 429);
    const row = fixture.db.prepare('SELECT failures FROM sign_in_failures ORDER BY failures DESC LIMIT 1').get() as { failures: number };
    assert.ok(row.failures >= 5, 'kept in the database');
  });

  test('sign-in posts are limited per client, with Retry-After and a sentence on the page', async () => {
    const browser = fixture.browser('10.4.0.1');
    const page = await openSignIn(browser, '/');
    const action = actionOf(page.html, 'Sign in');
    for (let i = 0; i < 30; i++) assert.equal((await browser.open(action, { form: { email: `someone.${i}@example.org`, password: '' } })).status, 400);
    const limited = await browser.open(action, { form: { email: 'someone@example.org', password: 'a password' } });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.match(limited.html, /role="alert"[^>]*>Too many sign-in attempts from your network\. Please wait \d+ (seconds?|minutes?) and try again\./);
    assert.match(limited.html, /<h1>Sign in<\/h1>/, 'still the sign-in page');
    const elsewhere = await fixture.browser('10.4.0.2');
    const otherPage = await openSignIn(elsewhere, '/');
    assert.equal((await elsewhere.open(actionOf(otherPage.html, 'Sign in'), { form: { email: 'someone@example.org', password: 'a password' } })).status, 401);
  });

  test('registration posts are limited per client', async () => {
    const browser = fixture.browser('10.5.0.1');
    const signIn = await openSignIn(browser, '/');
    const uid = /\/oidc\/interaction\/([\w-]+)/.exec(signIn.url)?.[1] ?? '';
    const action = `/oidc/interaction/${uid}/register`;
    for (let i = 0; i < 10; i++) assert.equal((await browser.open(action, { form: { name: '', email: `new.${i}@example.org`, password: 'long enough pw' } })).status, 400);
    const limited = await browser.open(action, { form: { name: 'Ada', email: 'new.reader@example.org', password: 'long enough pw' } });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.match(limited.html, /role="alert"[^>]*>Too many accounts were created from your network\. Please wait \d+ (seconds?|minutes?) and try again\./);
    assert.match(limited.html, /value="Ada"/, 'what was typed is kept');
  });

  test('each client may hold only so many pending sign-ins, and may start only so many', async () => {
    const { url } = await fixture.browser().json<{ url: string }>('/api/auth/login?returnTo=/');
    const browser = fixture.browser('10.6.0.1');
    for (let i = 0; i < interactionCaps.perClient; i++) assert.equal((await browser.open(url)).status, 200);
    const pending = fixture.db.prepare(`SELECT count(*) AS n FROM oidc_models WHERE model = 'Interaction' AND client = '10.6.0.1'`).get() as { n: number };
    assert.equal(pending.n, interactionCaps.perClient);
    const capped = await browser.open(url);
    assert.equal(capped.status, 429);
    assert.ok(Number(capped.headers['retry-after']) > 0);
    assert.match(capped.html, /Many sign-in pages were opened from your network and not finished/);
    assert.equal((await fixture.browser('10.6.0.2').open(url)).status, 200, 'another client is not affected');
    // The rate limit on starting sign-in (60 in 5 minutes) counts refused starts too.
    let last = capped;
    for (let i = interactionCaps.perClient + 1; i < 61; i++) last = await browser.open(url);
    assert.match(last.html, /Sign-in was started too many times from your network\. Please wait \d+ (seconds?|minutes?) and try again\./);
    assert.equal(last.status, 429);
  });

  test('the caps hold however the authorisation path is spelt (the provider matches it in any case)', async () => {
    const { url } = await fixture.browser().json<{ url: string }>('/api/auth/login?returnTo=/');
    const { search } = new URL(url);
    const client = '10.6.1.1';
    const browser = fixture.browser(client);
    const spellings = ['/oidc/AUTH', '/oidc/Auth/', '/oidc/aUtH'];
    const statuses: number[] = [];
    for (let i = 0; i < interactionCaps.perClient + 10; i++) statuses.push((await browser.open(`${spellings[i % spellings.length]}${search}`)).status);
    const pending = fixture.db.prepare(`SELECT count(*) AS n FROM oidc_models WHERE model = 'Interaction' AND client = ?`).get(client) as { n: number };
    assert.equal(pending.n, interactionCaps.perClient, 'no more pending interactions than the cap');
    assert.equal(statuses.at(-1), 429);
  });

  test('when too many sign-ins are pending in all, new ones get a clear 503', async () => {
    const insert = fixture.db.prepare(`INSERT INTO oidc_models (model, id, payload, expires_at, client) VALUES ('Interaction', ?, '{}', ?, ?)`);
    const expires = Math.floor(Date.now() / 1000) + 3600;
    fixture.db.exec('BEGIN');
    for (let i = 0; i < interactionCaps.total; i++) insert.run(`filler-${i}`, expires, `10.7.${i >> 8}.${i & 255}`);
    fixture.db.exec('COMMIT');
    try {
      const { url } = await fixture.browser().json<{ url: string }>('/api/auth/login?returnTo=/');
      const refused = await fixture.browser('10.7.200.1').open(url);
      assert.equal(refused.status, 503);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match(refused.html, /Too many people are signing in right now\. Please wait a few minutes and try again\./);
    } finally {
      fixture.db.exec(`DELETE FROM oidc_models WHERE id LIKE 'filler-%'`);
    }
  });
});
