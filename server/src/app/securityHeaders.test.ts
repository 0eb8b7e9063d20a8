import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { openTestRegistry, platformApp } from '../../test-support/platformFixture.ts';
import { temporaryDir } from '../../test-support/testFiles.ts';
import { ShellDocument } from '../features/releases/shellDocument.ts';
import { providerFormPostScript, securityHeadersPlugin } from './securityHeaders.ts';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.ts';
import { publicRuntimeConfig } from './runtimeConfig.ts';
import { signOutPage } from '../features/auth/provider/interactionPages.ts';
import { attentionBadgeAllowed, attentionBadgeApi, attentionBadgeHosts, inlineScriptHashes, pagePolicyOf, providerPagePolicy, remoteOrigins, type PolicyInputs } from './contentSecurityPolicy.ts';

/** Directive name → its sources, from a policy string. */
function directives(policy: string | undefined): Map<string, string[]> {
  assert.ok(policy, 'a Content-Security-Policy header');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => !/\bsrc=/.test(attributes));
}

describe('security headers', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await platformApp());
  });
  after(() => app.close());

  test("a page's policy names the attention badge's JSONP API only once the reader's consent grants marketing", async () => {
    const policyFor = async (cookie?: string) => (await app.inject({ url: '/2075-1729/12/3/456', headers: cookie ? { cookie } : {} })).headers['content-security-policy'] as string;
    assert.doesNotMatch(await policyFor(), /api\.altmetric\.com/);
    const choices = (marketing: boolean) => `oap-consent=${encodeURIComponent(JSON.stringify({ analytics: true, marketing, decidedAt: '2026-12-01T00:00:00Z' }))}`;
    assert.doesNotMatch(await policyFor(choices(false)), /api\.altmetric\.com/);
    const granted = directives(await policyFor(choices(true)));
    assert.ok(granted.get('script-src')?.includes('https://api.altmetric.com'));
    assert.ok(granted.get('script-src')?.includes('https://embed.altmetric.com'));
  });

  test('a page gets a CSP whose nonce is on every inline script, and a fresh one each time', async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/journal/life-sciences', '/no/such/page']) {
      const response = await app.inject({ url });
      const csp = directives(response.headers['content-security-policy'] as string);
      const scriptSrc = csp.get('script-src') ?? [];
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      assert.ok(nonce && nonce.length >= 22, `${url}: a nonce of 128 bits`);
      nonces.push(nonce);
      const scripts = inlineScripts(response.body);
      assert.equal(scripts.length, 4, `${url}: the consent gate, the runtime config, the release manifest and the shell's loader`);
      for (const attributes of scripts) assert.match(attributes, new RegExp(` nonce="${nonce.replace(/[+/]/g, '\\$&')}"`), url);
      // Nothing inline runs without the nonce, and nothing is evaluated from strings.
      assert.ok(scriptSrc.includes("'self'"));
      for (const csp of [scriptSrc, directives(response.headers['content-security-policy'] as string).get('style-src') ?? []]) {
        assert.ok(!csp.includes("'unsafe-inline'") && !csp.includes("'unsafe-eval'"), `${url}: ${csp.join(' ')}`);
      }
      // Style attributes of the server-rendered markup only (declarations, never rules or scripts).
      assert.deepEqual(csp.get('style-src-attr'), ["'unsafe-inline'"]);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(csp.get('object-src'), ["'none'"]);
      assert.deepEqual(csp.get('base-uri'), ["'none'"]);
      assert.deepEqual(csp.get('img-src')?.slice(0, 1), ["'self'"]);
      assert.ok(csp.get('img-src')?.includes('data:'));
      assert.ok(csp.get('connect-src')?.includes("'self'"), 'Sentry posts to the same-origin tunnel');
      assert.ok(csp.get('form-action')?.includes("'self'"));
    }
    assert.equal(new Set(nonces).size, nonces.length, 'a new nonce per response');
  });

  test("every response has helmet's headers, a referrer policy and no powerful features; no HSTS on http", async () => {
    for (const url of ['/', '/api/releases/manifest', '/api/no-such-call', '/static/shell/main.0123456789.js', '/oidc/.well-known/openid-configuration']) {
      const response = await app.inject({ url });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['x-frame-options'], 'DENY', url);
      assert.equal(response.headers['cross-origin-opener-policy'], 'same-origin', url);
      assert.equal(response.headers['origin-agent-cluster'], '?1', url);
      assert.equal(response.headers['x-xss-protection'], undefined, url);
      // Files may be served through an asset host of another origin, so no same-origin resource policy.
      assert.equal(response.headers['cross-origin-resource-policy'], undefined, url);
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin', url);
      const permissions = response.headers['permissions-policy'] as string;
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) assert.match(permissions, new RegExp(`(^|, )${feature}=\\(\\)`), url);
      assert.equal(response.headers['strict-transport-security'], undefined, url);
    }
  });

  test('JSON and error responses get a policy that lets nothing run or frame them', async () => {
    for (const url of ['/api/releases/manifest', '/api/no-such-call']) {
      const csp = directives((await app.inject({ url })).headers['content-security-policy'] as string);
      assert.deepEqual(csp.get('default-src'), ["'none'"], url);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], url);
    }
    // Scripts get none: a policy on a script only counts when it runs as a worker, and would break it.
    const script = await app.inject({ url: '/static/shell/main.0123456789.js' });
    assert.equal(script.statusCode, 200);
    assert.equal(script.headers['content-security-policy'], undefined);
  });

  test("the provider's pages under /oidc get their own policy, which allows the sign-out auto-submit by hash", async () => {
    const response = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
    const csp = directives(response.headers['content-security-policy'] as string);
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.ok(csp.get('form-action')?.includes("'self'"));
    const page = signOutPage('<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>', true);
    const body = page.match(/<script>([\s\S]*?)<\/script>/)?.[1];
    assert.ok(body, 'the sign-out page auto-submits with an inline script');
    assert.ok(csp.get('script-src')?.includes(`'sha256-${createHash('sha256').update(body).digest('base64')}'`));
    // A sign-in page (a Fastify route with its own framing header) ends up with the full policy too.
    const signIn = await app.inject({ url: '/oidc/interaction/no-such-uid' });
    assert.equal(signIn.headers['content-security-policy'], response.headers['content-security-policy']);
    // So does the provider's own sign-out page, which its Koa middleware marks frame-ancestors only.
    const signOut = await app.inject({ url: '/oidc/session/end' });
    assert.match(signOut.headers['content-type'] as string, /text\/html/);
    assert.equal(signOut.headers['content-security-policy'], response.headers['content-security-policy']);
  });

  test("the provider's form_post page script is allowed by its hash, and is the installed oidc-provider's text", async () => {
    const source = readFileSync(fileURLToPath(import.meta.resolve('oidc-provider').replace(/lib\/index\.js$/, 'lib/response_modes/form_post.js')), 'utf8');
    assert.ok(source.includes(`pushInlineSha(ctx, \`${providerFormPostScript}\`)`), 'oidc-provider still sends this script');
    const response = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
    const csp = directives(response.headers['content-security-policy'] as string);
    assert.ok(csp.get('script-src')?.includes(`'sha256-${createHash('sha256').update(providerFormPostScript).digest('base64')}'`));
  });
});

describe('security headers on an https site', () => {
  test('HSTS is sent when PUBLIC_URL is https', async () => {
    const dir = temporaryDir('security');
    const app = Fastify();
    await app.register(securityHeadersPlugin, { config: readConfig({ PUBLIC_URL: 'https://publisher.example' }), registry: await openTestRegistry(dir), shell: new ShellDocument(dir) });
    app.get('/api/ping', async () => ({ ok: true }));
    try {
      const response = await app.inject({ url: '/api/ping' });
      assert.equal(response.headers['strict-transport-security'], 'max-age=31536000');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
    } finally {
      await app.close();
    }
  });
});

describe('the policy strings', () => {
  const base = { publicUrl: 'https://publisher.example', runtimeConfig: publicRuntimeConfig(readConfig({})) };
  const pagePolicy = (inputs: PolicyInputs, nonce: string, remotes: string[], development: string[] = [], attentionBadge = false) =>
    pagePolicyOf(inputs)({ nonce, remotes, development, attentionBadge });

  test('analytics, remote build, issuer and submission origins are listed where the browser needs them', () => {
    const policy = directives(
      pagePolicy(
        {
          ...base,
          oidcIssuer: 'https://login.example/realms/site',
          runtimeConfig: { ...base.runtimeConfig, analyticsScriptUrl: 'https://stats.example/a.js', submissionUrl: 'https://submit.example/upload' },
        },
        'abc',
        remoteOrigins({ remotes: { 'mf-journal': { name: 'mf_journal', build: 'x', manifestUrl: 'https://cdn.example/mf-journal/x/mf-manifest.json' } } as never }),
      ),
    );
    assert.deepEqual(policy.get('script-src'), ["'self'", 'https://publisher.example', "'nonce-abc'", 'https://cdn.example', 'https://stats.example', ...attentionBadgeHosts.script]);
    assert.ok(attentionBadgeHosts.img.every((host) => policy.get('img-src')?.includes(host)), 'the attention badge draws its images');
    assert.ok(policy.get('style-src')?.includes('https://cdn.example'));
    assert.ok(policy.get('connect-src')?.includes('https://cdn.example'));
    assert.ok(policy.get('connect-src')?.includes('https://stats.example'));
    assert.deepEqual(policy.get('form-action'), ["'self'", 'https://publisher.example', 'https://login.example', 'https://submit.example']);
    assert.deepEqual(policy.get('worker-src'), ["'self'"]);
  });

  test('a same-origin analytics path adds nothing; Sentry adds blob: workers for session replay', () => {
    const policy = directives(pagePolicy({ ...base, runtimeConfig: { ...base.runtimeConfig, analyticsScriptUrl: '/stats.js', sentryDsn: 'https://k@o0.ingest.sentry.io/1' } }, 'n', []));
    assert.deepEqual(policy.get('script-src'), ["'self'", 'https://publisher.example', "'nonce-n'", ...attentionBadgeHosts.script]);
    assert.deepEqual(policy.get('worker-src'), ["'self'", 'blob:']);
  });

  test('the consent service and the outside tag manager (spec 7.6) may load their scripts', () => {
    const policy = directives(pagePolicy({ ...base, runtimeConfig: { ...base.runtimeConfig, consentScriptUrl: 'https://consent.example/cmp.js', tagManagerScriptUrl: 'https://tags.example/gtm.js', tagManagerId: 'GTM-1' } }, 'n', []));
    assert.ok(policy.get('script-src')?.includes('https://consent.example'));
    assert.ok(policy.get('script-src')?.includes('https://tags.example'));
    assert.ok(policy.get('connect-src')?.includes('https://tags.example'));
  });

  test("the attention badge's JSONP API only for a reader whose consent grants marketing", () => {
    const without = directives(pagePolicy(base, 'n', []));
    for (const directive of ['script-src', 'connect-src']) assert.ok(!without.get(directive)?.includes(attentionBadgeApi), directive);
    const withBadge = directives(pagePolicy(base, 'n', [], [], true));
    assert.deepEqual(withBadge.get('script-src'), ["'self'", 'https://publisher.example', "'nonce-n'", ...attentionBadgeHosts.script, attentionBadgeApi]);
    assert.ok(withBadge.get('connect-src')?.includes('https://api.altmetric.com'));
    const cookie = (choices: object) => encodeURIComponent(JSON.stringify(choices));
    assert.equal(attentionBadgeAllowed(cookie({ analytics: true, marketing: true, decidedAt: '2026-12-01' })), true);
    for (const value of [undefined, '', cookie({ analytics: true, marketing: false }), cookie({ marketing: 'yes' }), '%7Bnot json', 'null']) assert.equal(attentionBadgeAllowed(value), false, String(value));
  });

  test('a source that would break the policy is refused by helmet, not sent', () => {
    const broken = (nonce: string) => () => pagePolicy(base, nonce, []);
    assert.throws(broken('abc; script-src *'), /invalid directive value for "script-src"/);
    assert.throws(broken('abc, *'), /invalid directive value/);
  });

  test('inline script hashes skip external scripts and data blocks stay hashed only when inline', () => {
    assert.deepEqual(inlineScriptHashes('<script src="/a.js"></script><script>go()</script><script>go()</script>'), [`'sha256-${createHash('sha256').update('go()').digest('base64')}'`]);
    assert.match(providerPagePolicy(base, []), /script-src 'none'/);
  });
});
