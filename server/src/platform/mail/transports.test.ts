// The .eml outbox folder (the embedded default) through the real sender over a real SQLite file: one
// whole file per message with both parts, none written twice after a crash; and how SMTP failures and
// waits are classified.
import { afterEach, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { sql } from 'kysely';
import { testDatabase, type TestDatabase, type TestRows } from '../../../test-support/testDatabase.ts';
import { renderMail } from './mailLayout.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';

const publisherName = siteName();
import { MailOutbox } from './outbox.ts';
import { MailSender, defaultBackoff } from './mailSender.ts';
import { describeSmtpUrl, emlFileName, fileTransport, isPermanentSmtpError, type MailLog } from './transports.ts';

const from = `"${publisherName}" <no-reply@journals.example.org>`;

function memoryLog() {
  const lines: { level: string; message: string }[] = [];
  const log: MailLog = {
    info: (_data, message) => void lines.push({ level: 'info', message }),
    warn: (_data, message) => void lines.push({ level: 'warn', message }),
    error: (_data, message) => void lines.push({ level: 'error', message }),
  };
  return { log, lines };
}

describe('the .eml outbox folder', () => {
  let dir: string;
  let outboxDir: string;
  let made: TestDatabase;
  let db: TestRows;
  let time: number;
  const now = () => time;
  const emlFiles = () => fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')).sort();

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oap-eml-'));
    outboxDir = path.join(dir, 'var', 'outbox');
    made = await testDatabase(path.join(dir, 'site.sqlite'));
    db = await made.rows();
    time = Date.UTC(2026, 10, 25, 10, 4, 5, 123);
  });
  afterEach(async () => {
    await made.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('each message becomes one .eml file with its text and HTML parts, and the first one is announced', async () => {
    const outbox = new MailOutbox(db.database, { messageDomain: 'journals.example.org', now });
    const { log, lines } = memoryLog();
    const transport = fileTransport(outboxDir, log);
    const sender = new MailSender({ outbox, transport, from, log, now });
    const content = renderMail({ heading: 'We received your feedback', paragraphs: ['Thank you. Your reference is FB-20261125-ABC123.'], facts: [{ label: 'Reference', value: 'FB-20261125-ABC123' }] });
    const first = await outbox.enqueue({ kind: 'form-confirmation', to: 'reader@example.org', subject: 'We received your feedback (FB-20261125-ABC123)', ...content });
    time += 1;
    const second = await outbox.enqueue({ kind: 'form-notification', to: 'office@example.org', subject: 'Feedback FB-20261125-ABC123', text: 'Plain only.' });
    assert.equal(await sender.runOnce(), 2);

    assert.deepEqual(emlFiles(), [`2026-11-25T10-04-05-123Z-${first}-form-confirmation.eml`, `2026-11-25T10-04-05-124Z-${second}-form-notification.eml`]);
    assert.deepEqual(fs.readdirSync(outboxDir).filter((name) => !name.endsWith('.eml')), [], 'no temporary file left behind');
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, emlFiles()[0]!)));
    assert.equal(mail.from?.value[0]?.name, publisherName);
    assert.equal(mail.to && !Array.isArray(mail.to) ? mail.to.text : '', 'reader@example.org');
    assert.equal(mail.messageId, (await outbox.get(first))?.messageId);
    assert.equal(mail.date?.getTime(), Date.UTC(2026, 10, 25, 10, 4, 5, 0), 'dated when it was queued');
    assert.match(mail.text ?? '', /Reference: FB-20261125-ABC123/);
    assert.ok(mail.html && mail.html.includes('<h1'), 'an HTML part');
    const plain = await simpleParser(fs.readFileSync(path.join(outboxDir, emlFiles()[1]!)));
    assert.equal(plain.text?.trim(), 'Plain only.');
    assert.equal(plain.html, false);

    const row = (await db.get(sql<{ sent_at: number; delivered_to: string }>`SELECT sent_at, delivered_to FROM mail_outbox WHERE id = ${first}`))!;
    assert.equal(row.sent_at, time);
    assert.equal(row.delivered_to, path.join(outboxDir, emlFiles()[0]!));
    assert.deepEqual(lines.filter((line) => line.level === 'warn').map((line) => line.message), [`mail is written to ${outboxDir} (no SMTP_URL set)`]);
    assert.equal(lines.filter((line) => line.level === 'info' && line.message.startsWith('mail written to')).length, 2);
  });

  test('after a crash between writing the file and marking the row, a restarted sender writes no second file', async () => {
    const outbox = new MailOutbox(db.database, { messageDomain: 'journals.example.org', now });
    const transport = fileTransport(outboxDir, memoryLog().log);
    const id = await outbox.enqueue({ kind: 'form-confirmation', to: 'reader@example.org', subject: 'Crash', text: 'Written once.' });
    // What a sender does up to the moment it dies: claims, writes the file, and never marks the row.
    const [claimed] = await outbox.claimDue(1, 120_000);
    assert.equal(claimed?.id, id);
    const written = await transport.deliver(claimed!, from);
    const bytes = fs.readFileSync(written.deliveredTo);
    const mtime = fs.statSync(written.deliveredTo).mtimeMs;

    const database = await made.open();
    try {
      const restarted = new MailSender({ outbox: new MailOutbox(database, { messageDomain: 'journals.example.org', now }), transport: fileTransport(outboxDir, memoryLog().log), from, log: memoryLog().log, now });
      assert.equal(await restarted.runOnce(), 0, 'its lease still holds');
      time += 121_000;
      assert.equal(await restarted.runOnce(), 1);
      assert.equal(await restarted.runOnce(), 0);
    } finally {
      await database.close();
    }
    assert.deepEqual(emlFiles(), [path.basename(written.deliveredTo)]);
    assert.deepEqual(fs.readFileSync(written.deliveredTo), bytes);
    assert.equal(fs.statSync(written.deliveredTo).mtimeMs, mtime);
    const row = (await db.get(sql<{ attempts: number; sent_at: number; delivered_to: string }>`SELECT attempts, sent_at, delivered_to FROM mail_outbox WHERE id = ${id}`))!;
    assert.deepEqual({ ...row }, { attempts: 2, sent_at: time, delivered_to: written.deliveredTo });
  });

  test('a folder that cannot be written delays mail and keeps it', async () => {
    const outbox = new MailOutbox(db.database, { messageDomain: 'journals.example.org', now });
    // A file where the folder should be: mkdir fails, as on a full or read-only disk.
    fs.mkdirSync(path.dirname(outboxDir), { recursive: true });
    fs.writeFileSync(outboxDir, 'not a folder');
    const sender = new MailSender({ outbox, transport: fileTransport(outboxDir, memoryLog().log), from, log: memoryLog().log, now, backoff: () => 30_000 });
    const id = await outbox.enqueue({ kind: 'form-confirmation', to: 'reader@example.org', subject: 'Kept', text: 'Kept.' });
    assert.equal(await sender.runOnce(), 1);
    const row = (await db.get(sql<Record<string, unknown>>`SELECT attempts, next_attempt_at, sent_at, failed_at, last_error FROM mail_outbox WHERE id = ${id}`))!;
    assert.equal(row.sent_at, null);
    assert.equal(row.failed_at, null);
    assert.equal(row.next_attempt_at, time + 30_000);
    assert.match(String(row.last_error), /EEXIST|ENOTDIR/);

    // Once the folder can be made, the same message goes, and only it.
    fs.rmSync(outboxDir);
    assert.equal(await sender.runOnce(), 0, 'not before its next attempt');
    time += 30_000;
    assert.equal(await sender.runOnce(), 1);
    assert.equal(emlFiles().length, 1);
    assert.equal((await outbox.countAll()).sent, 1);
  });
});

describe('classifying SMTP failures', () => {
  const failure = (fields: Record<string, unknown>) => Object.assign(new Error('failed'), fields);

  test('only a 5xx answer to RCPT TO or DATA is permanent', () => {
    assert.equal(isPermanentSmtpError(failure({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, permanent: true })), true);
    assert.equal(isPermanentSmtpError(failure({ code: 'EMESSAGE', command: 'DATA', responseCode: 552, permanent: true })), true);
    assert.equal(isPermanentSmtpError(failure({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451, permanent: false })), false);
    // Wrong credentials or a refused sender: our settings, not this message.
    assert.equal(isPermanentSmtpError(failure({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535, permanent: true })), false);
    assert.equal(isPermanentSmtpError(failure({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550, permanent: true })), false);
    assert.equal(isPermanentSmtpError(failure({ code: 'ESOCKET', originalCode: 'ECONNREFUSED', command: 'CONN' })), false);
    assert.equal(isPermanentSmtpError(failure({ code: 'ETIMEDOUT', command: 'CONN' })), false);
    assert.equal(isPermanentSmtpError(new Error('anything else')), false);
  });

  test('the server named in logs and rows has no credentials', () => {
    assert.equal(describeSmtpUrl('smtps://user:secret@smtp.example.org:465/?pool=true'), 'smtps://smtp.example.org:465');
  });

  test('file names sort by time and name the row', () => {
    assert.equal(emlFileName({ id: 7, createdAt: Date.UTC(2026, 0, 2, 3, 4, 5, 6), kind: 'alert digest/x' }), '2026-01-02T03-04-05-006Z-7-alert_digest_x.eml');
  });

  test('backoff grows from 30 s, is capped at an hour, and never gives up', () => {
    assert.equal(defaultBackoff(1, () => 0), 30_000);
    assert.equal(defaultBackoff(2, () => 0), 60_000);
    assert.equal(defaultBackoff(5, () => 0), 480_000);
    assert.equal(defaultBackoff(50, () => 0), 3_600_000);
    assert.equal(defaultBackoff(1000, () => 0), 3_600_000);
    assert.equal(defaultBackoff(1, () => 1), 24_000);
  });
});
