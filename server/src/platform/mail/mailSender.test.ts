// The mail sender against a real SMTP server on loopback (smtp-server) over a real database
// (test-support/testEngine.ts): what
// arrives (parts, sender, Message-ID, List-Unsubscribe passed through, the link read back with
// mailparser), a server that is down (mail waits, then arrives once), a restart, refusals, the plugin.
import { after, afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { testDatabase, type TestDatabase, type TestRows } from '../../../test-support/testDatabase.ts';
import { renderMail } from './mailLayout.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';

const publisherName = siteName();
import { MailOutbox, type OutgoingMail } from './outbox.ts';
import { MailSender, type MailSenderOptions } from './mailSender.ts';
import { smtpTransport, type MailLog, type MailTransport } from './transports.ts';
import { mailPlugin } from './mailPlugin.ts';

const from = `"${publisherName}" <no-reply@journals.example.org>`;
const link = 'https://journals.example.org/alerts/confirm?subscription=42&token=' + 'k7Qx9'.repeat(16);
const unsubscribe = '<https://journals.example.org/alerts/unsubscribe?token=' + 'Zr4'.repeat(20) + '>, <mailto:unsubscribe@journals.example.org?subject=unsubscribe>';

function alert(to: string, subject = 'New articles in your alert'): OutgoingMail {
  return {
    kind: 'alert-digest',
    to,
    subject,
    ...renderMail({ heading: 'New articles for your alert', paragraphs: ['Three new articles match "open access".'], action: { label: 'Confirm your alert', url: link } }),
    headers: { 'List-Unsubscribe': unsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** A log that keeps what it is told. */
function memoryLog() {
  const lines: { level: string; message: string }[] = [];
  const log: MailLog = {
    info: (_data, message) => void lines.push({ level: 'info', message }),
    warn: (_data, message) => void lines.push({ level: 'warn', message }),
    error: (_data, message) => void lines.push({ level: 'error', message }),
  };
  return { log, lines };
}

interface Receiver {
  port: number;
  /** Raw messages as the server received them. */
  received: Buffer[];
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1; `refuse` answers RCPT TO for an address with an error code. */
async function receiver(options: { port?: number; refuse?: Record<string, number> } = {}): Promise<Receiver> {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.[address.address];
      if (!code) return callback();
      const refusal = new Error(code >= 500 ? 'No such mailbox here' : 'Try again later') as Error & { responseCode: number };
      refusal.responseCode = code;
      callback(refusal);
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return { port: (server.server.address() as AddressInfo).port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port on which nothing listens (it was free a moment ago). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// A deadline, not a measure: what it waits for takes milliseconds, but a loaded machine can hold
// this process back for seconds, and a wait that ends early only costs the poll.
async function waitFor(condition: () => boolean | Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Row {
  attempts: number;
  next_attempt_at: number;
  sent_at: number | null;
  failed_at: number | null;
  last_error: string | null;
  delivered_to: string | null;
}

describe('the mail sender over SMTP', () => {
  let dir: string;
  let made: TestDatabase;
  let db: TestRows;
  let time: number;
  const now = () => time;
  const closers: (() => unknown)[] = [];
  const row = async (id: number) =>
    (await db.get(sql<Row>`SELECT attempts, next_attempt_at, sent_at, failed_at, last_error, delivered_to FROM mail_outbox WHERE id = ${id}`))!;
  const outboxOver = (database: SqlDatabase) => new MailOutbox(database, { messageDomain: 'journals.example.org', now });
  const smtp = (port: number) => {
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    closers.push(() => transport.close());
    return transport;
  };
  const sender = (outbox: MailOutbox, transport: MailTransport, options: Partial<MailSenderOptions> = {}) =>
    new MailSender({ outbox, transport, from, log: memoryLog().log, now, backoff: (failures) => 60_000 * failures, pollMs: 20, ...options });

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-mail-'));
    made = await testDatabase(path.join(dir, 'site.sqlite'));
    db = await made.rows();
    time = Date.UTC(2026, 10, 25, 10, 0, 0);
  });
  afterEach(async () => {
    // Transports first: their pooled connections say QUIT, so the servers close at once.
    for (const close of closers.splice(0).reverse()) await close();
    await made.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a queued message arrives with text and HTML, the publisher as sender, its Message-ID, List-Unsubscribe, and the link', async () => {
    const server = await receiver();
    closers.push(server.close);
    const outbox = outboxOver(db.database);
    const worker = sender(outbox, smtp(server.port));
    outbox.onQueued = () => worker.wake();
    worker.start();
    const id = await outbox.enqueue(alert('reader@example.org'));
    await waitFor(async () => server.received.length === 1 && (await row(id)).sent_at !== null, 'the message to arrive');
    await worker.stop();

    const mail = await simpleParser(server.received[0]!);
    assert.equal(mail.from?.value[0]?.name, publisherName);
    assert.equal(mail.from?.value[0]?.address, 'no-reply@journals.example.org');
    assert.equal(mail.messageId, (await outbox.get(id))?.messageId);
    assert.equal(mail.subject, 'New articles in your alert');
    assert.ok(mail.html && mail.html.includes('Confirm your alert'), 'an HTML part');
    const links = mail.text?.match(/https:\/\/\S+/g) ?? [];
    assert.deepEqual(links, [link], 'the link, whole, read back out of the plain-text part');
    // Passed through as queued (unfolded: long header lines may be folded on the way).
    const header = (name: string) => mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n(?=[ \t])/g, '');
    assert.equal(header('List-Unsubscribe'), `List-Unsubscribe: ${unsubscribe}`);
    assert.equal(header('List-Unsubscribe-Post'), 'List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    assert.match((await row(id)).delivered_to ?? '', /^smtp:\/\/127\.0\.0\.1:\d+ 250/);
    assert.equal(server.received.length, 1);
  });

  test('while the SMTP server is down mail waits with backoff; once it is up, each message arrives exactly once', async () => {
    const port = await freePort();
    const outbox = outboxOver(db.database);
    const { log, lines } = memoryLog();
    const transport = smtp(port);
    const worker = sender(outbox, transport, { log });
    // A stopped sender does not run again; the same transport (its pool) carries on.
    const freshSender = () => sender(outbox, transport);
    const first = await outbox.enqueue(alert('one@example.org', 'First'));
    const second = await outbox.enqueue(alert('two@example.org', 'Second'));

    // One attempt, then the pass stops: the second message would only fail the same way.
    assert.equal(await worker.runOnce(), 1);
    const waiting = await row(first);
    assert.equal(waiting.sent_at, null);
    assert.equal(waiting.failed_at, null);
    assert.equal(waiting.attempts, 1);
    assert.match(waiting.last_error ?? '', /ECONNREFUSED|connect/i);
    assert.equal(waiting.next_attempt_at, time + 60_000);
    assert.equal((await row(second)).attempts, 0);
    assert.ok(lines.some((line) => line.level === 'warn' && /mail delayed, 2 waiting: SMTP smtp:\/\/127\.0\.0\.1/.test(line.message)), JSON.stringify(lines));
    assert.deepEqual(await outbox.countAll(), { pending: 2, sent: 0, failed: 0 });

    // Running, the sender waits out its pause: mail queued meanwhile does not make it try again at once.
    worker.start();
    const third = await outbox.enqueue(alert('three@example.org', 'Third'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await worker.stop();
    assert.equal((await row(third)).attempts, 0);

    const server = await receiver({ port });
    closers.unshift(server.close);
    // The first waits for its time; the two never tried go now.
    assert.equal(await freshSender().runOnce(), 2);
    assert.equal((await row(first)).sent_at, null);
    assert.equal((await row(second)).sent_at, time);
    time += 61_000;
    assert.equal(await freshSender().runOnce(), 1);
    assert.equal((await row(first)).sent_at, time);
    assert.equal((await row(first)).attempts, 2);
    time += 24 * 3_600_000;
    assert.equal(await freshSender().runOnce(), 0);
    const subjects = await Promise.all(server.received.map(async (raw) => (await simpleParser(raw)).subject));
    assert.deepEqual(subjects.sort(), ['First', 'Second', 'Third']);
  });

  test('a running sender resumes by itself when the SMTP server comes back', async () => {
    const port = await freePort();
    const outbox = new MailOutbox(db.database, { messageDomain: 'journals.example.org' });
    const worker = sender(outbox, smtp(port), { now: Date.now, backoff: () => 50, pollMs: 60_000 });
    outbox.onQueued = () => worker.wake();
    worker.start();
    const id = await outbox.enqueue(alert('reader@example.org'));
    await waitFor(async () => (await row(id)).attempts >= 2, 'two failed attempts');
    assert.equal((await row(id)).sent_at, null);
    const server = await receiver({ port });
    closers.unshift(server.close);
    await waitFor(async () => (await row(id)).sent_at !== null, 'the message to arrive');
    await worker.stop();
    assert.equal(server.received.length, 1);
  });

  test('an answer about the next due message that comes after a pass began does not put the retry off to the next poll', async () => {
    const port = await freePort();
    const outbox = new MailOutbox(db.database, { messageDomain: 'journals.example.org' });
    // The outbox answers the first "when is the next message due?" only when released, so that the
    // answer (nothing due) is out of date by the time it arrives: a message was queued and failed since.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const slow = Object.create(outbox) as MailOutbox;
    slow.nextDueAt = async () => {
      const answer = await outbox.nextDueAt();
      asked += 1;
      if (asked === 1) await held;
      return answer;
    };
    const worker = sender(slow, smtp(port), { now: Date.now, backoff: () => 50, pollMs: 60_000 });
    outbox.onQueued = () => worker.wake();
    worker.start();
    await waitFor(() => asked === 1, 'the first question to be answered');
    const id = await outbox.enqueue(alert('reader@example.org'));
    await waitFor(async () => (await row(id)).attempts >= 1, 'the first failed attempt');
    await new Promise((resolve) => setTimeout(resolve, 150)); // The sender's pause is over.
    release();
    await waitFor(async () => (await row(id)).attempts >= 2, 'the second attempt, 50 ms after the first');
    await worker.stop();
  });

  test('a new sender after a restart sends what was left, including a claim the old one never finished, and nothing twice', async () => {
    const server = await receiver();
    closers.push(server.close);
    const before = outboxOver(db.database);
    const ids: number[] = [];
    for (const name of ['a', 'b', 'c', 'd']) ids.push(await before.enqueue(alert(`${name}@example.org`, name)));
    const worker = sender(before, smtp(server.port), { batchSize: 1 });
    assert.equal(await worker.runOnce(), 1);
    await worker.stop();
    // A copy that died mid-delivery: claimed (leased for 2 minutes), never marked.
    assert.equal((await before.claimDue(1, 120_000))[0]?.id, ids[1]);

    const database = await made.open();
    closers.push(() => database.close());
    const after = outboxOver(database);
    const restarted = sender(after, smtp(server.port));
    assert.equal(await restarted.runOnce(), 2, 'the two unclaimed messages go at once');
    assert.equal((await row(ids[1]!)).sent_at, null, 'the claimed one waits for its lease');
    time += 121_000;
    assert.equal(await restarted.runOnce(), 1);
    assert.equal(await restarted.runOnce(), 0);
    assert.deepEqual(await after.countAll(), { pending: 0, sent: 4, failed: 0 });
    const subjects = await Promise.all(server.received.map(async (raw) => (await simpleParser(raw)).subject));
    assert.deepEqual(subjects.sort(), ['a', 'b', 'c', 'd']);
  });

  test('a 550 for a recipient marks that message failed for good; a 451 only puts it off; others still go', async () => {
    const server = await receiver({ refuse: { 'nobody@example.org': 550, 'busy@example.org': 451 } });
    closers.push(server.close);
    const outbox = outboxOver(db.database);
    const refused = await outbox.enqueue(alert('nobody@example.org'));
    const deferred = await outbox.enqueue(alert('busy@example.org'));
    const fine = await outbox.enqueue(alert('reader@example.org'));
    const worker = sender(outbox, smtp(server.port));
    assert.equal(await worker.runOnce(), 3);
    assert.equal((await row(refused)).failed_at, time);
    assert.match((await row(refused)).last_error ?? '', /550/);
    assert.equal((await row(deferred)).failed_at, null);
    assert.match((await row(deferred)).last_error ?? '', /451/);
    assert.equal((await row(deferred)).next_attempt_at, time + 60_000);
    assert.equal((await row(fine)).sent_at, time);
    time += 3_600_000;
    assert.equal(await worker.runOnce(), 1, 'only the deferred one is tried again');
    assert.equal((await row(refused)).attempts, 1);
    assert.equal((await row(deferred)).attempts, 2);
    assert.equal(server.received.length, 1);
  });
});

describe('mailPlugin', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-mail-plugin-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('starts the sender when the server is ready, wakes it when mail is queued, and stops it on close', async () => {
    const made = await testDatabase(path.join(dir, 'site.sqlite'));
    const outbox = new MailOutbox((await made.rows()).database, { messageDomain: 'journals.example.org' });
    const app = Fastify({ logger: false });
    app.addHook('onClose', async () => made.close());
    const outboxDir = path.join(dir, 'outbox');
    // A poll far longer than the test: only the wake-up can deliver in time.
    await app.register(mailPlugin, { outbox, config: { smtpUrl: null, outboxDir, from, officeEmail: null }, sender: { pollMs: 60_000 } });
    await app.ready();
    assert.equal(typeof outbox.onQueued, 'function');
    const id = await outbox.enqueue(alert('reader@example.org'));
    await waitFor(async () => (await outbox.countAll()).sent === 1, 'the message to be written');
    assert.match((await outbox.get(id))?.headers?.['List-Unsubscribe'] ?? '', /unsubscribe/);
    assert.equal(fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).length, 1);
    await app.close();
    assert.equal(outbox.onQueued, null);
  });
});
