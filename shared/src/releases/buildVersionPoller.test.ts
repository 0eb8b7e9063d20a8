import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildPollIntervalMs, latestBuildsOf, startBuildVersionPoller } from './buildVersionPoller.ts';
import { pageReloadGuardMs, reloadOncePerGuard } from './reloadGuard.ts';

const manifest = (journalBuild: string, shellBuild = 's1'): ReleaseManifest =>
  ({
    generatedAt: 'x',
    shell: { build: shellBuild },
    remotes: { 'mf-journal': { name: 'mf_journal', build: journalBuild, manifestUrl: `/remotes/mf-journal/${journalBuild}/mf-manifest.json` } },
  }) as ReleaseManifest;

test('the poll interval is one hour', () => {
  expect(buildPollIntervalMs).toBe(3_600_000);
});

test('a newer build is known once a poll sees a different remote or shell build', async () => {
  jest.useFakeTimers();
  const responses = [manifest('a'), manifest('b')];
  const fetchLatest = jest.fn(async () => latestBuildsOf(responses.shift() ?? manifest('b')));
  const poller = startBuildVersionPoller(manifest('a'), { fetchLatest });
  expect(poller.isNewerBuildKnown()).toBe(false);
  jest.advanceTimersByTime(buildPollIntervalMs);
  await Promise.resolve();
  expect(fetchLatest).toHaveBeenCalledTimes(1);
  expect(poller.isNewerBuildKnown()).toBe(false);
  await poller.check();
  expect(poller.isNewerBuildKnown()).toBe(true);
  poller.stop();
  jest.useRealTimers();
});

test('a new shell build alone counts as newer', async () => {
  const poller = startBuildVersionPoller(manifest('a', 's1'), { fetchLatest: async () => latestBuildsOf(manifest('a', 's2')) });
  expect(await poller.check()).toBe(true);
  poller.stop();
});

test('a failed poll does not claim a newer build', async () => {
  const poller = startBuildVersionPoller(manifest('a'), { fetchLatest: async () => Promise.reject(new Error('offline')) });
  expect(await poller.check()).toBe(false);
  poller.stop();
});

test('the reload guard reloads a path at most once per 10 seconds', () => {
  const navigate = jest.fn();
  const start = 1_000_000;
  expect(reloadOncePerGuard('/journal/x', start, window.sessionStorage, navigate)).toBe(true);
  expect(reloadOncePerGuard('/journal/x', start + pageReloadGuardMs - 1, window.sessionStorage, navigate)).toBe(false);
  expect(reloadOncePerGuard('/journal/y', start + 1, window.sessionStorage, navigate)).toBe(true);
  expect(reloadOncePerGuard('/journal/x', start + pageReloadGuardMs, window.sessionStorage, navigate)).toBe(true);
  expect(navigate.mock.calls).toEqual([['/journal/x'], ['/journal/y'], ['/journal/x']]);
});

test('the reload guard only ever reloads a path on this site', () => {
  const navigate = jest.fn();
  reloadOncePerGuard('//elsewhere.example/x', 5_000_000, window.sessionStorage, navigate);
  reloadOncePerGuard('/\\elsewhere.example/y', 5_000_000, window.sessionStorage, navigate);
  expect(navigate.mock.calls).toEqual([['/elsewhere.example/x'], ['/elsewhere.example/y']]);
});

test('the poll reads the latest-build file over HTTP and revalidates it with its ETag', async () => {
  // A real HTTP server on loopback stands in for the site's /api/releases/latest.
  let builds = { shell: 's1', remotes: { 'mf-journal': 'a' } };
  const seen: { ifNoneMatch: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    const etag = `"${builds.shell}-${builds.remotes['mf-journal']}"`;
    seen.push({ ifNoneMatch: request.headers['if-none-match'] });
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', etag, 'cache-control': 'no-cache' }).end(JSON.stringify(builds));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/releases/latest`;
  const poller = startBuildVersionPoller(manifest('a'), { url });
  try {
    expect(await poller.check()).toBe(false);
    expect(await poller.check()).toBe(false);
    builds = { shell: 's1', remotes: { 'mf-journal': 'b' } };
    expect(await poller.check()).toBe(true);
    expect(seen.map((request) => request.ifNoneMatch)).toEqual([undefined, '"s1-a"', '"s1-a"']);
  } finally {
    poller.stop();
    await new Promise((resolve) => server.close(resolve));
  }
});
