/**
 * @jest-environment node
 */
// The request's scope reaches server code only through what react-router and TanStack hand it:
// a RequestContext and a RequestQueryClient carry it; anything else on the server is refused, never
// answered with the page's module-level QueryClient.
import { RouterContextProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { apiGet } from '@oap/shared/api/client.ts';
import { queryClientOf, requestScope, scopeOfClient } from '@oap/shared/api/requestScope.ts';
import { RequestContext, RequestQueryClient } from '@oap/shared/api/server/requestCarriers.ts';

const answer = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

test("a loader's context and a query's client carry the request's scope", async () => {
  const client = new RequestQueryClient(answer({ title: 'Cells' }), { apiInProcess: true });
  const context = new RequestContext(client);
  expect(queryClientOf(context)).toBe(client);
  expect(requestScope(context).apiInProcess).toBe(true);
  expect(scopeOfClient(client)).toBe(client.requestScope);
  // A query function reaches the API through the client that runs it.
  await expect(client.fetchQuery({ queryKey: ['journal'], queryFn: (call) => apiGet<{ title: string }>('/api/journals/cells', call) })).resolves.toEqual({ title: 'Cells' });
  await expect(apiGet('/api/journals/cells', { context })).resolves.toEqual({ title: 'Cells' });
});

test('on the server, a context or client that carries no scope is refused', async () => {
  expect(() => queryClientOf(new RouterContextProvider())).toThrow('No request scope');
  expect(() => scopeOfClient(new QueryClient())).toThrow('No request scope');
  await expect(new QueryClient().fetchQuery({ queryKey: ['x'], queryFn: (call) => apiGet('/api/x', call), retry: false })).rejects.toThrow('No request scope');
});
