// Reader accounts in a real SQLite file: scrypt hashes, case-insensitive email, one account per email.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { migrate, openDatabase } from '../../store/sqlite/database.ts';
import { sqliteDatabase } from '../../store/sqlite/sqliteDatabase.ts';
import { temporaryDir } from '../../testing/platformFixture.ts';
import { EmailTakenError, createUserStore, emailProblem, passwordProblem, registrationProblem } from './userStore.ts';
import { verifyPassword } from './passwords.ts';

test('accounts are stored with a salted scrypt hash and found again by email in any case', async () => {
  const db = openDatabase(path.join(temporaryDir('users'), 'users.sqlite'));
  try {
    await migrate(db);
    const users = createUserStore(sqliteDatabase(db, { ownsConnection: false }));
    const created = await users.create({ email: ' Ada@Example.org ', name: ' Ada Reader ', password: 'correct horse battery' });
    assert.deepEqual({ email: created.email, name: created.name }, { email: 'Ada@Example.org', name: 'Ada Reader' });

    const row = db.prepare('SELECT password_hash FROM users WHERE id = ?').get(created.id) as { password_hash: string };
    assert.match(row.password_hash, /^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    assert.ok(!row.password_hash.includes('correct horse'));
    assert.equal(await verifyPassword('correct horse battery', row.password_hash), true);

    assert.deepEqual(await users.authenticate('ada@example.ORG', 'correct horse battery'), created);
    assert.equal(await users.authenticate('ada@example.org', 'Correct horse battery'), null);
    assert.equal(await users.authenticate('nobody@example.org', 'correct horse battery'), null);
    assert.deepEqual(await users.findById(created.id), created);
    assert.equal(await users.findById('missing'), null);

    await assert.rejects(users.create({ email: 'ADA@example.org', name: 'Other', password: 'another long password' }), EmailTakenError);

    const second = await users.create({ email: 'bob@example.org', name: 'Bob', password: 'correct horse battery' });
    const hashes = db.prepare('SELECT password_hash FROM users ORDER BY created_at').all() as Array<{ password_hash: string }>;
    assert.notEqual(hashes[0]?.password_hash, hashes[1]?.password_hash, 'same password, different salt');
    assert.ok(second.id !== created.id);
  } finally {
    db.close();
  }
});

test('registration problems are one clear sentence each', () => {
  const ok = { email: 'ada@example.org', name: 'Ada', password: 'long enough pw' };
  assert.equal(registrationProblem(ok), null);
  assert.equal(registrationProblem({ ...ok, name: '  ' }), 'Enter your name.');
  assert.equal(registrationProblem({ ...ok, email: 'ada' }), 'Enter an email address such as name@example.org.');
  assert.equal(registrationProblem({ ...ok, password: 'short' }), 'Choose a password of at least 10 characters.');
  assert.equal(registrationProblem({ ...ok, password: 'x'.repeat(201) }), 'Choose a password of at most 200 characters.');
  assert.equal(registrationProblem({ ...ok, email: 'ada.reader@example.org', password: 'ada.reader@example.org' }), 'Choose a password that is not your email address.');
});

test('a new account is unconfirmed until markVerified names its id and address; tools may create it confirmed', async () => {
  const db = openDatabase(path.join(temporaryDir('users'), 'users.sqlite'));
  try {
    await migrate(db);
    const users = createUserStore(sqliteDatabase(db, { ownsConnection: false }));
    const queued: string[] = [];
    const ada = await users.create({ email: 'ada@example.org', name: 'Ada', password: 'correct horse battery' }, { then: (account) => queued.push(account.id) });
    assert.equal(ada.emailVerified, false);
    assert.deepEqual(queued, [ada.id], 'the callback ran with the new account, in its transaction');
    assert.equal(await users.markVerified(ada.id, 'someone.else@example.org'), false, 'a link for another address changes nothing');
    assert.equal((await users.findByEmail('ADA@example.org'))?.emailVerified, false);
    assert.equal(await users.markVerified(ada.id, 'Ada@Example.org'), true);
    assert.equal((await users.authenticate('ada@example.org', 'correct horse battery'))?.emailVerified, true);
    assert.equal(await users.markVerified('missing', 'ada@example.org'), false);

    // When the work in the transaction fails, the account is not stored either.
    await assert.rejects(users.create({ email: 'bob@example.org', name: 'Bob', password: 'correct horse battery' }, { then: () => { throw new Error('mail could not be queued'); } }), /mail could not be queued/);
    assert.equal(await users.findByEmail('bob@example.org'), null);
    assert.equal((await users.create({ email: 'cy@example.org', name: 'Cy', password: 'correct horse battery' }, { verified: true })).emailVerified, true);
  } finally {
    db.close();
  }
});

test('password rules are shared by registration and reset', () => {
  assert.equal(passwordProblem('long enough pw', 'ada@example.org'), null);
  assert.equal(passwordProblem('short', 'ada@example.org'), 'Choose a password of at least 10 characters.');
  assert.equal(passwordProblem(' ADA.reader@example.org ', 'ada.reader@example.org'), 'Choose a password that is not your email address.');
  assert.equal(emailProblem('not an address'), 'Enter an email address such as name@example.org.');
});
