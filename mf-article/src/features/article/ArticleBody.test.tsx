// The body travels once: a server-rendered page's state leaves it out, and hydration keeps
// the body the served HTML brought, unchanged; a page rendered in the browser from that state fetches
// the whole article.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import { importedArticle } from './articleFixtures.ts';
import { articleQuery, loadArticle, withoutBody, type PageArticle } from './articleQueries.ts';
import { Component } from './articleRoute.tsx';

// As @testing-library/react sets it: this test drives React's act() itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function pageTree(data: PageArticle) {
  const handler = createStaticHandler([{ id: 'page', path: '/:issn/:volume/:issue/:identifier', loader: () => data, Component }]);
  const context = await handler.query(new Request(`http://localhost${importedArticle.path}`));
  if (context instanceof Response) throw new Error('Unexpected redirect');
  return (
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </QueryClientProvider>
  );
}

test('the state sent with the page leaves the body out', () => {
  const sent = JSON.parse(JSON.stringify(withoutBody(importedArticle))) as PageArticle;
  expect(sent.bodyHtml).toBe('');
  expect(sent.bodyInDocument).toBe(true);
  expect(sent.references).toEqual(importedArticle.references);
});

test('hydrating from the state without the body keeps the served body, node for node, without a mismatch', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(await pageTree(importedArticle));
  document.body.append(container);
  const formula = document.getElementById('equ1');
  expect(formula).not.toBeNull();
  const problems: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args.map(String).join(' ')));
  try {
    const tree = await pageTree(withoutBody(importedArticle));
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => void problems.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  expect(problems).toEqual([]);
  // The same element: hydration did not write the body again.
  expect(document.getElementById('equ1')).toBe(formula);
  expect(container.querySelector('[data-article-body]')).toHaveTextContent('Dopamine responses shift with the interval');
  container.remove();
});

describe('loadArticle', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    queryClient.clear();
  });
  const address = { issn: '2076-3425', volume: '15', issue: '2', identifier: '118' };

  test('fetches the whole article when the cache holds it from a served page’s state', async () => {
    queryClient.setQueryData(articleQuery(address).queryKey, withoutBody(importedArticle));
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(importedArticle), { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadArticle(address, new RouterContextProvider())).resolves.toEqual(importedArticle);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('uses the cached article when it is whole', async () => {
    queryClient.setQueryData(articleQuery(address).queryKey, importedArticle);
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadArticle(address, new RouterContextProvider())).resolves.toEqual(importedArticle);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
