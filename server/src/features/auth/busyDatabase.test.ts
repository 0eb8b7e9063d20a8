// Sign-in while another process holds the write lock, never a 500: with a second
// connection holding the lock (SQLite: BEGIN IMMEDIATE, no commit; PostgreSQL: every table locked
// against writes, test-support/heldLock.ts), every sign-in step that writes answers 503 with Retry-After
// and a page saying so (the provider's endpoints too), quickly; the steps that only read still work;
// and once the lock is gone the same steps succeed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { holdWriteLock, type HeldLock } from '../../../test-support/heldLock.ts';
import type { TestRows } from '../../../test-support/testDatabase.ts';
import { createUserStore } from './provider/userStore.ts';
import { PasswordResets, resetUrl } from './provider/passwordResets.ts';
import { startBareAuthApp, type BareAuthApp } from '../../../test-support/auth/bareAuthApp.ts';
import { formOf, hrefOf, InjectBrowser, type InjectPage } from '../../../test-support/auth/injectBrowser.ts';
import { linkIn, mailTo } from '../../../test-support/auth/authFixture.ts';

const password = 'correct horse battery';
const origin = 'http://localhost:3999';

describe('sign-in while another process holds the database write lock', () => {
  let bare: BareAuthApp;
  let db: TestRows;
  let locker: HeldLock | undefined;

  before(async () => {
    bare = await startBareAuthApp(100);
    db = await bare.database.rows();
    await createUserStore(db.database).create({ email: 'locked.reader@example.org', name: 'Locked Reader', password }, { verified: true });
  });
  after(async () => {
    await locker?.release();
    await bare.close();
  });

  const lock = async () => {
    locker = await holdWriteLock(bare.database);
  };
  const unlock = async () => {
    await locker?.release();
    locker = undefined;
  };
  const browser = (address: string) => new InjectBrowser(bare.app, address);

  /** Runs `step` and checks it was answered as busy: 503, Retry-After, the busy page, in well under the server's 5 s timeout. */
  const expectBusy = async (label: string, step: () => Promise<InjectPage>) => {
    const started = performance.now();
    const answer = await step();
    const took = performance.now() - started;
    assert.equal(answer.status, 503, `${label}: ${answer.html.slice(0, 400)}`);
    assert.ok(Number(answer.headers['retry-after']) > 0, `${label}: Retry-After`);
    assert.match(answer.html, /busy/i, `${label}: says so`);
    assert.ok(took < 2000, `${label}: answered in ${Math.round(took)} ms`);
  };

  test('each step that writes answers 503 with Retry-After, and works once the lock is released', async () => {
    // Prepared before the lock: a sign-in that got as far as its hand-off, a registration page, a reset link.
    const handedOff = browser('192.0.2.90');
    const { url } = await handedOff.json<{ url: string }>('/api/auth/login?returnTo=/about');
    const page = await handedOff.open(url);
    const afterPassword = await handedOff.step('/oidc/sign-in', { form: { ...formOf(page.html, 'Sign in').fields, email: 'locked.reader@example.org', password } });
    const backToProvider = afterPassword.locations[0] ?? '';
    const unverified = await createUserStore(db.database).create({ email: 'locked.new@example.org', name: 'New', password });
    const registering = browser('192.0.2.92');
    const registerPage = await registering.open(hrefOf((await registering.open((await registering.json<{ url: string }>('/api/auth/login')).url)).html, 'Create an account'));
    const resetToken = await new PasswordResets(db.database).issue(unverified.id);
    await registering.submit(registerPage.html, 'Create account', { name: 'First', email: 'locked.first@example.org', password });
    const confirmLink = linkIn((await mailTo(db, 'locked.first@example.org'))[0], origin);

    await lock();
    try {
      // Reading is not held up: the sign-in page itself stores nothing.
      const signInPage = await browser('192.0.2.93').open(url);
      assert.equal(signInPage.status, 200);
      assert.match(signInPage.html, /<h1>Sign in<\/h1>/);

      await expectBusy('the provider making its interaction', () => handedOff.step(backToProvider));
      await expectBusy('a sign-in post', () => browser('192.0.2.94').submit(signInPage.html, 'Sign in', { email: 'locked.reader@example.org', password }));
      await expectBusy('a registration', () => registering.submit(registerPage.html, 'Create account', { name: 'Another', email: 'locked.other@example.org', password }));
      await expectBusy('the forgot form', async () => {
        const forgot = await browser('192.0.2.95').open('/oidc/forgot');
        return browser('192.0.2.95').submit(forgot.html, 'Send me a link', { email: 'locked.reader@example.org' });
      });
      await expectBusy('a new password', async () => {
        const form = await browser('192.0.2.96').open(resetUrl(origin, resetToken));
        return browser('192.0.2.96').submit(form.html, 'Save the new password', { password: 'another long password' });
      });
      // Opening the link only reads (its page asks); its button writes.
      assert.equal((await browser('192.0.2.96').step(confirmLink)).status, 200);
      await expectBusy('the button confirming an address', () => browser('192.0.2.96').step(confirmLink, { form: {} }));
      await expectBusy("the provider's sign-out page", () => browser('192.0.2.97').step('/oidc/session/end'));
    } finally {
      await unlock();
    }

    // The same steps go through now.
    const finished = await handedOff.open(backToProvider);
    assert.equal(finished.url, '/about');
    const registered = await registering.submit(registerPage.html, 'Create account', { name: 'Another', email: 'locked.other@example.org', password });
    assert.equal(registered.status, 200);
    assert.equal((await mailTo(db, 'locked.other@example.org'))[0]?.kind, 'account-verify');
    const confirm = await browser('192.0.2.98').open(confirmLink, { form: {} });
    assert.equal(confirm.status, 200);
    assert.match(confirm.html, /Your email address is confirmed/);
  });

  test('a server copy starting while the lock is held starts all the same; its sweep of expired rows is left to the next', async () => {
    const now = Math.floor(Date.now() / 1000);
    await db.run(sql`INSERT INTO sessions (id, sub, id_token, created_at, expires_at) VALUES ('expired', 'u', NULL, ${now - 100}, ${now - 10})`);
    const expired = () => db.count(sql`SELECT count(*) AS n FROM sessions WHERE id = 'expired'`);
    await lock();
    try {
      const copy = await startBareAuthApp(100, bare.database);
      await copy.close();
      assert.equal(await expired(), 1, 'not swept while locked');
    } finally {
      await unlock();
    }
    const copy = await startBareAuthApp(100, bare.database);
    await copy.close();
    assert.equal(await expired(), 0, 'swept once the lock is gone');
  });

  test('the callback answers 503 while the provider cannot store, and a reload finishes signing in', async () => {
    const reader = browser('192.0.2.100');
    const { url } = await reader.json<{ url: string }>('/api/auth/login?returnTo=/topics');
    const page = await reader.open(url);
    // Follow the steps by hand, up to the redirect to our callback.
    let step = await reader.step('/oidc/sign-in', { form: { ...formOf(page.html, 'Sign in').fields, email: 'locked.reader@example.org', password } });
    while (step.status === 303 && !(step.locations[0] ?? '').includes('/api/auth/callback')) step = await reader.step(step.locations[0] ?? '');
    const callback = step.locations[0] ?? '';
    assert.match(callback, /\/api\/auth\/callback\?code=/);

    await lock();
    try {
      await expectBusy('the callback', () => reader.step(callback));
    } finally {
      await unlock();
    }
    const retried = await reader.step(callback);
    assert.equal(retried.status, 303);
    assert.equal(retried.locations[0], '/topics');
    assert.equal((await reader.json<{ isLoggedIn: boolean }>('/api/user')).isLoggedIn, true);
    await lock();
    try {
      // Who is signed in is only read: it is still known while another process writes.
      assert.equal((await reader.json<{ isLoggedIn: boolean }>('/api/user')).isLoggedIn, true);
    } finally {
      await unlock();
    }
  });
});
