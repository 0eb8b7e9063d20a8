// Mail benchmark (npm run bench:mail): how long from a reader's submit to (a) the stored row
// (the 201: the submission and its mail are committed before it) and (b) the confirmation mail in the
// outbox folder (the .eml file for that reference exists). The real app (buildApp) over a temporary
// database and outbox folder, feedback posted through app.inject one at a time, then all at once.
// Then the same with SMTP_URL naming a port where nothing listens: what a reader gets while the mail
// server is down, and what the outbox holds. A benchmark, not a test: it prints figures, passes nothing.
//
//   node tools/bench/mail.ts [--submissions 200] [--warmup 20] [--keep]
//
// When the app runs its own mail sender (mailPlugin registered in app.ts), that one is measured,
// woken by the outbox as mail is queued. Until then the bench runs a MailSender with the .eml
// transport over the same database file and wakes it on each 201 (the row is committed by then).
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { remoteNames } from '@oap/contracts/federation/contract.ts';
import { referenceAlphabet } from '@oap/contracts/forms/formLimits.ts';
import { buildApp } from '../../src/app/buildApp.ts';
import { readConfig, type ServerConfig } from '../../src/app/config.ts';
import { MailSender } from '../../src/platform/mail/mailSender.ts';
import { MailOutbox } from '../../src/platform/mail/outbox.ts';
import { createMailTransport, type MailLog } from '../../src/platform/mail/transports.ts';
import { withSiteRegistry } from '../../src/features/releases/siteRegistry.ts';
import { openDatabase } from '../../src/data/sqlite/database.ts';
import { sqliteDatabase } from '../../src/data/sqlite/sqliteDatabase.ts';
import { temporaryDir, writeRemoteBuild, writeShellDist } from '../../test-support/testFiles.ts';
import { cookieSentAfter } from '../../test-support/cookies.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const SUBMISSIONS = Number(argument('submissions') ?? 200);
const WARMUP = Number(argument('warmup') ?? 20);
const KEEP = process.argv.includes('--keep');

const quiet: MailLog = { info: () => {}, warn: () => {}, error: () => {} };

async function benchApp(smtpUrl: string | null): Promise<{ app: FastifyInstance; config: ServerConfig; base: string }> {
  const base = temporaryDir('bench-mail');
  const config: ServerConfig = {
    ...readConfig({}),
    releasesDir: path.join(base, 'releases'),
    shellDist: writeShellDist(path.join(base, 'shell')),
    databasePath: path.join(base, 'publisher.sqlite'),
    logLevel: 'silent',
    // RATE_LIMIT_SCALE=0: one client posts hundreds of forms here.
    rateLimitScale: 0,
    mail: { ...readConfig({}).mail, smtpUrl, outboxDir: path.join(base, 'outbox'), officeEmail: null },
  };
  await withSiteRegistry(config.releasesDir, config, async (registry) => {
    for (const remote of remoteNames) {
      const { id } = await registry.publish(remote, writeRemoteBuild(path.join(base, 'dist', remote), remote, `/* ${remote} v1 */`));
      await registry.promote(remote, id);
    }
  });
  return { app: await buildApp({ config }), config, base };
}

/** When each reference's .eml file was first seen in the folder (watched, and polled as a fallback). */
function watchOutbox(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const seen = new Set<string>();
  const found = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  const reference = new RegExp(`\\b[A-Z]{2}-\\d{8}-[${referenceAlphabet}]{6}\\b`);
  const scan = () => {
    for (const name of fs.readdirSync(dir)) {
      if (!name.endsWith('.eml') || seen.has(name)) continue;
      seen.add(name);
      const at = performance.now();
      const subject = /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? '';
      const ref = reference.exec(subject)?.[0];
      if (!ref) continue;
      found.set(ref, at);
      waiting.get(ref)?.(at);
      waiting.delete(ref);
    }
  };
  const watcher = fs.watch(dir, () => scan());
  const poll = setInterval(scan, 20);
  return {
    written(ref: string): Promise<number> {
      scan();
      const at = found.get(ref);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve) => waiting.set(ref, resolve));
    },
    count: () => found.size,
    close() {
      watcher.close();
      clearInterval(poll);
    },
  };
}

/** The app's own sender when mailPlugin is registered; otherwise one over the same file, woken after each 201. */
function senderFor(app: FastifyInstance, config: ServerConfig) {
  if (app.hasDecorator('mailSender')) return { own: false, wake: () => {}, stop: async () => {} };
  const database = sqliteDatabase(openDatabase(config.databasePath));
  const transport = createMailTransport(config.mail, quiet);
  const sender = new MailSender({ outbox: new MailOutbox(database, { messageDomain: new URL(config.publicUrl).hostname }), transport, from: config.mail.from, log: quiet });
  sender.start();
  return {
    own: true,
    wake: () => sender.wake(),
    stop: async () => {
      await sender.stop();
      transport.close();
      await database.close();
    },
  };
}

/** A loopback port on which nothing listens. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function poster(app: FastifyInstance, config: ServerConfig, wake: () => void) {
  const token = async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/forms/token' });
    return { token: (answer.json() as { token: string }).token, cookie: cookieSentAfter(answer.headers['set-cookie']) };
  };
  const submit = async (index: number, csrf: { token: string; cookie: string }) => {
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/forms/feedback',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token, origin: config.publicUrl, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ topic: 'website', message: `Benchmark feedback number ${index}: the search box is hard to find.`, email: 'reader@example.org' }).toString(),
    });
    const stored = performance.now();
    if (answer.statusCode !== 201) throw new Error(`submission ${index}: ${answer.statusCode} ${answer.body}`);
    wake();
    return { started, stored, reference: (answer.json() as { reference: string }).reference };
  };
  return { token, submit };
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? NaN };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(11);

async function main() {
  const { app, config, base } = await benchApp(null);
  await app.ready();
  const sender = senderFor(app, config);
  const outbox = watchOutbox(config.mail.outboxDir);
  const { token, submit } = poster(app, config, sender.wake);

  // One at a time: the latency a reader's submission sees.
  const toRow: number[] = [];
  const toMail: number[] = [];
  for (let index = 0; index < WARMUP + SUBMISSIONS; index += 1) {
    const csrf = await token();
    const { started, stored, reference } = await submit(index, csrf);
    const written = await outbox.written(reference);
    if (index < WARMUP) continue;
    toRow.push(stored - started);
    toMail.push(written - started);
  }

  // All at once: how the queue drains behind a burst.
  const tokens = await Promise.all(Array.from({ length: SUBMISSIONS }, () => token()));
  const before = outbox.count();
  const burstStarted = performance.now();
  const receipts = await Promise.all(tokens.map((csrf, index) => submit(WARMUP + SUBMISSIONS + index, csrf)));
  const allStored = performance.now();
  const writtenAt = await Promise.all(receipts.map((receipt) => outbox.written(receipt.reference)));
  const allWritten = Math.max(...writtenAt);
  if (outbox.count() - before !== SUBMISSIONS) throw new Error('the burst did not write one file per submission');

  outbox.close();
  await sender.stop();
  await app.close();

  // SMTP down: the reader's answer, and the outbox behind it.
  const down = await benchApp(`smtp://127.0.0.1:${await closedPort()}`);
  await down.app.ready();
  const downSender = senderFor(down.app, down.config);
  const downPost = poster(down.app, down.config, downSender.wake);
  const downToRow: number[] = [];
  for (let index = 0; index < WARMUP + SUBMISSIONS; index += 1) {
    const { started, stored } = await downPost.submit(index, await downPost.token());
    if (index >= WARMUP) downToRow.push(stored - started);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const downDb = sqliteDatabase(openDatabase(down.config.databasePath));
  const { rows: counts } = await sql<Record<'total' | 'pending' | 'tried' | 'most', number>>`SELECT count(*) AS total,
    sum(CASE WHEN sent_at IS NULL AND failed_at IS NULL THEN 1 ELSE 0 END) AS pending, sum(CASE WHEN attempts > 0 THEN 1 ELSE 0 END) AS tried, max(attempts) AS most
    FROM mail_outbox`.execute(downDb.db);
  const held = counts[0]!;
  const { rows: triedRows } = await sql<{ last_error: string; next_attempt_at: number }>`SELECT last_error, next_attempt_at FROM mail_outbox
    WHERE attempts > 0 ORDER BY id LIMIT 1`.execute(downDb.db);
  const tried = triedRows[0];
  await downDb.close();
  await downSender.stop();
  await down.app.close();

  const row = stats(toRow);
  const mail = stats(toMail);
  const command = `node tools/bench/mail.ts --submissions ${SUBMISSIONS} --warmup ${WARMUP}`;
  console.log(`\nMail benchmark: ${command}`);
  console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.availableParallelism()} cores, load ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  console.log(`Database and .eml outbox in ${base}; sender: ${sender.own ? "the bench's MailSender over the same file, woken after each 201 (mailPlugin is not registered in app.ts)" : "the app's own (mailPlugin), woken by the outbox"}`);
  console.log(`\n${SUBMISSIONS} feedback submissions one at a time (after ${WARMUP} not counted):`);
  console.log(`${''.padEnd(44)}${'median'.padStart(11)}${'p95'.padStart(11)}${'max'.padStart(11)}`);
  console.log(`${'(a) submit -> 201 (row stored)'.padEnd(44)}${ms(row.median)}${ms(row.p95)}${ms(row.max)}`);
  console.log(`${'(b) submit -> confirmation .eml in outbox'.padEnd(44)}${ms(mail.median)}${ms(mail.p95)}${ms(mail.max)}`);
  const seconds = (allWritten - burstStarted) / 1000;
  console.log(`\n${SUBMISSIONS} submitted at once: all 201 after ${(allStored - burstStarted).toFixed(0)} ms, all ${SUBMISSIONS} .eml files after ${(allWritten - burstStarted).toFixed(0)} ms (${(SUBMISSIONS / seconds).toFixed(0)} mails/s end to end)`);
  const downRow = stats(downToRow);
  console.log(`\nSMTP down (${down.config.mail.smtpUrl}), ${SUBMISSIONS} submissions one at a time:`);
  console.log(`${'(a) submit -> 201 (row stored)'.padEnd(44)}${ms(downRow.median)}${ms(downRow.p95)}${ms(downRow.max)}`);
  console.log(`outbox 0.5 s later: ${held.total} messages, ${held.pending} pending, ${held.tried} tried (at most ${held.most} attempt), none failed or dropped`);
  if (tried) console.log(`the one tried: "${tried.last_error}", next attempt in ${((Number(tried.next_attempt_at) - Date.now()) / 1000).toFixed(0)} s; the sender waits as long before trying any`);
  if (!KEEP) for (const dir of [base, down.base]) fs.rmSync(dir, { recursive: true, force: true });
}

await main();
