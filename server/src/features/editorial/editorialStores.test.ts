// The editorial office's records on each engine: roles granted by address in any case (also
// grants stored as typed before addresses were folded), and the office's messages to readers, stored
// with their mail or not at all, read only through their own link until they expire, listed in the
// order they were sent.
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { MailOutbox } from '../../platform/mail/outbox.ts';
import { engineTest } from '../../../test-support/engines.ts';
import { MESSAGE_TTL_DAYS, MessageStore } from './messageStore.ts';
import { RoleStore } from './roleStore.ts';

engineTest('roles are granted, found, listed and revoked by address whatever its case, on every server copy', async ({ open }) => {
  const database = await open();
  const roles = new RoleStore(database);
  const otherCopy = new RoleStore(await open());
  assert.equal(await roles.grant('Ann@Example.org', 'editorial-office', 'cli'), true);
  assert.equal(await otherCopy.grant('ann@example.ORG', 'editorial-office', 'cli'), false, 'already granted');
  assert.equal(await roles.grant('bo@example.org', 'release-manager', 'ann@example.org'), true);
  assert.equal(await roles.grant('ann@example.org', 'release-manager', 'cli'), true);
  assert.equal(await otherCopy.has('ANN@example.org', 'editorial-office'), true);
  assert.equal(await otherCopy.has('bo@example.org', 'editorial-office'), false);

  const listed = await otherCopy.list();
  assert.deepEqual(
    listed.map((grant) => [grant.role, grant.email, grant.grantedBy]),
    [
      ['editorial-office', 'ann@example.org', 'cli'],
      ['release-manager', 'ann@example.org', 'cli'],
      ['release-manager', 'bo@example.org', 'ann@example.org'],
    ],
  );
  assert.ok(listed.every((grant) => !Number.isNaN(Date.parse(grant.grantedAt))));

  // A grant stored as typed, before addresses were stored lower-cased, still counts in any case.
  await sql`INSERT INTO account_roles (email, role, granted_at, granted_by) VALUES ('Cy@Example.org', 'editorial-office', '2026-01-01T00:00:00.000Z', 'cli')`.execute(database.db);
  assert.equal(await roles.has('cy@example.org', 'editorial-office'), true);
  assert.equal(await roles.grant('CY@example.org', 'editorial-office', 'cli'), false);
  assert.equal(await roles.revoke('cy@EXAMPLE.org', 'editorial-office'), true);

  assert.equal(await otherCopy.revoke('ANN@example.org', 'editorial-office'), true);
  assert.equal(await otherCopy.revoke('ann@example.org', 'editorial-office'), false, 'nothing left to revoke');
  assert.equal(await roles.has('ann@example.org', 'editorial-office'), false);
  assert.equal(await roles.has('ann@example.org', 'release-manager'), true);
});

engineTest('a message is stored with its mail or not at all, read through its own link until it expires, and listed in the order sent', async ({ open }) => {
  const database = await open();
  let now = new Date('2026-11-25T10:00:00.000Z');
  const messages = new MessageStore(database, 'm'.repeat(40), () => now);
  const outbox = new MailOutbox(database, { messageDomain: 'www.example.org' });
  const message = { recipient: 'Ann@Example.org', subject: 'About your proposal', body: 'Thank you.', reference: 'EP-20261125-ABCDEF', sentBy: 'office@example.org' };

  const sent = await database.write(async (tx) => {
    const created = await messages.create(message, tx);
    await outbox.enqueue({ kind: 'reader-message', to: message.recipient, subject: message.subject, text: created.path }, tx);
    return created;
  });
  const [, , messageKey, userKey] = sent.path.split('/');
  assert.equal(messageKey, sent.messageKey);
  assert.deepEqual(await messages.read(sent.messageKey, userKey!), {
    subject: 'About your proposal',
    body: 'Thank you.',
    reference: 'EP-20261125-ABCDEF',
    sentAt: '2026-11-25T10:00:00.000Z',
    expiresAt: new Date(now.getTime() + MESSAGE_TTL_DAYS * 86_400_000).toISOString(),
  });
  assert.equal(await messages.read(sent.messageKey, `${userKey}x`), null, 'another user key');
  assert.equal(await messages.read('no-such-message', userKey!), null);
  assert.equal(await new MessageStore(database, 'another secret of forty characters......', () => now).read(sent.messageKey, userKey!), null);

  await assert.rejects(
    database.write(async (tx) => {
      await messages.create({ ...message, subject: 'Never sent' }, tx);
      throw new Error('the mail could not be queued');
    }),
    /could not be queued/,
  );
  // Two more in one millisecond, and one about another submission.
  const second = await messages.create({ ...message, subject: 'Second' });
  const third = await messages.create({ ...message, subject: 'Third' });
  await messages.create({ ...message, reference: 'FB-20261125-OTHER1', subject: 'Elsewhere' });
  assert.deepEqual(
    (await messages.about('EP-20261125-ABCDEF')).map((row) => [row.subject, row.recipient, row.sentAt]),
    [
      ['About your proposal', 'Ann@Example.org', '2026-11-25T10:00:00.000Z'],
      ['Second', 'Ann@Example.org', '2026-11-25T10:00:00.000Z'],
      ['Third', 'Ann@Example.org', '2026-11-25T10:00:00.000Z'],
    ],
  );
  assert.ok(second.messageKey !== third.messageKey);

  now = new Date(now.getTime() + MESSAGE_TTL_DAYS * 86_400_000);
  assert.equal(await messages.read(sent.messageKey, userKey!), null, 'expired');
});
