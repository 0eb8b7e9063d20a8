// Release delivery against the real server: the canary bucket cookie, preview links and
// their cookie, the release manifest each reader gets, and render reports into the registry's health.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { platformApp } from '../../../../test-support/platformFixture.ts';
import { writeRemoteBuild } from '../../../../test-support/testFiles.ts';
import type { ReleaseRegistry } from '../registry.ts';
import { openSiteRegistry } from '../siteRegistry.ts';
import type { ServerConfig } from '../../../app/config.ts';
import { linkKeyOf } from '../../../platform/security/linkKeys.ts';
import { PreviewTokens } from './previewTokens.ts';
import { cookieSentAfter } from '../../../../test-support/cookies.ts';

function cookieOf(setCookie: string | string[] | undefined, name: string): string | undefined {
  return [setCookie ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`));
}

describe('release delivery', () => {
  let app: FastifyInstance;
  let registry: ReleaseRegistry;
  let base: string;
  let config: ServerConfig;
  let active: string;
  let next: string;
  let searchToken: string;
  let journalToken: string;

  const manifestFor = async (cookie?: string): Promise<ReleaseManifest> =>
    (await app.inject({ url: '/api/releases/manifest', headers: cookie ? { cookie } : {} })).json();

  before(async () => {
    ({ app, registry, base, config } = await platformApp());
    active = registry.active('mf-search')!;
    next = (await registry.publish('mf-search', writeRemoteBuild(path.join(base, 'dist', 'mf-search-next'), 'mf-search', '/* mf-search v2 */'))).id;
    searchToken = (await registry.createToken('mf-search', 'search-ci')).secret;
    journalToken = (await registry.createToken('mf-journal', 'journal-ci')).secret;
  });
  after(() => app.close());

  test('without a canary no reader gets a bucket, and everyone gets the active builds', async () => {
    const page = await app.inject({ url: '/news', headers: { accept: 'text/html' } });
    assert.equal(cookieOf(page.headers['set-cookie'], 'oap_canary_bucket'), undefined);
    assert.equal((await manifestFor()).remotes['mf-search'].build, active);
  });

  test('while a canary runs, a new reader’s first page gives them a sticky bucket, and the bucket decides their build', async () => {
    await registry.promote('mf-search', next, { canaryPercent: 50, actor: 'test' });
    try {
      const page = await app.inject({ url: '/news', headers: { accept: 'text/html' } });
      const cookie = cookieOf(page.headers['set-cookie'], 'oap_canary_bucket');
      assert.match(cookie ?? '', /^oap_canary_bucket=\d{1,2};/);
      assert.match(cookie!, /HttpOnly/);
      assert.match(cookie!, /SameSite=Lax/);
      assert.match(cookie!, /Max-Age=31536000/);
      // The answer that hands out a bucket is this reader's: no shared cache hands it (and the cookie) to others.
      assert.match(page.headers['cache-control'] as string, /^private/);
      // A reader who has a bucket keeps it: no new cookie.
      const again = await app.inject({ url: '/news', headers: { accept: 'text/html', cookie: cookieSentAfter(cookie) } });
      assert.equal(cookieOf(again.headers['set-cookie'], 'oap_canary_bucket'), undefined);
      assert.equal((await manifestFor('oap_canary_bucket=10')).remotes['mf-search'].build, next);
      assert.equal((await manifestFor('oap_canary_bucket=49')).remotes['mf-search'].build, next);
      assert.equal((await manifestFor('oap_canary_bucket=50')).remotes['mf-search'].build, active);
      assert.equal((await manifestFor('oap_canary_bucket=not-a-bucket')).remotes['mf-search'].build, active);
      assert.equal((await manifestFor()).remotes['mf-journal'].build, registry.active('mf-journal'), 'other remotes stay');
      // The page names the reader's builds, and a page of one set of builds is never another reader's.
      const inlined = async (bucket: number) => {
        const body = (await app.inject({ url: '/search?q=canary', headers: { accept: 'text/html', cookie: `oap_canary_bucket=${bucket}` } })).body;
        return (JSON.parse(/<script id="oap-release-manifest"[^>]*>(.*?)<\/script>/.exec(body)![1]!) as ReleaseManifest).remotes['mf-search'].build;
      };
      assert.equal(await inlined(10), next);
      assert.equal(await inlined(90), active);
      assert.equal(await inlined(10), next);
      assert.equal(await inlined(90), active);
    } finally {
      await registry.abortCanary('mf-search', 'test');
    }
    assert.equal((await manifestFor('oap_canary_bucket=10')).remotes['mf-search'].build, active, 'an aborted canary reaches nobody');
  });

  test('a preview link needs a token for the remote (or a release manager), and is refused for unknown or foreign builds', async () => {
    const ask = (app_: string, build: string, token?: string) =>
      app.inject({ method: 'POST', url: `/api/releases/${app_}/preview`, payload: { build }, headers: token ? { authorization: `Bearer ${token}` } : {} });
    assert.equal((await ask('mf-search', next)).statusCode, 401);
    assert.equal((await ask('mf-search', next, 'oaprel_made-up')).statusCode, 401);
    const foreign = await ask('mf-search', next, journalToken);
    assert.equal(foreign.statusCode, 403);
    assert.match(foreign.json().message, /journal-ci is for mf-journal only/);
    assert.equal((await ask('mf-search', 'fedcba987654', searchToken)).statusCode, 404);
    assert.equal((await ask('mf-nothing', next, searchToken)).statusCode, 404);
    const invalid = await ask('mf-search', '../../etc', searchToken);
    assert.equal(invalid.statusCode, 400);
    assert.match(invalid.json().message, /build/);
  });

  test('a preview link shows the build to the browser that opened it, until it ends the preview', async () => {
    const answer = await app.inject({ method: 'POST', url: '/api/releases/mf-search/preview', payload: { build: next, hours: 2 }, headers: { authorization: `Bearer ${searchToken}` } });
    assert.equal(answer.statusCode, 201);
    const link = answer.json() as { url: string; expiresAt: string; build: string };
    assert.equal(link.build, next);
    assert.ok(Math.abs(new Date(link.expiresAt).getTime() - Date.now() - 2 * 3600_000) < 60_000);
    const url = new URL(link.url);
    assert.equal(url.pathname, '/api/releases/preview/open');

    const opened = await app.inject({ url: `${url.pathname}${url.search}&to=/search?q=x` });
    assert.equal(opened.statusCode, 303);
    assert.equal(opened.headers.location, '/search?q=x');
    const cookie = cookieOf(opened.headers['set-cookie'], 'oap_preview');
    assert.match(cookie ?? '', /HttpOnly/);
    assert.match(cookie!, /SameSite=Lax/);
    const previewCookie = cookieSentAfter(cookie);

    assert.equal((await manifestFor(previewCookie)).remotes['mf-search'].build, next);
    const ownManifest = await app.inject({ url: '/api/releases/manifest', headers: { cookie: previewCookie } });
    assert.equal(ownManifest.headers['cache-control'], 'private, no-cache', 'a preview reader’s manifest is theirs alone');
    assert.equal((await manifestFor()).remotes['mf-search'].build, active, 'other browsers keep the active build');
    assert.equal((await manifestFor(previewCookie.replace(next, active))).remotes['mf-search'].build, active, 'a changed cookie is ignored');

    const page = await app.inject({ url: '/search', headers: { accept: 'text/html', cookie: previewCookie } });
    assert.match(page.body, new RegExp(`data-release-preview="mf-search@${next}"`));
    assert.match(page.headers['cache-control'] as string, /private, no-store/);
    assert.doesNotMatch((await app.inject({ url: '/search', headers: { accept: 'text/html' } })).body, /data-release-preview/);

    const ended = await app.inject({ method: 'POST', url: '/api/releases/preview/end', headers: { cookie: previewCookie, referer: 'http://elsewhere.example/x' } });
    assert.equal(ended.statusCode, 303);
    assert.equal(ended.headers.location, '/', 'back to this site only');
    assert.match(cookieOf(ended.headers['set-cookie'], 'oap_preview') ?? '', /Expires=Thu, 01 Jan 1970/);

    // A link past its time: 410, and no cookie.
    const expired = new PreviewTokens(linkKeyOf(config, 'release-previews')).sign({ app: 'mf-search', build: next, expiresAt: new Date(Date.now() - 1000) });
    for (const [token, status] of [[`${url.searchParams.get('token')}x`, 400], ['', 400], [expired, 410]] as const) {
      const refused = await app.inject({ url: `/api/releases/preview/open?token=${encodeURIComponent(token)}` });
      assert.equal(refused.statusCode, status);
      assert.match(refused.headers['content-type'] as string, /text\/html/);
      assert.equal(cookieOf(refused.headers['set-cookie'], 'oap_preview'), undefined);
    }
  });

  test('render reports from browsers are validated and counted into the build’s health', async () => {
    const send = (body: unknown, type = 'text/plain;charset=UTF-8') =>
      app.inject({ method: 'POST', url: '/api/releases/health', payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': type } });
    const accepted = await send({ reports: [{ app: 'mf-search', build: active, ok: true }, { app: 'mf-search', build: active, ok: true }, { app: 'mf-search', build: active, ok: false }, { app: 'mf-search', build: 'fedcba987654', ok: true }] });
    assert.equal(accepted.statusCode, 204);
    assert.equal((await send({ reports: [{ app: 'mf-journal', build: registry.active('mf-journal'), ok: true }] }, 'application/json')).statusCode, 204);
    for (const bad of ['not json', { reports: [] }, { reports: [{ app: 'mf-nothing', build: active, ok: true }] }, { reports: [{ app: 'mf-search', build: active }] }, { reports: Array.from({ length: 51 }, () => ({ app: 'mf-search', build: active, ok: true })) }]) {
      const refused = await send(bad);
      assert.equal(refused.statusCode, 400, JSON.stringify(bad).slice(0, 80));
      assert.ok(refused.json().message.length > 10);
    }
    // What is stored, as another process on the database sees it: the server counts in memory.
    const other = await openSiteRegistry(config.releasesDir, config);
    const stored = (app: 'mf-search' | 'mf-journal', build: string) => other.status().apps[app].builds.find((candidate) => candidate.id === build)!.health;
    const before = stored('mf-search', active);
    // Closing the server writes what it counted.
    await app.close();
    await other.refresh();
    const health = stored('mf-search', active);
    assert.deepEqual({ renders: health.renders - before.renders, errors: health.errors - before.errors }, { renders: 2, errors: 1 });
    assert.equal(other.status().apps['mf-journal'].builds[0]!.health.renders, 1);
    await other.close();
  });
});

test('render reports are rate-limited per client: 60 a minute, then 429 with Retry-After', async () => {
  const { app, registry } = await platformApp();
  try {
    const body = JSON.stringify({ reports: [{ app: 'mf-search', build: registry.active('mf-search'), ok: true }] });
    const send = () => app.inject({ method: 'POST', url: '/api/releases/health', payload: body, headers: { 'content-type': 'text/plain' } });
    for (let index = 0; index < 60; index += 1) assert.equal((await send()).statusCode, 204);
    const limited = await send();
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
  } finally {
    await app.close();
  }
});
