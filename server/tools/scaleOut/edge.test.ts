// The edge check: the real server behind Varnish with the shipped VCL (deploy/varnish/default.vcl)
// and HAProxy with the shipped configuration, on loopback (edgeSite.ts). What a shared cache must do
// for this site: readers with cookies that do not change the page get hits; a signed-in reader's page
// and a form's token never reach anyone else; a publish purges the article's page, its journal's home
// and its lists, fresh through the cache within 2 s. The publish is the import command run beside the
// site (importRun.ts), which purges the cache after its commit. Where Varnish or HAProxy cannot be had
// the check says so: in CI it fails, elsewhere it is skipped.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DatabaseSync } from 'node:sqlite';
import fs from 'node:fs';
import { temporaryDir } from '../../test-support/testFiles.ts';
import { assertBuilt } from '../../test-support/ssrFixture.ts';
import { startEdgeSite, type EdgeSite } from './edgeSite.ts';
import { haproxyBinary } from './haproxyProcess.ts';
import { varnishUnavailable } from './varnishProcess.ts';
import { AddressClient, SIGNED_IN_HEADER, signedInReader } from './siteClients.ts';
import { articlePackage, journalOfNewest, lastPublishedAt, returningReaderCookies, runImport } from './importRun.ts';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const unavailable = varnishUnavailable() ?? (fs.existsSync(haproxyBinary) ? null : `no haproxy at ${haproxyBinary}: install Debian's haproxy (the test setup does), or set HAPROXY_PATH`);

interface Fetched {
  status: number;
  cache: string | null;
  headers: Headers;
  body: string;
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

if (unavailable) {
  const message = `The edge check (Varnish and HAProxy with the shipped configurations) did not run: ${unavailable}`;
  if (ci) {
    test('the site behind Varnish and HAProxy', () => {
      throw new Error(message);
    });
  } else {
    process.stderr.write(`\n*** ${message} ***\n`);
    test('the site behind Varnish and HAProxy', { skip: message }, () => {});
  }
} else {
  describe('the site behind Varnish with the shipped VCL and HAProxy', { timeout: 600_000 }, () => {
    let edge: EdgeSite;
    const dir = temporaryDir('edge');
    const page = async (target: string, cookie?: string): Promise<Fetched> => {
      const response = await fetch(`${edge.varnish.origin}${target}`, { headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });
      return { status: response.status, cache: response.headers.get('x-cache'), headers: response.headers, body: await response.text() };
    };

    before(async () => {
      assertBuilt();
      edge = await startEdgeSite({ databaseUrl: null, dir, copies: 1 });
    });

    after(async () => {
      await edge?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    test('a returning reader with privacy, banner and cache-mode cookies gets hits, and the same page as a reader without cookies', async () => {
      const [latest] = (await (await fetch(`${edge.varnish.origin}/api/articles/latest?count=1`)).json()) as { path: string }[];
      // Its text prepared, as the import leaves every article (a first preparation can outlast a render's 3 s on a busy machine).
      await (await fetch(`${edge.copies[0]!.origin}/api/articles${latest!.path}`)).arrayBuffer();
      for (const target of ['/about', latest!.path]) {
        const first = await page(target, returningReaderCookies);
        assert.equal(first.status, 200);
        assert.equal(first.headers.get('set-cookie'), null);
        assert.equal(first.headers.get('cache-control'), 'public, max-age=0, s-maxage=60');
        assert.equal(first.headers.get('vary'), 'Accept-Encoding');
        assert.equal(first.headers.get('xkey'), null, 'the keys stay in the cache');
        const again = await page(target, returningReaderCookies);
        assert.equal(again.cache, 'hit', `${target} again: ${again.cache}`);
        const withoutCookies = await page(target);
        assert.equal(withoutCookies.cache, 'hit');
        assert.equal(withoutCookies.body, again.body, 'one copy for every anonymous reader');
      }
    });

    test("an article page served from the cache still counts each reader's view once (its include reaches the server)", async () => {
      const database = new DatabaseSync(edge.site.env.DATABASE_PATH!, { readOnly: true });
      try {
        const { id, path: articlePath } = database
          .prepare(`SELECT a.id, '/' || j.issn || '/' || v.volume || '/' || i.issue || '/' || a.identifier AS path FROM articles a JOIN journals j ON j.id = a.journal_id
                    JOIN issues i ON i.id = a.issue_id JOIN volumes v ON v.id = i.volume_id ORDER BY a.id LIMIT 1 OFFSET 3`)
          .get() as { id: number; path: string };
        const views = () => (database.prepare('SELECT views FROM articles WHERE id = ?').get(id) as { views: number }).views;
        const before = views();
        const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
        const seen: string[] = [];
        // Reader A renders it (a miss), reader B and reader A again get the kept page.
        for (const address of ['127.0.0.21', '127.0.0.22', '127.0.0.21']) {
          const reader = new AddressClient(edge.varnish.origin, address);
          const answer = await reader.request('GET', articlePath, { headers: browser });
          reader.close();
          assert.equal(answer.status, 200);
          assert.doesNotMatch(answer.body, /esi:include/, 'the cache replaced the include');
          seen.push(String(answer.headers['x-cache']));
        }
        assert.deepEqual(seen, ['miss', 'hit', 'hit']);
        // Views are written about a second later; a reader counts once (COUNTER sessions).
        await until('both readers counted', 5000, async () => (views() >= before + 2 ? true : null));
        await new Promise((resolve) => setTimeout(resolve, 1500));
        assert.equal(views(), before + 2);
      } finally {
        database.close();
      }
    });

    test("a signed-in reader's header and form token are never served to anyone else", async () => {
      const { reader, landedAt } = await signedInReader(edge.varnish.origin, edge.copies.map((copy) => copy.outboxDir), `edge.${Date.now()}@example.org`, '/about/mission');
      assert.equal(landedAt, `${edge.varnish.origin}/about/mission`);

      // Pages the cache had never seen, asked for by the signed-in reader first.
      for (const target of ['/about/mission', '/about/history', '/subscribe']) {
        const own = await reader.request(target);
        const html = await own.text();
        assert.equal(own.headers.get('x-cache'), 'pass', target);
        assert.match(own.headers.get('cache-control') ?? '', /\bprivate\b/, target);
        assert.match(html, />Log out</, `${target}: the reader's own header`);
        for (let n = 0; n < 2; n += 1) {
          const other = await page(target, returningReaderCookies);
          assert.doesNotMatch(other.body, SIGNED_IN_HEADER, `${target}: someone else never gets the signed-in header`);
          assert.match(other.body, />Sign in</);
        }
      }
      // A form's token is the reader's own: rendered for each, never stored.
      const token = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1];
      const readerToken = token(await (await reader.request('/subscribe')).text());
      assert.ok(readerToken, 'the form page carries a token');
      const anonymous = [await page('/subscribe', returningReaderCookies), await page('/subscribe', returningReaderCookies)];
      for (const answer of anonymous) {
        assert.notEqual(answer.cache, 'hit');
        assert.match(answer.headers.get('cache-control') ?? '', /no-store/);
        assert.ok(token(answer.body) && token(answer.body) !== readerToken);
      }
      // A page that shows no form is the same for everyone: the journal's alert box asks for no token.
      const [journal] = (await (await fetch(`${edge.varnish.origin}/api/journals/public`)).json()) as { value: string }[];
      const home = await page(`/journal/${journal!.value}`);
      assert.equal(home.headers.get('cache-control'), 'public, max-age=0, s-maxage=60');
      assert.doesNotMatch(home.body, /name="_csrf"/);
    });

    test("an import purges the article's page, its journal's home and its issue's contents: fresh through the cache within 2 s, and nothing else", async () => {
      const databasePath = edge.site.env.DATABASE_PATH!;
      const journal = journalOfNewest(databasePath);
      const journalHome = `/journal/${journal.nameSystem}`;
      const run = `${Date.now()}`;
      const today = new Date().toISOString().slice(0, 10);
      const packages = temporaryDir('edge-packages');
      // An article of the journal first, so that the issue of today's articles and its next address are known.
      const [first] = await runImport(edge.site.env, [articlePackage(packages, 'first', { doi: `10.5555/edge.${run}.1`, issn: journal.issn, date: today, title: `Edge check: the issue's first ${run}` })]);
      assert.equal(first?.status, 'imported', JSON.stringify(first));
      const firstPath = new URL(first!.url!).pathname;
      const contents = firstPath.split('/').slice(0, 4).join('/');
      // Identifiers count up within a volume: the next article of the issue is the next identifier.
      const nextPath = `${contents}/${Number(firstPath.split('/')[4]) + 1}`;
      const title = `Edge check: a publish seen through the cache ${run}`;
      // What the cache holds before: the next address (nothing there yet: 404), the journal's home, the contents, an unrelated page.
      for (const target of [nextPath, journalHome, contents, '/about']) {
        await page(target);
        const kept = await page(target);
        assert.equal(kept.cache, 'hit', `${target} is kept before the publish`);
        assert.doesNotMatch(kept.body, new RegExp(title));
      }
      assert.equal((await page(nextPath)).status, 404);

      // The publish: the import command, which commits, purges the cache and prepares the page's text.
      const fresh: Record<string, number> = {};
      const watching = Promise.all(
        [nextPath, journalHome, contents].map(async (target) => {
          const seen = await until(`${target} fresh through the cache`, 60_000, async () => ((await page(target)).body.includes(title) ? Date.now() : null));
          fresh[target] = seen.value;
        }),
      );
      const [published] = await runImport(edge.site.env, [articlePackage(packages, 'second', { doi: `10.5555/edge.${run}.2`, issn: journal.issn, date: today, title })]);
      assert.equal(published?.status, 'imported', JSON.stringify(published));
      assert.equal(new URL(published!.url!).pathname, nextPath);
      await watching;
      const committed = lastPublishedAt(databasePath);
      const ms = Object.fromEntries(Object.entries(fresh).map(([target, at]) => [target, at - committed]));
      process.stdout.write(`# after the import's commit, fresh through the cache in ms: ${JSON.stringify(ms)}\n`);
      for (const [target, after] of Object.entries(ms)) assert.ok(after <= 2000, `${target} fresh ${after} ms after the commit`);
      assert.equal((await page(nextPath)).status, 200);
      assert.equal((await page('/about')).cache, 'hit', 'a page showing none of the keys stays kept');
      fs.rmSync(packages, { recursive: true, force: true });
    });
  });
}
