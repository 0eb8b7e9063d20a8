/**
 * @jest-environment-options {"resources": "usable"}
 */
// The browser's retry and fallback, as federation runtime plugins in the real runtime: jsdom loads
// each remote's entry as a <script> from a real HTTP server on loopback, so a missing entry is a
// real 404 that the retry plugin fetches again, and an entry that throws is a real script error.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { remoteRetryPlugin } from './retryPlugin.ts';
import { lastKnownGoodPlugin } from './lastKnownGoodPlugin.ts';
import { buildInUse, setReleaseManifest } from './releaseState.ts';

/** A federation container as a remote's remoteEntry.js defines it: its `./routes` names its build. */
const containerScript = (build: string) =>
  `var mf_journal = { init: function () {}, get: function () { return Promise.resolve(function () { return { default: { build: ${JSON.stringify(build)} } }; }); } };`;

let server: http.Server;
let origin: string;
/** Requests per path, and what each path answers. */
const requests = new Map<string, number>();
let files: Record<string, { status: number; body: string }> = {};

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    requests.set(url, (requests.get(url) ?? 0) + 1);
    const file = files[url] ?? { status: 404, body: 'Not found' };
    response.writeHead(file.status, { 'content-type': file.status === 200 ? 'text/javascript' : 'text/plain' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  requests.clear();
  // Each test uses builds of its own: the runtime keeps a loaded entry per (name, URL) for the page's life.
  // A `var` of a script is a fixed property of the window: emptied, as the runtime does on a switch.
  (window as { mf_journal?: unknown }).mf_journal = undefined;
});

function manifest(active: string, lastKnownGood?: string): ReleaseManifest {
  const url = (build: string) => `${origin}/remotes/mf-journal/${build}/mf-manifest.json`;
  return {
    generatedAt: '',
    remotes: {
      'mf-journal': { name: 'mf_journal', build: active, manifestUrl: url(active), ...(lastKnownGood ? { lastKnownGood: { build: lastKnownGood, manifestUrl: url(lastKnownGood) } } : {}) },
    } as ReleaseManifest['remotes'],
  };
}

/** A host like the shell's: the two plugins, the remote registered at its active build. */
function host(name: string, releases: ReleaseManifest) {
  setReleaseManifest(releases);
  return createInstance({
    name,
    remotes: [{ name: 'mf_journal', entry: releases.remotes['mf-journal'].manifestUrl.replace('mf-manifest.json', 'remoteEntry.js') }],
    plugins: [remoteRetryPlugin({ retryTimes: 2, retryDelay: 20 }), lastKnownGoodPlugin()],
  });
}

test('an entry that fails to download is fetched again, and the active build loads once it is there', async () => {
  let served = 0;
  files = {};
  // The first answer is a 503; the retry gets the file.
  Object.defineProperty(files, '/remotes/mf-journal/b2/remoteEntry.js', {
    get: () => (served++ === 0 ? { status: 503, body: 'Busy' } : { status: 200, body: containerScript('b2') }),
    enumerable: true,
  });
  const routes = await host('retry_host', manifest('b2', 'b1')).loadRemote<{ default: { build: string } }>('mf_journal/routes');
  expect(routes?.default.build).toBe('b2');
  expect(requests.get('/remotes/mf-journal/b2/remoteEntry.js')).toBe(2);
  expect(buildInUse('mf-journal')).toBe('b2');
});

test('a build whose entry is missing is tried four times (retryTimes 2: the plugin tries retryTimes + 1 more), then its last known good build is loaded', async () => {
  files = { '/remotes/mf-journal/c1/remoteEntry.js': { status: 200, body: containerScript('c1') } };
  const routes = await host('fallback_host', manifest('c2', 'c1')).loadRemote<{ default: { build: string } }>('mf_journal/routes');
  expect(routes?.default.build).toBe('c1');
  expect(requests.get('/remotes/mf-journal/c2/remoteEntry.js')).toBe(4);
  expect(requests.get('/remotes/mf-journal/c1/remoteEntry.js')).toBe(1);
  // Monitoring and the payload files follow the build the page really runs.
  expect(buildInUse('mf-journal')).toBe('c1');
});

test('a build whose entry throws is not fetched again: its last known good build is loaded at once', async () => {
  files = {
    '/remotes/mf-journal/d3/remoteEntry.js': { status: 200, body: 'throw new Error("mf-journal d3 is broken");' },
    '/remotes/mf-journal/d1/remoteEntry.js': { status: 200, body: containerScript('d1') },
  };
  const routes = await host('throwing_host', manifest('d3', 'd1')).loadRemote<{ default: { build: string } }>('mf_journal/routes');
  expect(routes?.default.build).toBe('d1');
  expect(requests.get('/remotes/mf-journal/d3/remoteEntry.js')).toBe(1);
});

test('without a last known good build, or when it fails too, the error reaches the caller', async () => {
  files = {};
  await expect(host('no_fallback_host', manifest('e4')).loadRemote('mf_journal/routes')).rejects.toThrow();
  expect(requests.get('/remotes/mf-journal/e4/remoteEntry.js')).toBe(4);
  await expect(host('broken_fallback_host', manifest('f5', 'f6')).loadRemote('mf_journal/routes')).rejects.toThrow();
  expect(requests.get('/remotes/mf-journal/f5/remoteEntry.js')).toBe(4);
  expect(requests.get('/remotes/mf-journal/f6/remoteEntry.js')).toBe(4);
});
