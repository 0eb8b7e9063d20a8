// Client-side navigation to a prerendered page reads its payload file into the QueryClient, so the
// page's loader (ensureQueryData) finds its data without its own API call. A loopback HTTP server
// serves the build's metadata, the payload file and the API the loader would otherwise call.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { ReleaseManifest } from '@oap/contracts/federation/contract.ts';
import { setReleaseManifest } from './releaseState.ts';
import { withPagePayload } from './pagePayloads.ts';

let server: http.Server;
let origin: string;
const requested: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    requested.push(url);
    const json = (body: unknown) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url === '/remotes/mf-static-pages/s1/build-metadata.json') return json({ app: 'mf-static-pages', prerendered: ['/about'] });
    if (url === `/api/releases/payload?path=${encodeURIComponent('/about')}`) {
      return json({
        path: '/about',
        builds: 'x',
        queries: { mutations: [], queries: [{ queryKey: ['content', 'about'], queryHash: '["content","about"]', state: { data: { title: 'About (from the payload)' }, dataUpdatedAt: Date.now(), status: 'success', fetchStatus: 'idle', error: null, errorUpdatedAt: 0, dataUpdateCount: 1, errorUpdateCount: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false } }] },
      });
    }
    if (url.startsWith('/api/content/')) return json({ title: `From the API: ${url}` });
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The shell asks for its own site's files by path: here they resolve against the loopback server.
  const realFetch = globalThis.fetch;
  globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => realFetch(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init)) as typeof fetch;
  setReleaseManifest({ generatedAt: '', remotes: { 'mf-static-pages': { name: 'mf_static_pages', build: 's1', manifestUrl: '/remotes/mf-static-pages/s1/mf-manifest.json' } } as ReleaseManifest['remotes'] });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** A loader as the remotes write them: ensureQueryData on the page's QueryClient. */
const contentLoader = (slug: string) => async () => queryClient.ensureQueryData({ queryKey: ['content', slug], queryFn: async () => (await fetch(`/api/content/${slug}`)).json() as Promise<{ title: string }> });

test("a prerendered page's data comes from its payload file, not from the loader's API call", async () => {
  const loader = withPagePayload('mf-static-pages', contentLoader('about'));
  const data = await loader({ request: new Request('http://localhost/about'), params: {}, context: undefined } as never);
  expect(data).toEqual({ title: 'About (from the payload)' });
  expect(requested).toContain(`/api/releases/payload?path=${encodeURIComponent('/about')}`);
  expect(requested.filter((url) => url.startsWith('/api/content/'))).toEqual([]);
});

test('a page that is not prerendered, or asked with a query, calls its API as before', async () => {
  requested.length = 0;
  const news = await withPagePayload('mf-static-pages', contentLoader('news'))({ request: new Request('http://localhost/news'), params: {}, context: undefined } as never);
  expect(news).toEqual({ title: 'From the API: /api/content/news' });
  queryClient.removeQueries({ queryKey: ['content', 'about'] });
  const about = await withPagePayload('mf-static-pages', contentLoader('about'))({ request: new Request('http://localhost/about?tab=2'), params: {}, context: undefined } as never);
  expect(about).toEqual({ title: 'From the API: /api/content/about' });
  expect(requested.filter((url) => url.startsWith('/api/releases/payload'))).toEqual([]);
});
