/**
 * @jest-environment node
 */
// The release page as the server renders it: status, canary health, audit log and the
// action forms; its action turns each form into the release API's call, Post/Redirect/Get.
import { installRuntimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { redirectOnServer, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import * as route from './releaseManagerRoute.tsx';
import { apiCallOf, readReleaseForm } from './releaseActions.ts';
import type { AuditEntry, ReleaseStatus } from './releaseTypes.ts';

const health = (renders: number, errors: number) => ({ renders, errors });
const status: ReleaseStatus = {
  apps: {
    'mf-search': {
      app: 'mf-search',
      active: 'aaaaaa111111',
      lastKnownGood: 'aaaaaa111111',
      canary: { build: 'bbbbbb222222', percent: 10, startedAt: '2026-11-25T14:00:00.000Z', startedBy: 'account rm@example.org', activeHealth: health(90, 0), canaryHealth: health(12, 3) },
      builds: [
        { id: 'bbbbbb222222', publishedAt: '2026-11-25T13:00:00.000Z', publishedBy: 'token search-ci', health: health(12, 3), promoted: false },
        { id: 'aaaaaa111111', publishedAt: '2026-11-20T09:00:00.000Z', health: health(90, 0), promoted: true },
      ],
    },
    shell: { app: 'shell', builds: [] },
  },
};
const audit: AuditEntry[] = [{ at: '2026-11-25T14:00:00.000Z', actor: 'account rm@example.org', action: 'canary-start', app: 'mf-search', from: 'aaaaaa111111', to: 'bbbbbb222222', detail: '10 %' }];
const api: FakeApi = {
  '/api/releases/status': [200, status],
  '/api/releases/audit?limit=50': [200, { entries: audit }],
  '/api/forms/token': [200, { token: 't' }],
};
const page = { path: '/release-manager', url: 'http://localhost/release-manager', api };

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  data.append('_csrf', 't');
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

beforeAll(() => installRuntimeConfig({ siteOrigin: 'http://localhost' }));
afterAll(() => installRuntimeConfig({}));

test('each app’s active build, last known good, canary with both builds’ health, builds and the audit log', async () => {
  const result = await renderOnServer(route, page);
  // React's text separators say nothing here.
  result.html = result.html.replaceAll('<!-- -->', '');
  expect(result.status).toBe(200);
  expect(result.html).toMatch(/<h1[^>]*>Releases<\/h1>/);
  expect(result.html).toMatch(/<h2[^>]*>mf-search<\/h2>/);
  expect(result.html).toContain('for 10 % of readers');
  expect(result.html).toMatch(/Canary <code>bbbbbb222222<\/code>: 12 renders, 3 errors/);
  expect(result.html).toMatch(/Active <code>aaaaaa111111<\/code>: 90 renders, 0 errors/);
  expect(result.html).toContain('Promote the canary to everyone');
  expect(result.html).toContain('Abort the canary');
  expect(result.html).toContain('by token search-ci');
  expect(result.html).toContain('canary-start');
  // Every action is a form posted to the page, with the reader's CSRF token.
  expect(result.html).toMatch(/<form[^>]*action="\/release-manager" method="post"/);
  expect(result.html).toContain('name="_csrf" value="t"');
  expect(result.html).toMatch(/name="intent" value="preview"/);
  expect(result.html).toContain('No build published yet.');
  expect(result.html).not.toContain('name="app" value="shell"');
  expect(route.head().robots).toBe('noindex, nofollow');
});

test('a reader without the role gets the 403 page, a signed-out one the 401', async () => {
  for (const code of [401, 403]) {
    const result = await renderOnServer(route, { ...page, api: { ...api, '/api/releases/status': [code, { statusCode: code, message: 'refused' }] } });
    expect(result.status).toBe(code);
  }
});

test('after an action the page says what changed, and a preview link is shown to copy', async () => {
  const link = 'http://localhost/api/releases/preview/open?token=x';
  const result = await renderOnServer(route, { ...page, url: `http://localhost/release-manager?done=preview&app=mf-search&build=bbbbbb222222&link=${encodeURIComponent(link)}` });
  expect(result.html).toContain('Preview link for mf-search build bbbbbb222222');
  expect(result.html).toContain(`href="${link.replace('&', '&amp;')}"`);
});

test('each form becomes its release API call', () => {
  const call = (values: Record<string, string>) => {
    const read = readReleaseForm(form(values));
    return read.ok ? apiCallOf(read.command) : read.refusal;
  };
  expect(call({ intent: 'promote', app: 'mf-search', build: 'bbbbbb222222' })).toEqual({ path: '/api/releases/mf-search/promote', body: { build: 'bbbbbb222222' } });
  expect(call({ intent: 'canary', app: 'mf-search', build: 'bbbbbb222222', percent: '25' })).toEqual({ path: '/api/releases/mf-search/promote', body: { build: 'bbbbbb222222', canaryPercent: 25 } });
  expect(call({ intent: 'promote-canary', app: 'mf-search' })).toEqual({ path: '/api/releases/mf-search/canary/promote', body: {} });
  expect(call({ intent: 'abort-canary', app: 'mf-search' })).toEqual({ path: '/api/releases/mf-search/canary/abort', body: {} });
  expect(call({ intent: 'rollback', app: 'shell' })).toEqual({ path: '/api/releases/shell/rollback', body: {} });
  expect(call({ intent: 'preview', app: 'mf-search', build: 'bbbbbb222222' })).toEqual({ path: '/api/releases/mf-search/preview', body: { build: 'bbbbbb222222' } });
  expect(call({ intent: 'canary', app: 'mf-search', build: 'bbbbbb222222', percent: '100' })).toEqual({ formError: expect.stringContaining('1 to 99'), app: 'mf-search' });
  expect(call({ intent: 'promote', app: 'mf-search', build: '../x' })).toEqual({ formError: 'Choose a build from the list.', app: 'mf-search' });
  expect(call({ intent: 'delete', app: 'mf-search' })).toEqual({ formError: expect.stringContaining('could not be read'), app: 'mf-search' });
});

test('an accepted action leads back to the page (Post/Redirect/Get); a refused one shows the API’s sentence', async () => {
  const posted: unknown[] = [];
  const promoted = await redirectOnServer(route, {
    ...page,
    api: {
      ...api,
      'POST /api/releases/mf-search/promote': (init) => {
        posted.push({ body: JSON.parse(String(init.body)), csrf: new Headers(init.headers).get('x-csrf-token') });
        return [200, { app: 'mf-search', active: 'aaaaaa111111', canary: { build: 'bbbbbb222222', percent: 20 }, changed: true }];
      },
    },
    form: form({ intent: 'canary', app: 'mf-search', build: 'bbbbbb222222', percent: '20' }),
  });
  expect(promoted).toEqual({ status: 303, location: '/release-manager?done=canary&app=mf-search&build=bbbbbb222222&percent=20#mf-search' });
  expect(posted).toEqual([{ body: { build: 'bbbbbb222222', canaryPercent: 20 }, csrf: 't' }]);

  const refused = await renderOnServer(route, {
    ...page,
    api: { ...api, 'POST /api/releases/mf-search/rollback': [409, { statusCode: 409, message: 'mf-search has a canary running (build bbbbbb222222): abort it instead of rolling back.' }] },
    form: form({ intent: 'rollback', app: 'mf-search' }),
  });
  expect(refused.status).toBe(409);
  expect(refused.html).toMatch(/role="alert"[^>]*>mf-search has a canary running/);
});
