// The provider never builds URLs from the Host header: whatever Host, X-Forwarded-Host or
// X-Forwarded-Proto a request carries, the embedded provider names PUBLIC_URL in discovery, in its
// redirects and in the sign-out form, on an http site and on an https one.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { hiddenFields } from '../../../test-support/auth/browserClient.ts';
import { signIn, startAuthApp, type AuthFixture } from '../../../test-support/auth/authFixture.ts';

const password = 'correct horse battery';
const email = 'host.reader@example.org';

const forgeries: Array<[string, Record<string, string>]> = [
  ['Host: evil.example', { host: 'evil.example' }],
  ['X-Forwarded-Host: evil.example', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }],
];

for (const publicUrl of ['http://localhost:3999', 'https://journals.example']) {
  describe(`every provider URL is PUBLIC_URL's (${publicUrl})`, () => {
    let fixture: AuthFixture;

    before(async () => {
      fixture = await startAuthApp(publicUrl.startsWith('https:') ? { PUBLIC_URL: publicUrl } : {});
      await fixture.createAccount(email, password);
    });
    after(() => fixture.close());

    for (const [label, headers] of forgeries) {
      test(`discovery, with ${label}`, async () => {
        const response = await fixture.app.inject({ url: '/oidc/.well-known/openid-configuration', headers });
        assert.equal(response.statusCode, 200);
        const metadata = response.json<Record<string, unknown>>();
        const urls = Object.entries(metadata).filter(([, value]) => typeof value === 'string' && /^https?:/.test(value));
        assert.ok(urls.length >= 5, 'issuer and endpoints');
        for (const [name, value] of urls) assert.ok(String(value).startsWith(`${publicUrl}/oidc`), `${name}: ${String(value)}`);
      });

      test(`sign-in redirects and the sign-out form, with ${label}`, async () => {
        const browser = fixture.browser('192.0.2.60', headers);
        const landed = await signIn(browser, email, password, '/about');
        assert.equal(landed.url, '/about', `signed in and back (redirects: ${landed.locations.join(', ')})`);
        assert.ok(landed.locations.some((location) => new RegExp(`^${publicUrl.replace(/\./g, '\\.')}/oidc/auth/[\\w-]+$`).test(location)), 'the login goes on at PUBLIC_URL');
        for (const location of landed.locations) assert.ok(location.startsWith('/') || location.startsWith(`${publicUrl}/`), location);

        const { url } = await browser.json<{ url: string }>('/api/auth/logout/url?returnTo=/about');
        const confirm = await browser.open(url);
        assert.equal(confirm.status, 200);
        assert.equal(hiddenFields(confirm.html, 'op.logoutForm').action, `${publicUrl}/oidc/session/end/confirm`);
      });
    }
  });
}
