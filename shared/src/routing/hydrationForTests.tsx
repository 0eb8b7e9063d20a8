// Test support: renders a page's markup with the server renderer, then hydrates it in the
// test's DOM and reports what React complained about. A page whose first browser render differs from
// its server render (a date, a random id, a window read during render) shows up here as an error.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LoadedRouteModule } from '@oap/contracts/federation/contract.ts';

function pageTree(module: LoadedRouteModule, handler: ReturnType<typeof createStaticHandler>, context: StaticHandlerContext) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>
  );
}

/** Server markup of `module` at `url` with `data` as its loader data, hydrated in document.body. */
export async function hydrateServerMarkup(module: LoadedRouteModule, options: { path: string; url: string; data: unknown }) {
  const handler = createStaticHandler([{ id: 'page', path: options.path, loader: () => options.data, Component: module.Component }]);
  const context = await handler.query(new Request(options.url));
  if (context instanceof Response) throw new Error('Unexpected redirect');
  const html = renderToString(pageTree(module, handler, context));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const problems: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void problems.push(args.map(String).join(' ')));
  try {
    await act(async () => {
      hydrateRoot(container, pageTree(module, handler, context), { onRecoverableError: (error) => void problems.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html, container, problems };
}
