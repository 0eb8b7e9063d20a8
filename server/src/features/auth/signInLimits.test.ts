// Limits of the embedded provider, through the whole server: growing delays per
// account and client network instead of a lockout anyone could trigger, and per-client limits on sign-in and registration
// posts (429 with Retry-After and a sentence on the page). Opening sign-in pages stores nothing
// (floodResistance.test.ts shows a flood of them).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { formOf } from '../../../test-support/auth/injectBrowser.ts';
import { openSignIn, startAuthApp, type AuthFixture } from '../../../test-support/auth/authFixture.ts';

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
    for (const [name, value] of Object.entries(carry)) browser.setCookie(`${name}=${value}`);
    const page = await openSignIn(browser, '/about');
    const answer = await browser.submit(page.html, 'Sign in', { email, password: typed });
    return { ...answer, browser };
  };

  test('wrong passwords slow one account down on the network they come from, but never lock its owner out', async () => {
    const email = 'victim.one@example.org';
    await fixture.createAccount(email, password, 'Victim');
    for (let i = 0; i < 5; i++) assert.equal((await attempt('10.1.0.66', email, `guess number ${i}`)).status, 401);

    // The sixth try from that network waits, whatever the password: nothing is learnt from it.
    const held = await attempt('10.1.0.66', email, password);
    assert.equal(held.status, 429);
    assert.equal(held.headers['retry-after'], '2');
    assert.match(held.html, /role="alert"[^>]*>There were several unsuccessful sign-ins to this account from your network\. For its protection, please wait 2 seconds before trying again\./);

    // The owner on a new device elsewhere is not held up by someone else's failures.
    const owner = await attempt('10.1.0.7', email, password);
    assert.equal(owner.status, 200);
    assert.equal(owner.url, '/about');

    // Waiting is enough on the guessing network too: the right password works afterwards.
    await sleep(2100);
    const after = await attempt('10.1.0.66', email, password);
    assert.equal(after.status, 200);
    assert.equal(after.url, '/about');
  });

  test('guesses sent all at once from one network are held like guesses one after another', async () => {
    const email = 'victim.burst@example.org';
    await fixture.createAccount(email, password, 'Victim');
    const pages = [];
    for (let i = 0; i < 20; i++) {
      // One client network: an IPv6 /64 gives its machines many addresses.
      const browser = fixture.browser(`2001:db8:77:1::${(i + 1).toString(16)}`);
      pages.push({ browser, form: formOf((await openSignIn(browser, '/')).html, 'Sign in') });
    }
    const answers = await Promise.all(pages.map(({ browser, form }, i) => browser.open(form.action, { form: { ...form.fields, email, password: `guess number ${i}` } })));
    const checked = answers.filter((answer) => answer.status === 401).length;
    assert.equal(checked, 5, 'only the free failures had their password checked');
    assert.equal(answers.filter((answer) => answer.status === 429).length, 15);
  });

  test('a browser that signed in to the account before is not held up, even on the guessing network', async () => {
    const email = 'victim.two@example.org';
    await fixture.createAccount(email, password, 'Victim');
    const first = await attempt('10.2.0.7', email, password);
    assert.equal(first.url, '/about');
    const device = first.browser.cookies.get('oidc_device');
    assert.ok(device, 'a known-device cookie');
    for (let i = 0; i < 9; i++) await attempt('10.2.0.66', email, `guess number ${i}`);
    assert.equal((await attempt('10.2.0.66', email, password)).status, 429, 'an unknown browser on that network waits');
    const owner = await attempt('10.2.0.66', email, password, { oidc_device: device });
    assert.equal(owner.url, '/about', 'the owner signs in at once');
    // The cookie is not a pass for another account.
    const other = 'victim.three@example.org';
    await fixture.createAccount(other, password, 'Victim');
    for (let i = 0; i < 5; i++) await attempt('10.2.0.66', other, `guess number ${i}`);
    assert.equal((await attempt('10.2.0.66', other, password, { oidc_device: device })).status, 429);
  });

  test('failures for other addresses do not reset an account’s delay', async () => {
    const email = 'victim.four@example.org';
    await fixture.createAccount(email, password, 'Victim');
    for (let i = 0; i < 5; i++) await attempt('10.3.0.66', email, `guess number ${i}`);
    const waitStarted = Date.now();
    for (let i = 0; i < 20; i++) assert.equal((await attempt('10.3.0.66', `stranger.${i}@example.org`, 'some password')).status, 401);
    // The account's wait after five failures is 2 s: on a loaded machine the strangers' twenty
    // attempts can outlast it, and then the owner may rightly go ahead. The record below is what
    // must hold either way.
    if (Date.now() - waitStarted < 1500) assert.equal((await attempt('10.3.0.66', email, password)).status, 429);
    const failures = await fixture.rows.count(sql`SELECT failures FROM sign_in_failures ORDER BY failures DESC LIMIT 1`);
    assert.ok(failures >= 5, 'kept in the database');
  });

  test('sign-in posts are limited per client, with Retry-After and a sentence on the page', async () => {
    const browser = fixture.browser('10.4.0.1');
    const page = await openSignIn(browser, '/');
    for (let i = 0; i < 30; i++) assert.equal((await browser.submit(page.html, 'Sign in', { email: `someone.${i}@example.org`, password: '' })).status, 400);
    const limited = await browser.submit(page.html, 'Sign in', { email: 'someone@example.org', password: 'a password' });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.match(limited.html, /role="alert"[^>]*>Too many sign-in attempts from your network\. Please wait \d+ (seconds?|minutes?) and try again\./);
    assert.match(limited.html, /<h1>Sign in<\/h1>/, 'still the sign-in page');
    const elsewhere = await fixture.browser('10.4.0.2');
    const otherPage = await openSignIn(elsewhere, '/');
    assert.equal((await elsewhere.submit(otherPage.html, 'Sign in', { email: 'someone@example.org', password: 'a password' })).status, 401);
  });

  test('registration posts are limited per client', async () => {
    const browser = fixture.browser('10.5.0.1');
    const signIn = await openSignIn(browser, '/');
    const register = await browser.open(/href="([^"]*register[^"]*)"/.exec(signIn.html)?.[1] ?? '');
    for (let i = 0; i < 10; i++) assert.equal((await browser.submit(register.html, 'Create account', { name: '', email: `new.${i}@example.org`, password: 'long enough pw' })).status, 400);
    const limited = await browser.submit(register.html, 'Create account', { name: 'Ada', email: 'new.reader@example.org', password: 'long enough pw' });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.match(limited.html, /role="alert"[^>]*>Too many accounts were created from your network\. Please wait \d+ (seconds?|minutes?) and try again\./);
    assert.match(limited.html, /value="Ada"/, 'what was typed is kept');
  });

  test('starting sign-in is limited per client, with Retry-After, however the authorisation path is spelt', async () => {
    const { url } = await fixture.browser().json<{ url: string }>('/api/auth/login?returnTo=/');
    const { search } = new URL(url);
    const browser = fixture.browser('10.6.0.1');
    // The provider's router matches the path in any case and with a trailing slash: so does the limit.
    const spellings = ['/oidc/auth', '/oidc/AUTH', '/oidc/Auth/', '/oidc/aUtH'];
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await browser.open(`${spellings[i % spellings.length]}${search}`)).status);
    assert.deepEqual([...new Set(statuses)], [200], 'the sign-in page, 60 times');
    const last = await browser.open(`${spellings[1]}${search}`);
    assert.equal(last.status, 429);
    assert.ok(Number(last.headers['retry-after']) > 0);
    assert.match(last.html, /Sign-in was started too many times from your network\. Please wait \d+ (seconds?|minutes?) and try again\./);
    assert.equal((await fixture.browser('10.6.0.2').open(url)).status, 200, 'another client is not affected');
  });
});
