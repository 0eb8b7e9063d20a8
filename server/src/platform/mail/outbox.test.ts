// The mail outbox on each engine: queued with what caused it or not at all, the sender woken
// only once the message is committed, claimed by one sender of several server copies (never twice,
// also when they claim at the same moment; on PostgreSQL without waiting for each other's rows), the
// outcome recorded, and times and ids read back as numbers.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { engineTest } from '../../../test-support/engines.ts';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { MailSender } from './mailSender.ts';
import { MailOutbox, type OutgoingMail } from './outbox.ts';
import { fileTransport, type MailLog } from './transports.ts';

const start = Date.UTC(2026, 10, 25, 10, 0, 0);

const message = (to: string, more: Partial<OutgoingMail> = {}): OutgoingMail => ({ kind: 'form-confirmation', to, subject: `For ${to}`, text: 'Received.', ...more });

function outboxOf(database: SqlDatabase, now: () => number): MailOutbox {
  return new MailOutbox(database, { messageDomain: 'www.example.org', now });
}

async function countRows(database: SqlDatabase): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM mail_outbox`.execute(database.db);
  return Number(rows[0]?.n);
}

engineTest('a message is queued with its parts and read back with numbers; in a transaction that fails, it is not queued', async ({ open }) => {
  const database = await open();
  let time = start;
  const outbox = outboxOf(database, () => time);
  const id = await outbox.enqueue(message('ann@example.org', { html: '<p>Received.</p>', headers: { 'List-Unsubscribe': '<https://www.example.org/u>' } }));
  assert.equal(typeof id, 'number');
  const queued = await outbox.get(id);
  assert.ok(queued);
  assert.match(queued.messageId, /^<[\w.-]+@www\.example\.org>$/);
  assert.deepEqual({ ...queued, messageId: '' }, {
    id,
    messageId: '',
    kind: 'form-confirmation',
    to: 'ann@example.org',
    subject: 'For ann@example.org',
    text: 'Received.',
    html: '<p>Received.</p>',
    headers: { 'List-Unsubscribe': '<https://www.example.org/u>' },
    attempts: 0,
    createdAt: start,
  });
  const plain = await outbox.get(await outbox.enqueue(message('bo@example.org')));
  assert.equal(plain?.html, undefined, 'no HTML part when none was given');
  assert.deepEqual(plain?.headers, {});
  assert.equal(await outbox.get(id + 1000), null);

  await assert.rejects(
    database.write(async (tx) => {
      await outbox.enqueue(message('cy@example.org'), tx);
      throw new Error('what caused it failed');
    }),
    /what caused it failed/,
  );
  assert.equal(await countRows(database), 2);
  assert.deepEqual(await outbox.countAll(), { pending: 2, sent: 0, failed: 0 });
  time += 1;
  assert.equal(await outbox.nextDueAt(), start);
});

engineTest('the sender is woken once the message is committed, when another server copy can read it, and not for a rollback', async ({ open }) => {
  const database = await open();
  const otherCopy = await open();
  const outbox = outboxOf(database, () => start);
  const sendersOutbox = outboxOf(otherCopy, () => start);
  const found: Array<Promise<number[]>> = [];
  outbox.onQueued = () => found.push(sendersOutbox.claimDue(10, 60_000).then((claimed) => claimed.map((mail) => mail.id)));
  let wokenInside = false;
  const id = await database.write(async (tx) => {
    const queued = await outbox.enqueue(message('ann@example.org'), tx);
    await new Promise((resolve) => setImmediate(resolve));
    wokenInside = found.length > 0;
    return queued;
  });
  assert.equal(wokenInside, false, 'not woken before the commit');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(found.length, 1);
  assert.deepEqual(await found[0], [id], 'the sender of the other copy finds it at once');

  await assert.rejects(
    database.write(async (tx) => {
      await outbox.enqueue(message('bo@example.org'), tx);
      throw new Error('rolled back');
    }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(found.length, 1, 'not woken for a message that was never committed');

  // Outside a transaction the row is committed by the statement itself.
  const alone = await outbox.enqueue(message('cy@example.org'));
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(await found[1], [alone]);
});

engineTest('due messages are claimed oldest first with a lease; sent, retried and failed are recorded', async ({ open }) => {
  const database = await open();
  let time = start;
  const outbox = outboxOf(database, () => time);
  const first = await outbox.enqueue(message('a@example.org'));
  const second = await outbox.enqueue(message('b@example.org'));
  // The same millisecond: the order among them is by id.
  const third = await outbox.enqueue(message('c@example.org'));
  time += 10;
  const later = await outbox.enqueue(message('d@example.org'));
  await outbox.retryAt(first, start + 5, 'put off');

  const claimed = await outbox.claimDue(3, 60_000);
  assert.deepEqual(claimed.map((mail) => mail.id), [second, third, first], 'by when each is due, then by id');
  assert.deepEqual(claimed.map((mail) => mail.attempts), [1, 1, 1]);
  assert.deepEqual((await outbox.claimDue(10, 60_000)).map((mail) => mail.id), [later]);
  assert.deepEqual(await outbox.claimDue(10, 60_000), [], 'leased messages are not claimed again');
  assert.equal(await outbox.nextDueAt(), time + 60_000, 'the first lease to run out');

  await outbox.markSent(second, 'a folder');
  await outbox.retryAt(third, time + 120_000, 'mailbox full');
  await outbox.markFailed(later, 'no such mailbox');
  assert.deepEqual(await outbox.countAll(), { pending: 2, sent: 1, failed: 1 });
  const { rows } = await sql<{ id: number; sent_at: number | null; failed_at: number | null; last_error: string | null; lease_until: number | null; next_attempt_at: number }>`
    SELECT id, sent_at, failed_at, last_error, lease_until, next_attempt_at FROM mail_outbox ORDER BY id`.execute(database.db);
  assert.deepEqual(rows.map((row) => ({ ...row })), [
    { id: first, sent_at: null, failed_at: null, last_error: 'put off', lease_until: time + 60_000, next_attempt_at: start + 5 },
    { id: second, sent_at: time, failed_at: null, last_error: null, lease_until: null, next_attempt_at: start },
    { id: third, sent_at: null, failed_at: null, last_error: 'mailbox full', lease_until: null, next_attempt_at: time + 120_000 },
    { id: later, sent_at: null, failed_at: time, last_error: 'no such mailbox', lease_until: null, next_attempt_at: time },
  ]);

  // A sender that died: its lease runs out and the message is claimed again, with its attempts counted.
  time += 60_001;
  const again = await outbox.claimDue(10, 60_000);
  assert.deepEqual(again.map((mail) => [mail.id, mail.attempts]), [[first, 2]]);
  await outbox.markSent(first, 'a folder');
  time += 120_000;
  assert.deepEqual((await outbox.claimDue(10, 60_000)).map((mail) => mail.id), [third]);
  assert.equal(await outbox.nextDueAt(), time + 60_000);
  await outbox.markSent(third, 'a folder');
  assert.equal(await outbox.nextDueAt(), null, 'nothing waits');
});

engineTest('two server copies claiming at the same moment never claim one message twice', async ({ open }) => {
  const copies = [await open(), await open()];
  const outboxes = copies.map((database) => outboxOf(database, () => start));
  const ids: number[] = [];
  for (let index = 0; index < 60; index += 1) ids.push(await outboxes[index % 2]!.enqueue(message(`reader${index}@example.org`)));
  // Four claims of each copy, all at once, until nothing is left.
  const claimed: number[] = [];
  for (;;) {
    const batches = await Promise.all(outboxes.flatMap((outbox) => [1, 2, 3, 4].map(() => outbox.claimDue(4, 60_000))));
    const ids = batches.flat().map((mail) => mail.id);
    if (!ids.length) break;
    claimed.push(...ids);
  }
  assert.equal(claimed.length, 60);
  assert.deepEqual([...new Set(claimed)].sort((a, b) => a - b), ids);
  const { rows } = await sql<{ attempts: number }>`SELECT DISTINCT attempts FROM mail_outbox`.execute(copies[0]!.db);
  assert.deepEqual(rows.map((row) => row.attempts), [1]);
});

engineTest('PostgreSQL: a sender skips the messages another copy holds, without waiting for them', async ({ engine, open }, t) => {
  if (engine !== 'postgres') return t.skip('SQLite has one writer at a time: there is nothing to skip');
  const holder = await open();
  const sender = outboxOf(await open(), () => start);
  const held = await outboxOf(holder, () => start).enqueue(message('held@example.org'));
  const free = await outboxOf(holder, () => start).enqueue(message('free@example.org'));
  let release = () => {};
  const releasing = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  // Another copy's transaction holds the first message's row (as its claim does while it runs).
  const holding = holder.write(async (tx) => {
    await sql`SELECT id FROM mail_outbox WHERE id = ${held} FOR UPDATE`.execute(tx);
    locked();
    await releasing;
  });
  await isLocked;
  const timeout = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2000).unref());
  const claimed = await Promise.race([sender.claimDue(10, 60_000), timeout]);
  release();
  await holding;
  assert.notEqual(claimed, 'waited', 'the claim did not wait for the row another copy holds');
  assert.deepEqual((claimed as { id: number }[]).map((mail) => mail.id), [free]);
  assert.deepEqual((await sender.claimDue(10, 60_000)).map((mail) => mail.id), [held], 'taken once it is free');
});

engineTest('the senders of two server copies deliver every message once between them', async ({ open }) => {
  const copies = [await open(), await open()];
  const dir = temporaryDir('outbox-engines');
  const written: string[] = [];
  const log: MailLog = {
    info: (data) => {
      if ('file' in data) written.push(String(data.file));
    },
    warn: () => {},
    error: (data, text) => assert.fail(`${text} ${JSON.stringify(data)}`),
  };
  const outboxes = copies.map((database) => outboxOf(database, Date.now));
  const senders = outboxes.map(
    (outbox) => new MailSender({ outbox, transport: fileTransport(dir, log), from: 'no-reply@www.example.org', log, pollMs: 20, batchSize: 3 }),
  );
  outboxes.forEach((outbox, index) => (outbox.onQueued = () => senders[index]!.wake()));
  for (const sender of senders) sender.start();
  const ids = await Promise.all(Array.from({ length: 40 }, (_, index) => outboxes[index % 2]!.enqueue(message(`reader${index}@example.org`))));
  const until = Date.now() + 10_000;
  while ((await outboxes[0]!.countAll()).sent < 40) {
    assert.ok(Date.now() < until, 'every message sent within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const sender of senders) await sender.stop();
  assert.equal(written.length, 40, 'each message written once');
  assert.equal(new Set(written).size, 40);
  assert.equal(readdirSync(dir).filter((name) => name.endsWith('.eml')).length, 40);
  const { rows } = await sql<{ id: number; attempts: number }>`SELECT id, attempts FROM mail_outbox ORDER BY id`.execute(copies[1]!.db);
  assert.deepEqual(rows.map((row) => row.id), ids.sort((a, b) => a - b));
  assert.ok(rows.every((row) => row.attempts === 1), 'each claimed once');
});
