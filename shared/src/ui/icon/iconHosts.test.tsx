// The icon hosts as the server configures them (ICON_HOST, ICON_FALLBACK_HOSTS, in the page's
// runtime configuration), over real HTTP on loopback: when the first host is down or failing, the
// icon still arrives from the next one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, waitFor } from '@testing-library/react';
import { Icon } from './Icon.tsx';
import { resetIconMemory } from './iconService.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z"/></svg>';

/** An icon host answering `status` (200: the icons asked for); every request's path and query is recorded. */
async function iconHost(status: number) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const names = new URL(request.url ?? '/', 'http://host').searchParams.get('names')?.split(',') ?? [];
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(JSON.stringify(status === 200 ? Object.fromEntries(names.map((name) => [name, svg])) : { statusCode: status, message: 'The icon service is down.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: connecting is refused at once. */
async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

beforeEach(() => {
  resetIconMemory();
  window.localStorage.clear();
});
afterEach(() => {
  delete (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__;
});

test('the first icon host refuses connections: the icon comes from the fallback host', async () => {
  const fallback = await iconHost(200);
  (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__ = { iconHost: await closedOrigin(), iconFallbackHosts: [fallback.origin] };
  try {
    const { container } = render(<Icon name="download" />);
    await waitFor(() => expect(container.querySelector('[data-icon="download"] svg path')).not.toBeNull(), { timeout: 5000 });
    expect(fallback.asked).toEqual(['/api/icons?names=download']);
  } finally {
    await fallback.close();
  }
});

test('the first icon host answers 503: the second fallback is not needed once the first fallback answers', async () => {
  const failing = await iconHost(503);
  const fallback = await iconHost(200);
  const spare = await iconHost(200);
  (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__ = { iconHost: failing.origin, iconFallbackHosts: [fallback.origin, spare.origin] };
  try {
    const { container } = render(<Icon name="mail" />);
    await waitFor(() => expect(container.querySelector('[data-icon="mail"] svg path')).not.toBeNull(), { timeout: 5000 });
    expect(failing.asked).toEqual(['/api/icons?names=mail']);
    expect(fallback.asked).toEqual(['/api/icons?names=mail']);
    expect(spare.asked).toEqual([]);
  } finally {
    await Promise.all([failing.close(), fallback.close(), spare.close()]);
  }
});
