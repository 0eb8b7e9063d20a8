// The scale-out proof: two copies of the real server (main.ts, processes of their own,
// the same build, SESSION_SECRET and RELEASES_DIR, each with its own local folder as on a machine of
// its own) on one PostgreSQL database, behind HAProxy with the shipped configuration
// (deploy/haproxy/haproxy.cfg) on loopback. Every request of a reader goes to the next copy in turn
// (round robin, no sticky sessions), and each answer says which copy gave it (X-Upstream).
// Where PostgreSQL cannot be had the check says so loudly: in CI it fails, elsewhere it is skipped.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { repositoryRoot } from '../../src/platform/paths.ts';
import { postgresUnavailable, testPostgres, type TestPostgres } from '../../test-support/postgresServer.ts';
import { temporaryDir } from '../../test-support/testFiles.ts';
import { assertBuilt } from '../../test-support/ssrFixture.ts';
import { BrowserClient, hiddenFields, linkHref } from '../../test-support/auth/browserClient.ts';
import { ReleaseClient } from '../../src/features/releases/service/releaseClient.ts';
import { runCommand, startScaledSite, type ScaledSite } from './serverCopies.ts';
import { AddressClient, linkIn, outboxFiles, waitForMail } from './siteClients.ts';
import { UPSTREAM_HEADER, copyIndexOf } from './haproxyProcess.ts';
import { loadWhileKilling } from './loadWhileKilling.ts';

/**
 * Whether a page runs `build`, as its inlined release manifest names it: a release's own "name" then
 * "build" (a last known good build is named there too, without a name of its own).
 */
const runsBuild = (page: string, build: string): boolean => new RegExp(`"name":"[^"]+","build":"${build}"`).test(page);

const ci = process.env.CI === 'true' || process.env.CI === '1';
const unavailable = postgresUnavailable();

interface UserAnswer {
  isLoggedIn: boolean;
  email?: string;
}

/** What each copy answered to `count` requests of `target` in a row through the proxy. */
async function answersByCopy<T>(browser: BrowserClient, target: string, count: number): Promise<Map<number, T[]>> {
  const byCopy = new Map<number, T[]>();
  for (let n = 0; n < count; n += 1) {
    const response = await browser.request(target);
    const copy = copyIndexOf(response.headers.get(UPSTREAM_HEADER));
    byCopy.set(copy, [...(byCopy.get(copy) ?? []), (await response.json()) as T]);
  }
  return byCopy;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (unavailable) {
  const message = `PostgreSQL cannot be had, so the two-server check did not run: ${unavailable}`;
  if (ci) {
    test('two server copies on one PostgreSQL behind a proxy', () => {
      throw new Error(message);
    });
  } else {
    process.stderr.write(`\n*** ${message} ***\n`);
    test('two server copies on one PostgreSQL behind a proxy', { skip: message }, () => {});
  }
} else {
  describe('two server copies on one PostgreSQL behind HAProxy', { timeout: 240_000 }, () => {
    let database: TestPostgres;
    let site: ScaledSite;
    let pool: pg.Pool;
    let outboxDirs: string[];
    /** The release token and the second build of mf-static-pages the release test published. */
    let release: { token: string; build: string } | null = null;
    const dir = temporaryDir('scale-out');
    const rows = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];

    before(async () => {
      assertBuilt();
      database = await testPostgres();
      pool = new pg.Pool({ connectionString: database.url, max: 2 });
      // An idle connection ended by the server (the database dropped at the end of the run) is no
      // failure of these tests; without a listener pg throws it as an uncaught exception.
      pool.on('error', () => undefined);
      // Each copy's own disk (the auth state folder beside DATABASE_PATH) is its own, as on two machines.
      site = await startScaledSite({ databaseUrl: database.url, dir, count: 2, copyEnv: (index) => ({ DATABASE_PATH: path.join(dir, `copy-${index}`, 'auth-only.sqlite') }) });
      outboxDirs = site.copies.map((copy) => copy.outboxDir);
    });

    after(async () => {
      await site?.close();
      await pool?.end();
      await database?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    test('a reader signs up, confirms the address and signs in through the proxy, and is signed in (and then out) on both copies', async () => {
      const browser = new BrowserClient(site.proxy.origin);
      const email = `two.copies.${Date.now()}@example.org`;
      const password = 'correct horse battery';
      const { url } = await browser.json<{ url: string }>(`/api/auth/login?returnTo=${encodeURIComponent('/about')}`);
      const signIn = await browser.open(url);
      assert.match(signIn.html, /<h1>Sign in<\/h1>/);
      const register = await browser.open(linkHref(signIn.html, 'Create an account'));
      const registered = await browser.submit(register.html, 'Create account', { name: 'Ada Copies', email, password });
      assert.match(registered.html, /We have sent a message to/);
      const verification = await waitForMail(outboxDirs, email, /Confirm your email address/);
      const asked = await browser.open(linkIn(verification, /^\/oidc\/verify\//));
      const confirmed = await browser.submit(asked.html, 'Confirm my email address');
      assert.match(confirmed.html, /Your email address is confirmed/);
      const again = await browser.open(linkHref(confirmed.html, 'Continue to sign in'));
      const landed = await browser.submit(again.html, 'Sign in', { email, password });
      assert.equal(landed.url, `${site.proxy.origin}/about`);

      const signedIn = await answersByCopy<UserAnswer>(browser, '/api/user', 4);
      assert.deepEqual([...signedIn.keys()].sort(), [0, 1], 'both copies answered');
      for (const [copy, answers] of signedIn) for (const answer of answers) assert.equal(answer.isLoggedIn && answer.email, email, `signed in on copy ${copy}`);

      // Sign out through whichever copy the proxy picks; the session ends on both.
      // The provider's sign-out page checks the ID token the sign-in's copy had signed: opened twice in
      // a row, once on each copy, both accept it (each copy holding a key of its own would not).
      const { url: logoutUrl } = await browser.json<{ url: string }>(`/api/auth/logout/url?returnTo=${encodeURIComponent('/about')}`);
      const confirms = [await browser.request(logoutUrl), await browser.request(logoutUrl)];
      assert.deepEqual(confirms.map((answer) => copyIndexOf(answer.headers.get(UPSTREAM_HEADER))).sort(), [0, 1]);
      const pages = await Promise.all(confirms.map((answer) => answer.text()));
      for (const [at, answer] of confirms.entries()) assert.equal(answer.status, 200, pages[at]);
      const { action, fields } = hiddenFields(pages[1]!, 'op.logoutForm');
      const out = await browser.open(action, { form: { ...fields, logout: 'yes' } });
      assert.equal(out.url, `${site.proxy.origin}/about`);
      const signedOut = await answersByCopy<UserAnswer>(browser, '/api/user', 2);
      assert.deepEqual([...signedOut.keys()].sort(), [0, 1]);
      for (const answers of signedOut.values()) for (const answer of answers) assert.equal(answer.isLoggedIn, false);
    });

    test("a release promoted through one copy is on the other's next page within a second or two, and so is a rollback through the other", async () => {
      const created = await runCommand(site.site, 'release.ts', ['token', 'create', 'all', 'scale-out-check']);
      const token = created.trim().split('\n').pop()!;
      // A second build of a remote: its built files and one more, so its id (a hash of its files) differs.
      const changed = path.join(dir, 'mf-static-pages-next');
      fs.cpSync(path.join(repositoryRoot, 'mf-static-pages', 'dist'), changed, { recursive: true });
      fs.writeFileSync(path.join(changed, 'scale-out-check.txt'), `published at ${new Date().toISOString()}\n`);
      const { build } = await new ReleaseClient(site.proxy.origin, token).publish('mf-static-pages', changed);
      release = { token, build };
      const [first, second] = site.copies;
      const pageNames = (origin: string, id: string) => async () => {
        const answer = await fetch(`${origin}/about`);
        return runsBuild(await answer.text(), id) ? true : null;
      };
      const before = (await (await fetch(`${second!.origin}/api/releases/manifest`)).json()) as { remotes: Record<string, { build: string }> };
      const previous = before.remotes['mf-static-pages']!.build;
      assert.equal(await pageNames(second!.origin, build)(), null, 'not on the page before it is promoted');

      await new ReleaseClient(first!.origin, token).promote('mf-static-pages', build);
      const promoted = await until('the promoted build on the other copy', 3000, pageNames(second!.origin, build));
      await new ReleaseClient(second!.origin, token).rollback('mf-static-pages');
      const rolledBack = await until('the rollback on the first copy', 3000, pageNames(first!.origin, previous));
      assert.equal(await pageNames(first!.origin, build)(), null);
      process.stdout.write(`# promote seen on the other copy after ${promoted.ms} ms, rollback after ${rolledBack.ms} ms\n`);
      const audit = await new ReleaseClient(site.proxy.origin, token).audit({ app: 'mf-static-pages', limit: 5 });
      assert.deepEqual(audit.slice(0, 2).map((entry) => entry.action), ['rollback', 'promote'], 'one audit log, both changes in it');
    });

    test('a canary started through one copy gives each reader one build, whichever copy answers', async () => {
      const { token, build } = release!;
      const [first, second] = site.copies;
      await new ReleaseClient(first!.origin, token).promote('mf-static-pages', build, 50);
      // The other copy knows the canary once a reader of a canary bucket (under 50) gets its build there.
      await until('the canary on the other copy', 3000, async () => (runsBuild(await (await fetch(`${second!.origin}/about`, { headers: { cookie: 'oap_canary_bucket=7' } })).text(), build) ? true : null));
      const builds = new Set<boolean>();
      for (let reader = 0; reader < 6; reader += 1) {
        const browser = new BrowserClient(site.proxy.origin);
        const pages = [];
        for (let n = 0; n < 4; n += 1) {
          const response = await browser.request('/about');
          pages.push({ copy: copyIndexOf(response.headers.get(UPSTREAM_HEADER)), canary: runsBuild(await response.text(), build) });
        }
        assert.ok(browser.cookies.has('oap_canary_bucket'), 'the first page gave the reader a bucket');
        assert.deepEqual(new Set(pages.map((page) => page.copy)), new Set([0, 1]));
        assert.equal(new Set(pages.map((page) => page.canary)).size, 1, `one build for this reader on both copies: ${JSON.stringify(pages)}`);
        builds.add(pages[0]!.canary);
      }
      process.stdout.write(`# six new readers during a 50 % canary: ${builds.size === 2 ? 'some got the canary, some the active build' : 'all got one build'}\n`);
      await new ReleaseClient(second!.origin, token).canary('mf-static-pages', 'abort');
    });

    test('forms sent through both copies (the API and pages without scripts) are each stored once', async () => {
      const reader = new AddressClient(site.proxy.origin, '127.0.0.8');
      const marker = `two-copies-forms-${Date.now()}`;
      const sent: Array<{ reference: string | null; status: number; upstream: number }> = [];
      // The tokens first: then the posts alone take turns through the proxy, and reach both copies.
      const tokens: string[] = [];
      for (let n = 0; n < 12; n += 1) tokens.push(await reader.formToken());
      for (const [n, token] of tokens.entries()) sent.push(await reader.sendFeedback(`${marker} ${n}`, `forms.${n}@example.org`, n % 3 === 2 ? 'page' : 'api', token));
      reader.close();
      for (const answer of sent) assert.ok(answer.reference, `accepted (${answer.status})`);
      assert.deepEqual([...new Set(sent.map((answer) => answer.upstream))].sort(), [0, 1], 'both copies took forms');
      const stored = await rows<{ reference: string; n: string }>(`SELECT reference, count(*) AS n FROM form_submissions WHERE payload LIKE $1 GROUP BY reference`, [`%${marker}%`]);
      assert.deepEqual(stored.map((row) => row.reference).sort(), sent.map((answer) => answer.reference).sort());
      assert.ok(stored.every((row) => Number(row.n) === 1));
    });

    test("a catalogue change committed elsewhere is in both copies' kept journal answers at once", async () => {
      const [journal] = await rows<{ name_system: string; name: string }>('SELECT name_system, name FROM journals WHERE is_public = 1 ORDER BY id LIMIT 1');
      const nameOn = (origin: string) => async () => ((await (await fetch(`${origin}/api/journals/${journal!.name_system}/single/base`)).json()) as { name: string }).name;
      // Both copies keep the answer (features/catalogueApi/journalsCache.ts) ...
      for (const copy of site.copies) assert.equal(await nameOn(copy.origin)(), journal!.name);
      // ... until the catalogue's change count (catalogue_changes, raised by every write to it) moves.
      await pool.query(`UPDATE journals SET name = name || ' (renamed)' WHERE name_system = $1`, [journal!.name_system]);
      try {
        for (const copy of site.copies) {
          const seen = await until(`the new name on copy ${copy.index}`, 1000, async () => ((await nameOn(copy.origin)()) === `${journal!.name} (renamed)` ? true : null));
          assert.ok(seen.value);
        }
      } finally {
        await pool.query('UPDATE journals SET name = $2 WHERE name_system = $1', [journal!.name_system, journal!.name]);
      }
    });

    test('an OAI-PMH harvest begun on one copy resumes on the other (the resumption token is signed, nothing is kept)', async () => {
      const [first, second] = site.copies;
      const firstPage = await (await fetch(`${first!.origin}/oai?verb=ListRecords&metadataPrefix=oai_dc`)).text();
      const token = /<resumptionToken[^>]*completeListSize="(\d+)"[^>]*>([^<]+)<\/resumptionToken>/.exec(firstPage);
      assert.ok(token, `a first page with a resumption token:\n${firstPage.slice(0, 500)}`);
      const nextPage = await (await fetch(`${second!.origin}/oai?verb=ListRecords&resumptionToken=${encodeURIComponent(token[2]!)}`)).text();
      assert.doesNotMatch(nextPage, /<error/);
      const records = (page: string) => page.match(/<record>/g)?.length ?? 0;
      assert.equal(records(firstPage) + records(nextPage), Number(token[1]), 'the whole list between the two copies');
    });

    test("a reader's views of an article through both copies count once (COUNTER sessions are shared), another reader's once more", async () => {
      const [latest] = (await (await fetch(`${site.proxy.origin}/api/articles/latest`)).json()) as { id: number; path: string }[];
      const views = async () => Number((await rows<{ views: string }>('SELECT views FROM articles WHERE id = $1', [latest!.id]))[0]!.views);
      const before = await views();
      const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
      for (const address of ['127.0.0.12', '127.0.0.13']) {
        const reader = new AddressClient(site.proxy.origin, address);
        const copies = new Set<number>();
        for (let n = 0; n < 4; n += 1) {
          const answer = await reader.request('GET', `/api/articles${latest!.path}`, { headers: browser });
          assert.equal(answer.status, 200);
          copies.add(answer.upstream);
        }
        reader.close();
        assert.deepEqual([...copies].sort(), [0, 1]);
      }
      // Each copy writes its views about a second later (usage_sessions decides which count).
      await until('the two readers counted', 5000, async () => ((await views()) >= before + 2 ? true : null));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(await views(), before + 2);
    });

    test("one reader's form limit counts across both copies: 30 posts spread over both are taken, then both refuse", async () => {
      const reader = new AddressClient(site.proxy.origin, '127.0.0.9');
      const tokens: string[] = [];
      for (let n = 0; n < 32; n += 1) tokens.push(await reader.formToken());
      const taken = [];
      for (const [n, token] of tokens.slice(0, 30).entries()) taken.push(await reader.sendFeedback(`limit ${n}`, 'limit@example.org', 'api', token));
      assert.deepEqual(taken.map((answer) => answer.status), Array(30).fill(201), 'the limit is 30 in 10 minutes');
      assert.deepEqual([...new Set(taken.map((answer) => answer.upstream))].sort(), [0, 1]);
      // Each copy counts a hit at once and shares its counts in batches (limits/rateLimiter.ts): once
      // both batches are stored, each copy reads the other's at its next flush (every 500 ms).
      await until('both copies stored their share of the 30', 10_000, async () => {
        const [stored] = await rows<{ hits: string }>(`SELECT sum(hits) AS hits FROM rate_limit_hits WHERE rule = 'form' AND client = $1`, ['127.0.0.9']);
        return Number(stored?.hits) >= 30 ? true : null;
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const refused = [await reader.sendFeedback('limit 30', 'limit@example.org', 'api', tokens[30]), await reader.sendFeedback('limit 31', 'limit@example.org', 'api', tokens[31])];
      reader.close();
      assert.deepEqual(refused.map((answer) => [answer.upstream, answer.status]).sort(), [[0, 429], [1, 429]], 'each copy, having taken about 15 itself, refuses the 31st');
      assert.ok(Number(refused[0]!.headers['retry-after']) > 0);
    });

    test("each subscriber's alert mail is written once, with both copies' senders running and two alert runs at once", async () => {
      const reader = new AddressClient(site.proxy.origin, '127.0.0.10');
      const journals = await rows<{ name_system: string }>(
        'SELECT j.name_system FROM journals j JOIN articles a ON a.journal_id = j.id WHERE j.is_public = 1 GROUP BY j.name_system ORDER BY count(*) DESC LIMIT 3',
      );
      const subscribers = Array.from({ length: 8 }, (_, n) => ({ email: `alert.${n}.${Date.now()}@example.org`, journal: journals[n % journals.length]!.name_system }));
      const tokens: string[] = [];
      for (const _ of subscribers) tokens.push(await reader.formToken());
      for (const [n, { email, journal }] of subscribers.entries()) {
        const answer = await reader.request('POST', '/api/subscriptions', { form: { _csrf: tokens[n]!, email, journals: journal }, headers: { accept: 'application/json' } });
        assert.equal(answer.status, 202, answer.body);
      }
      for (const { email } of subscribers) {
        const hash = /\/subscribe\/verify\/([A-Za-z0-9_-]+)/.exec(linkIn(await waitForMail(outboxDirs, email, /Confirm your subscription/), /^\/subscribe\/verify\//))![1]!;
        const confirmed = await reader.request('POST', '/api/subscriptions/verify', { form: { hash }, headers: { accept: 'application/json' } });
        assert.equal(confirmed.status, 200, confirmed.body);
      }
      reader.close();
      // The catalogue here is the corpus alone, published years ago: its newest articles of those
      // journals come in again today, as a production team's back-dated import does (a digest goes by
      // the day an article was published here too).
      await rows(
        `UPDATE articles SET imported_at = $1 WHERE id IN (SELECT id FROM (SELECT a.id, row_number() OVER (PARTITION BY a.journal_id ORDER BY a.id DESC) AS n
          FROM articles a JOIN journals j ON j.id = a.journal_id WHERE j.name_system = ANY($2::text[])) newest WHERE n <= 3) RETURNING id`,
        [new Date().toISOString(), journals.map((journal) => journal.name_system)],
      );

      const reports = await Promise.all([0, 1].map(() => runCommand(site.site, 'alerts.ts', ['--since', '2000-01-01'])));
      const mailed = reports.map((report) => Number(/(\d+) of \d+ subscribers mailed/.exec(report)?.[1] ?? NaN));
      assert.equal(mailed[0]! + mailed[1]!, subscribers.length, `two runs at once mail each subscriber once between them:\n${reports.join('\n')}`);
      const digests = await rows<{ id: string; recipient: string }>(`SELECT id, recipient FROM mail_outbox WHERE kind = 'alert-digest' ORDER BY id`);
      assert.deepEqual(digests.map((row) => row.recipient).sort(), subscribers.map((subscriber) => subscriber.email).sort(), 'one digest queued per subscriber');

      // The senders poll the outbox (every 5 s): wait until every queued message went out.
      await until('every queued mail sent', 30_000, async () => {
        const [pending] = await rows<{ n: string }>('SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL');
        return Number(pending!.n) === 0 ? true : null;
      });
      const files = outboxFiles(outboxDirs);
      const sent = await rows<{ id: string }>('SELECT id FROM mail_outbox WHERE sent_at IS NOT NULL ORDER BY id');
      assert.deepEqual(files.map((file) => file.rowId).sort((a, b) => a - b), sent.map((row) => Number(row.id)), 'every message of the outbox written exactly once, by one copy or the other');
      const byCopy = [0, 1].map((copy) => files.filter((file) => file.copy === copy).length);
      const digestsByCopy = [0, 1].map((copy) => files.filter((file) => file.copy === copy && file.kind === 'alert-digest').length);
      process.stdout.write(`# messages written by copy 0 and copy 1: ${byCopy.join(' and ')} (alert digests ${digestsByCopy.join(' and ')})\n`);
      assert.ok(byCopy.every((count) => count > 0), 'both senders delivered mail');
    });

    test('a copy killed (SIGKILL) under a load of form posts loses no accepted submission, and the other keeps answering', async () => {
      const marker = `two-copies-load-${Date.now()}`;
      const victim = site.copies[1]!;
      const { attempts, killedAt } = await loadWhileKilling({ origin: site.proxy.origin, workers: 6, durationMs: 5000, atMs: 2000, during: () => victim.stop('SIGKILL'), marker });
      const accepted = attempts.filter((attempt) => attempt.reference !== null);
      const broken = attempts.filter((attempt) => attempt.status === 0 || attempt.status === 502);
      const summary = `${attempts.length} posts, ${accepted.length} accepted, ${broken.length} cut off, copy 1 killed at ${killedAt} ms`;
      process.stdout.write(`# ${summary}\n`);
      assert.ok(accepted.some((attempt) => attempt.at < killedAt && attempt.upstream === 1), `copy 1 took posts before it was killed (${summary})`);
      const afterKill = accepted.filter((attempt) => attempt.at > killedAt + 1000);
      assert.ok(afterKill.length > 0 && afterKill.every((attempt) => attempt.upstream === 0), `copy 0 took every post after the kill (${summary})`);
      // Only what was under way on the killed copy fails (a worker sends one request at a time; a
      // connection to it the proxy had kept open may fail one more right after the kill).
      assert.ok(broken.every((attempt) => attempt.at >= killedAt && attempt.at < killedAt + 3000), `failures only at the kill: ${JSON.stringify(broken)}`);
      assert.ok(broken.length <= 12, summary);
      const stored = await rows<{ reference: string; n: string }>('SELECT reference, count(*) AS n FROM form_submissions WHERE payload LIKE $1 GROUP BY reference', [`%${marker}%`]);
      const storedOnce = new Set(stored.filter((row) => Number(row.n) === 1).map((row) => row.reference));
      const lost = accepted.filter((attempt) => !storedOnce.has(attempt.reference!));
      assert.deepEqual(lost, [], 'every accepted submission is stored, once');

      const page = await fetch(`${site.proxy.origin}/about`);
      assert.equal(page.status, 200);
      assert.equal(page.headers.get(UPSTREAM_HEADER), 'copy0');
    });
  });
}
