import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HealthReporter, healthReportBatch, healthReportPath, healthReportsPerPage } from './healthReport.ts';

// A real HTTP server on loopback stands in for the site's /api/releases/health.
async function receiver() {
  const bodies: { path: string | undefined; type: string | undefined; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      bodies.push({ path: request.url, type: request.headers['content-type'], body: JSON.parse(text) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const transport = { fetch: ((target: string, init?: RequestInit) => fetch(`${base}${target}`, init)) as typeof fetch };
  const arrived = async (count: number) => {
    for (let waited = 0; bodies.length < count && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    return bodies;
  };
  return { bodies, transport, arrived, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('renders are sent together after a short wait, as text the server parses as JSON', async () => {
  const server = await receiver();
  try {
    const reporter = new HealthReporter({ transport: server.transport, delayMs: 20 });
    reporter.report('mf-search', 'b1', true);
    reporter.report('mf-journal', 'b2', false);
    reporter.report('mf-search', undefined, true);
    const [batch] = await server.arrived(1);
    expect(batch).toEqual({
      path: healthReportPath,
      type: 'text/plain;charset=UTF-8',
      body: { reports: [{ app: 'mf-search', build: 'b1', ok: true }, { app: 'mf-journal', build: 'b2', ok: false }] },
    });
  } finally {
    await server.close();
  }
});

test('a full batch goes at once, and a page sends a bounded number in its life', async () => {
  const server = await receiver();
  try {
    const reporter = new HealthReporter({ transport: server.transport, delayMs: 60_000 });
    for (let index = 0; index < healthReportsPerPage + 50; index += 1) reporter.report('mf-article', 'b3', true);
    const batches = await server.arrived(healthReportsPerPage / healthReportBatch);
    expect(batches).toHaveLength(healthReportsPerPage / healthReportBatch);
    expect(batches.every(({ body }) => (body as { reports: unknown[] }).reports.length === healthReportBatch)).toBe(true);
    reporter.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.bodies).toHaveLength(healthReportsPerPage / healthReportBatch);
  } finally {
    await server.close();
  }
});

test('the beacon is used when the browser has one', () => {
  const sent: { url: string; body: Blob }[] = [];
  const reporter = new HealthReporter({ transport: { beacon: (url, body) => (sent.push({ url, body }), true) } });
  reporter.report('mf-search', 'b1', true);
  reporter.flush();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.url).toBe(healthReportPath);
  expect(sent[0]!.body.type).toBe('text/plain;charset=utf-8');
});
