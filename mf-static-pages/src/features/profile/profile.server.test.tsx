/**
 * @jest-environment node
 */
// The reader's profile as the server renders it: sign-in first for a stranger; the account, alerts and
// sent forms for a signed-in reader; the account alone when the lists cannot be fetched.
import type { ReaderProfile } from '@oap/contracts/api/profile.ts';
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as profileRoute from './profileRoute.tsx';

const page = { path: '/profile', url: 'http://localhost/profile' };
const signedIn = [200, { isLoggedIn: true, name: 'Ann Example', email: 'ann@example.org', emailVerified: true }] as const;
const profile: ReaderProfile = {
  name: 'Ann Example',
  email: 'ann@example.org',
  emailVerified: true,
  subscriptions: { journals: [{ nameSystem: 'cells', name: 'Cells' }], topics: [{ identifier: 'digital_twins', name: 'Digital Twins' }], managePath: '/unsub/managesubscriptions?email=YW5u&key=k' },
  submissions: [{ reference: 'JP-20261120-AAAAAA', form: 'Journal proposal', receivedAt: '2026-11-20T09:00:00.000Z', summary: 'Quantum Biology Letters' }],
};

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost', submissionUrl: 'https://submit.example.org/manuscript/upload' }));
afterAll(() => installRuntimeConfig({}));

test('a reader who is not signed in is sent to sign in, and back here after', async () => {
  expect(await redirectOnServer(profileRoute, { ...page, api: { '/api/user': [200, { isLoggedIn: false }] } })).toEqual({ status: 302, location: '/auth/login?returnTo=%2Fprofile' });
});

test('a signed-in reader sees the account, the submission system, the alerts and what they sent', async () => {
  const result = await renderOnServer(profileRoute, { ...page, api: { '/api/user': signedIn, '/api/profile': [200, profile] }, withHeader: true });
  expect(result.status).toBe(200);
  // The loader reads the account from the answer the header's query has: the API is asked once.
  expect(result.requests).toEqual(['GET /api/user', 'GET /api/profile']);
  expect(result.html).toMatch(/<h1[^>]*>Your profile<\/h1>/);
  expect(result.html).toContain('ann@example.org');
  expect(result.html).toContain('href="https://submit.example.org/manuscript/upload"');
  expect(result.html).toContain('href="/journal/cells"');
  expect(result.html).toContain('href="/unsub/managesubscriptions?email=YW5u&amp;key=k"');
  expect(result.html).toContain('JP-20261120-AAAAAA');
  expect(profileRoute.head()).toMatchObject({ robots: 'noindex, nofollow' });
});

test('when the lists cannot be fetched the account is still shown, and says so', async () => {
  const result = await renderOnServer(profileRoute, { ...page, api: { '/api/user': signedIn, '/api/profile': [503, { statusCode: 503, message: 'busy' }] } });
  expect(result.status).toBe(200);
  expect(result.html).toContain('Ann Example');
  expect(result.html).toContain('Your alerts cannot be shown just now.');
});
