// Monitoring start-up: nothing without a DSN; with one, the real SDK reports through the tunnel,
// here a real HTTP listener on loopback standing in for the server's tunnel route.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserClient } from '@sentry/react';

type MonitoringModule = typeof import('./initMonitoring.ts');

function freshModule(): MonitoringModule {
  let loaded: MonitoringModule | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules needs a synchronous load
    loaded = require('./initMonitoring.ts') as MonitoringModule;
  });
  return loaded as MonitoringModule;
}

test('without a DSN Sentry is neither loaded nor started', async () => {
  let sdkLoaded = false;
  jest.isolateModules(() => {
    jest.doMock('@sentry/react', () => {
      sdkLoaded = true;
      return {};
    });
  });
  const { initMonitoring, reportError } = freshModule();
  await expect(initMonitoring({ sentryDsn: null })).resolves.toBe(false);
  await expect(initMonitoring({})).resolves.toBe(false);
  reportError(new Error('nobody hears this'));
  expect(sdkLoaded).toBe(false);
  jest.dontMock('@sentry/react');
});

describe('with a DSN', () => {
  let tunnel: http.Server;
  let envelopes: string[] = [];
  let tunnelUrl: string;

  beforeAll(async () => {
    // jsdom's Performance lacks the entry APIs the tracing integration reads (a browser has them).
    const timing = performance as Performance & Partial<Pick<Performance, 'getEntriesByType' | 'getEntriesByName'>>;
    timing.getEntriesByType ??= () => [];
    timing.getEntriesByName ??= () => [];
    tunnel = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/api/monitoring/tunnel') envelopes.push(Buffer.concat(chunks).toString('utf8'));
        response.setHeader('access-control-allow-origin', '*');
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => tunnel.listen(0, '127.0.0.1', resolve));
    tunnelUrl = `http://127.0.0.1:${(tunnel.address() as AddressInfo).port}/api/monitoring/tunnel`;
  });

  afterAll(async () => {
    const Sentry = await import('@sentry/react');
    await Sentry.close(2000);
    await new Promise((resolve) => tunnel.close(resolve));
  });

  test('starts once with the spec sample rates and sends errors through the tunnel', async () => {
    envelopes = [];
    const dsn = 'https://publickey@o1.ingest.sentry.example/4242';
    const { initMonitoring, reportError, monitoringSampleRates } = freshModule();
    await expect(initMonitoring({ sentryDsn: dsn, sentryTunnel: tunnelUrl, requestId: 'req-7f3a' })).resolves.toBe(true);
    await expect(initMonitoring({ sentryDsn: 'https://other@o2.ingest.sentry.example/1' })).resolves.toBe(true);

    const Sentry = await import('@sentry/react');
    const options = Sentry.getClient<BrowserClient>()?.getOptions();
    expect(options?.dsn).toBe(dsn);
    expect(options?.tunnel).toBe(tunnelUrl);
    expect(options?.sampleRate).toBe(1);
    expect(options?.tracesSampleRate).toBe(0.05);
    expect(options?.replaysSessionSampleRate).toBe(0.05);
    expect(options?.replaysOnErrorSampleRate).toBe(1);
    expect(monitoringSampleRates).toEqual({ sampleRate: 1, tracesSampleRate: 0.05, replaysSessionSampleRate: 0.05, replaysOnErrorSampleRate: 1 });

    reportError(new Error('The journal list failed to render'), { remote: 'mf-journal', build: 'b9' });
    await Sentry.flush(5000);
    await waitForEnvelope(() => envelopes.some((text) => text.includes('The journal list failed to render')));
    const sent = envelopes.find((text) => text.includes('The journal list failed to render')) ?? '';
    expect(JSON.parse(sent.split('\n')[0] ?? '{}').dsn).toBe(dsn);
    // The event names the remote and the build it came from.
    const event = JSON.parse(sent.split('\n')[2] ?? '{}') as { tags?: Record<string, string>; contexts?: Record<string, unknown> };
    expect(event.tags).toMatchObject({ remote: 'mf-journal', 'remote.build': 'b9' });
    // And the server request that rendered the page (its id in the server's log).
    expect(event.tags).toMatchObject({ request_id: 'req-7f3a' });
    expect(event.contexts).toHaveProperty('builds');
    // What the SDK catches on its own (an uncaught error) is tagged too: here no remote page is on screen.
    Sentry.captureException(new Error('Uncaught outside any page'));
    await Sentry.flush(5000);
    await waitForEnvelope(() => envelopes.some((text) => text.includes('Uncaught outside any page')));
    const uncaught = JSON.parse((envelopes.find((text) => text.includes('Uncaught outside any page')) ?? '').split('\n')[2] ?? '{}') as { tags?: Record<string, string> };
    expect(uncaught.tags).toMatchObject({ remote: 'shell', request_id: 'req-7f3a' });
    // Loading the SDK and two flushes through a real listener: seconds on a loaded 2-core machine.
  }, 30_000);
});

async function waitForEnvelope(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('No envelope reached the tunnel.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test("the page's CSP nonce is read from its inline scripts, for the feedback widget's styles", () => {
  const { pageNonce } = freshModule();
  expect(pageNonce()).toBeUndefined();
  const script = document.createElement('script');
  script.nonce = 'abc123';
  script.setAttribute('nonce', 'abc123');
  document.head.append(script);
  try {
    expect(pageNonce()).toBe('abc123');
  } finally {
    script.remove();
  }
});
