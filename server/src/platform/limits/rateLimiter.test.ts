// The rate limiter (@fastify/rate-limit over the shared counts) against a real database (a SQLite file,
// or PostgreSQL with TEST_ENGINE=postgres: test-support/testEngine.ts): limits per
// client or per key of the caller's (an address), shared between two copies through the database, 429
// with Retry-After, and requests keep being decided while another process holds the write lock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { installErrorHandling } from '../../app/errorPolicy.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { holdWriteLock } from '../../../test-support/heldLock.ts';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { clockFromWindowStart } from '../../../test-support/rateWindows.ts';
import { rowsOf, testDatabase, type TestDatabase, type TestRows } from '../../../test-support/testDatabase.ts';
import { RateLimiter, clientKey, enforceRateLimit, installRateLimiter, limitWait, rateLimited } from './rateLimiter.ts';

const rule = { name: 'test', limit: 3, windowSeconds: 60 };

/** One hit by `client` on the shared counts, as the library's store makes it (sharedCountsStore.ts). */
function hit(limiter: RateLimiter, client: string) {
  const { current, ttlMs } = limiter.count(rule.name, client, rule.windowSeconds * 1000, rule.limit);
  return { allowed: current <= rule.limit, retryAfterSeconds: Math.ceil(ttlMs / 1000) };
}

/** The test database of each file name: a second handle on the same name is a second server copy. */
const databases = new Map<string, Promise<TestDatabase>>();

interface LimitsDb {
  test: TestDatabase;
  /** The limits' handle, as the server has it (SQLite: a connection that never waits for a lock). */
  database: SqlDatabase;
  rows: TestRows;
  close(): Promise<void>;
}

async function openLimitsDb(file: string): Promise<LimitsDb> {
  let made = databases.get(file);
  if (!made) {
    made = testDatabase(file);
    databases.set(file, made);
  }
  const test = await made;
  const database = await test.open();
  if (database.engine === 'sqlite') await sql`PRAGMA busy_timeout = 0`.execute(database.db);
  return { test, database, rows: rowsOf(database), close: () => database.close() };
}

/**
 * The limiter over the handle as the server makes it (a SqlDatabase); the test reads rows on the same
 * handle. Its windows are counted on a clock that starts where they begin, so no burst spans two.
 */
const limiterOn = (db: LimitsDb, scale?: number, now: () => number = clockFromWindowStart()) => new RateLimiter(db.database, scale, now);

test('a client over its limit is refused until the window ends; other clients are not', async () => {
  const db = await openLimitsDb(path.join(temporaryDir('limits'), 'a.sqlite'));
  let now = 1_000_000;
  const limiter = limiterOn(db, 1, () => now);
  for (let i = 0; i < 3; i++) assert.equal(hit(limiter, 'a').allowed, true);
  const refused = hit(limiter, 'a');
  assert.equal(refused.allowed, false);
  assert.ok(refused.retryAfterSeconds >= 1 && refused.retryAfterSeconds <= 60);
  assert.equal(hit(limiter, 'b').allowed, true);
  now += 60_000;
  assert.equal(hit(limiter, 'a').allowed, true);
  await limiter.close();
  await db.close();
});

test('two server copies sharing the file share the counts', async () => {
  const file = path.join(temporaryDir('limits'), 'shared.sqlite');
  const dbA = await openLimitsDb(file);
  const dbB = await openLimitsDb(file);
  const now = () => 5_000_000;
  const a = limiterOn(dbA, 1, now);
  const b = limiterOn(dbB, 1, now);
  assert.equal(hit(a, 'x').allowed, true);
  assert.equal(hit(a, 'x').allowed, true);
  await a.flush();
  assert.equal(hit(b, 'x').allowed, true);
  await b.flush();
  // b has read back a's two hits plus its own: the limit of 3 is reached for b ...
  assert.equal(hit(b, 'x').allowed, false);
  // ... and for a once it has flushed again.
  await a.flush();
  assert.equal(hit(a, 'x').allowed, false);
  await a.close();
  await b.close();
  await dbA.close();
  await dbB.close();
});

test("a copy that took none of a client's latest hits reads them while the client is active, without a hit of its own", async () => {
  const file = path.join(temporaryDir('limits'), 'refresh.sqlite');
  const dbA = await openLimitsDb(file);
  const dbB = await openLimitsDb(file);
  // Time passing as on two server copies (the flush timers run every 500 ms), on one clock.
  const clock = clockFromWindowStart();
  const a = limiterOn(dbA, 1, clock);
  const b = limiterOn(dbB, 1, clock);
  assert.equal(hit(a, 'y').allowed, true);
  assert.equal(hit(a, 'y').allowed, true);
  assert.equal(hit(b, 'y').allowed, true);
  // Each copy writes its own hits half a second later, in whichever order; a then reads again while y is active.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(hit(a, 'y').allowed, false, "a counts b's hit though it took nothing since");
  assert.equal(hit(b, 'y').allowed, false);
  await a.close();
  await b.close();
  dbA.close();
  dbB.close();
});

test('a write lock held elsewhere does not stop decisions; the hits are written once it is released', async () => {
  const file = path.join(temporaryDir('limits'), 'locked.sqlite');
  const db = await openLimitsDb(file);
  const limiter = limiterOn(db, 1, () => 9_000_000);
  const other = await holdWriteLock(db.test);
  assert.equal(hit(limiter, 'c').allowed, true);
  const started = process.hrtime.bigint();
  assert.equal(await limiter.flush(), false, 'nothing is written while the lock is held');
  assert.ok(process.hrtime.bigint() - started < 1_000_000_000n, 'flush gives up at once on a lock');
  assert.equal(await db.rows.count(sql`SELECT count(*) AS n FROM rate_limit_hits`), 0);
  await other.release();
  await limiter.flush();
  assert.equal(await db.rows.count(sql`SELECT hits FROM rate_limit_hits WHERE client = 'c'`), 1);
  await limiter.close();
  await db.close();
});

test('over the limit a route answers 429 with Retry-After and a readable message; scale 0 turns limits off', async () => {
  const dir = temporaryDir('limits');
  for (const [scale, expectLimited] of [[1, true], [0, false]] as const) {
    const db = await openLimitsDb(path.join(dir, `route-${scale}.sqlite`));
    const app = Fastify();
    installErrorHandling(app);
    installRateLimiter(app, limiterOn(db, scale));
    app.get('/limited', async (request, reply) => {
      await enforceRateLimit(request, reply, rule);
      return { ok: true };
    });
    const codes: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await app.inject({ method: 'GET', url: '/limited' });
      codes.push(last.statusCode);
    }
    if (expectLimited) {
      assert.deepEqual(codes, [200, 200, 200, 429, 429]);
      assert.ok(Number(last?.headers['retry-after']) >= 1);
      assert.match(last?.json().message, /^Too many requests\. Please wait \d+ (seconds|minutes?) and try again\.$/);
      assert.equal(last?.headers['x-ratelimit-limit'], undefined, 'the counts are not told');
    } else {
      assert.deepEqual(codes, [200, 200, 200, 200, 200]);
    }
    await app.close();
    await db.close();
  }
});

test('a flush writes only what changed, and counters of ended windows are forgotten (memory and flush time stay bounded)', async () => {
  const db = await openLimitsDb(path.join(temporaryDir('limits'), 'many.sqlite'));
  let now = 20_000_000;
  const limiter = limiterOn(db, 1, () => now);
  // The rows a flush writes: SQLite counts them (total_changes()); on PostgreSQL each row written
  // gets a new version (xmin), so the rows whose version moved are the rows written.
  const written = async (flush: () => Promise<unknown>): Promise<number> => {
    if (db.rows.engine === 'sqlite') {
      const changes = () => db.rows.count(sql`SELECT total_changes() AS n`);
      const before = await changes();
      await flush();
      return (await changes()) - before;
    }
    const versions = async () => new Map((await db.rows.all(sql<{ key: string; version: string }>`SELECT rule || ' ' || client || ' ' || window_start AS key, xmin::text AS version FROM rate_limit_hits`)).map((row) => [row.key, row.version]));
    const before = await versions();
    await flush();
    return [...(await versions())].filter(([key, version]) => before.get(key) !== version).length;
  };
  for (let i = 0; i < 2000; i++) hit(limiter, `client-${i}`);
  await limiter.flush();
  // Later in the same window, one client comes back: one row is written, not every client's.
  now += 5_000;
  hit(limiter, 'client-7');
  assert.equal(await written(() => limiter.flush()), 1);
  assert.equal(await db.rows.count(sql`SELECT hits FROM rate_limit_hits WHERE client = 'client-7'`), 2);
  // Once the window has ended its counters go, whatever else is tracked.
  now += 60_000;
  hit(limiter, 'newcomer');
  await limiter.flush();
  assert.equal(limiter.tracked, 1);
  await limiter.close();
  await db.close();
});

test('an IPv6 client is limited by its /64 (it could take a new address per request); IPv4-mapped addresses are IPv4', async () => {
  assert.equal(clientKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::');
  assert.equal(clientKey('2001:DB8:1:2:ffff:ffff:ffff:ffff'), '2001:db8:1:2::');
  assert.equal(clientKey('2001:db8::1'), '2001:db8::');
  assert.equal(clientKey('fe80::1%eth0'), 'fe80::');
  assert.equal(clientKey('::ffff:10.1.2.3'), '10.1.2.3');
  assert.equal(clientKey('::ffff:a01:203'), '10.1.2.3');
  assert.equal(clientKey('10.1.2.3'), '10.1.2.3');
  assert.equal(clientKey('::1'), '::');

  const db = await openLimitsDb(path.join(temporaryDir('limits'), 'v6.sqlite'));
  const app = Fastify();
  installErrorHandling(app);
  installRateLimiter(app, limiterOn(db));
  app.get('/limited', async (request, reply) => {
    await enforceRateLimit(request, reply, rule);
    return { ok: true };
  });
  const status = async (remoteAddress: string) => (await app.inject({ method: 'GET', url: '/limited', remoteAddress })).statusCode;
  const rotated = [];
  for (let i = 1; i <= 5; i++) rotated.push(await status(`2001:db8:5:5::${i.toString(16)}`));
  assert.deepEqual(rotated, [200, 200, 200, 429, 429]);
  assert.equal(await status('2001:db8:5:6::1'), 200, 'the next /64 is another client');
  const mapped = [await status('10.9.9.9'), await status('::ffff:10.9.9.9'), await status('10.9.9.9'), await status('::ffff:10.9.9.9')];
  assert.deepEqual(mapped, [200, 200, 200, 429]);
  await app.close();
  await db.close();
});

test('route limits of two server copies on one file add up (the store writes each rule under its name)', async () => {
  const file = path.join(temporaryDir('limits'), 'routes-shared.sqlite');
  const copies = [await openLimitsDb(file), await openLimitsDb(file)].map((db) => {
    const app = Fastify();
    installErrorHandling(app);
    const limiter = limiterOn(db);
    installRateLimiter(app, limiter);
    app.get('/limited', { onRequest: rateLimited(rule) }, async () => ({ ok: true }));
    return { app, db, limiter };
  });
  const [a, b] = copies as [(typeof copies)[0], (typeof copies)[0]];
  const status = async (copy: typeof a) => (await copy.app.inject({ method: 'GET', url: '/limited' })).statusCode;
  assert.deepEqual([await status(a), await status(a)], [200, 200]);
  await a.limiter.flush();
  assert.equal(await a.db.rows.count(sql`SELECT hits FROM rate_limit_hits WHERE rule = ${rule.name}`), 2);
  assert.equal(await status(b), 200);
  await b.limiter.flush();
  assert.equal(await status(b), 429, "b counts a's two hits and its own");
  for (const copy of copies) {
    await copy.app.close();
    await copy.db.close();
  }
});

test('a key chosen by the caller (an address, not a client) is counted by the same library and store: any client, one count, shared by copies', async () => {
  const file = path.join(temporaryDir('limits'), 'keyed.sqlite');
  const copies = [await openLimitsDb(file), await openLimitsDb(file)].map((db) => {
    const app = Fastify();
    installErrorHandling(app);
    const limiter = limiterOn(db);
    installRateLimiter(app, limiter);
    app.post<{ Body: { email: string } }>('/forgot', async (request) => {
      // The client's own limit, then the address's: the page words the refusal itself.
      const clientWait = await limitWait(request, { ...rule, name: 'per-client', limit: 100 });
      const addressWait = await limitWait(request, rule, `mail:${request.body.email}`);
      return { clientWait, addressWait };
    });
    return { app, db, limiter };
  });
  const [a, b] = copies as [(typeof copies)[0], (typeof copies)[0]];
  const ask = async (copy: typeof a, remoteAddress: string, email = 'reader@example.org') =>
    (await copy.app.inject({ method: 'POST', url: '/forgot', remoteAddress, payload: { email } })).json<{ clientWait: number; addressWait: number }>();
  assert.equal((await ask(a, '10.0.0.1')).addressWait, 0);
  assert.equal((await ask(a, '10.0.0.2')).addressWait, 0, 'another client, the same address');
  await a.limiter.flush();
  assert.equal(await a.db.rows.count(sql`SELECT hits FROM rate_limit_hits WHERE rule = ${rule.name} AND client = 'mail:reader@example.org'`), 2);
  assert.equal((await ask(b, '10.0.0.3')).addressWait, 0, 'the third of three, counted by the other copy');
  await b.limiter.flush();
  const refused = await ask(b, '10.0.0.4');
  assert.ok(refused.addressWait >= 1 && refused.addressWait <= 60, `wait ${refused.addressWait}`);
  assert.equal(refused.clientWait, 0, 'the client limit is its own count');
  assert.equal((await ask(b, '10.0.0.4', 'other@example.org')).addressWait, 0, 'another address is not limited');
  for (const copy of copies) {
    await copy.app.close();
    await copy.db.close();
  }
});
