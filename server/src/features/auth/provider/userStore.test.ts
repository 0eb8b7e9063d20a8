// Reader accounts on each engine: scrypt hashes, case-insensitive email, one account per
// email (also when two server copies register it at the same moment).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { engineTest } from '../../../../test-support/engines.ts';
import { EmailTakenError, createUserStore, emailProblem, passwordProblem, registrationProblem } from './userStore.ts';
import { verifyPassword } from './passwords.ts';

engineTest('accounts are stored with a salted scrypt hash and found again by email in any case', async ({ open }) => {
  const database = await open();
  const users = createUserStore(database);
  const created = await users.create({ email: ' Ada@Example.org ', name: ' Ada Reader ', password: 'correct horse battery' });
  assert.deepEqual({ email: created.email, name: created.name }, { email: 'Ada@Example.org', name: 'Ada Reader' });

  const hashOf = async (id: string) => (await sql<{ password_hash: string }>`SELECT password_hash FROM users WHERE id = ${id}`.execute(database.db)).rows[0]?.password_hash ?? '';
  const hash = await hashOf(created.id);
  assert.match(hash, /^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  assert.ok(!hash.includes('correct horse'));
  assert.equal(await verifyPassword('correct horse battery', hash), true);

  assert.deepEqual(await users.authenticate('ada@example.ORG', 'correct horse battery'), created);
  assert.equal(await users.authenticate('ada@example.org', 'Correct horse battery'), null);
  assert.equal(await users.authenticate('nobody@example.org', 'correct horse battery'), null);
  assert.deepEqual(await users.findById(created.id), created);
  assert.deepEqual(await users.findByEmail(' ADA@EXAMPLE.ORG'), created);
  assert.equal(await users.findById('missing'), null);

  await assert.rejects(users.create({ email: 'ADA@example.org', name: 'Other', password: 'another long password' }), EmailTakenError);

  const second = await users.create({ email: 'bob@example.org', name: 'Bob', password: 'correct horse battery' });
  assert.notEqual(await hashOf(created.id), await hashOf(second.id), 'same password, different salt');
  assert.ok(second.id !== created.id);
});

engineTest('two server copies registering one address at the same moment make one account; the other is told the address is taken', async ({ open }) => {
  const copies = [createUserStore(await open()), createUserStore(await open())];
  const results = await Promise.allSettled(
    copies.map((users, index) => users.create({ email: index ? 'CY@example.org' : 'cy@example.org', name: `Cy ${index}`, password: 'correct horse battery' })),
  );
  assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected']);
  const refused = results.find((result) => result.status === 'rejected');
  assert.ok(refused?.reason instanceof EmailTakenError, String(refused?.reason));
  const kept = results.find((result) => result.status === 'fulfilled');
  assert.deepEqual(await copies[1]!.findByEmail('cy@EXAMPLE.org'), kept?.value);
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

engineTest('a new account is unconfirmed until markVerified names its id and address; tools may create it confirmed', async ({ open }) => {
  const users = createUserStore(await open());
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
});

test('password rules are shared by registration and reset', () => {
  assert.equal(passwordProblem('long enough pw', 'ada@example.org'), null);
  assert.equal(passwordProblem('short', 'ada@example.org'), 'Choose a password of at least 10 characters.');
  assert.equal(passwordProblem(' ADA.reader@example.org ', 'ada.reader@example.org'), 'Choose a password that is not your email address.');
  assert.equal(emailProblem('not an address'), 'Enter an email address such as name@example.org.');
});
