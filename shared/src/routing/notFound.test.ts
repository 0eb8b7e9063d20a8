/**
 * @jest-environment node
 */
import { createStaticHandler, isRouteErrorResponse } from 'react-router';
import { ApiError } from '../api/client.ts';
import { notFound, orNotFound } from './notFound.ts';

function routeWith(loader: (request: Request) => Promise<unknown>) {
  return createStaticHandler([{ id: 'page', path: '/journal/:slug', loader: ({ request }) => loader(request) }]);
}

test('an API 404 becomes a 404 route error naming the path, so the server answers HTTP 404', async () => {
  const handler = routeWith((request) => orNotFound(request, Promise.reject(new ApiError({ statusCode: 404, message: 'Journal not found' }))));
  const context = await handler.query(new Request('http://localhost/journal/no-such'));
  if (context instanceof Response) throw new Error('unexpected response');
  expect(context.statusCode).toBe(404);
  const error = context.errors?.['page'];
  expect(isRouteErrorResponse(error)).toBe(true);
  expect(error).toMatchObject({ status: 404, data: { message: 'Page not found: /journal/no-such' } });
});

test('an API 429 or 503 becomes the route error of that status with the API\'s sentence (how long to wait), never a 500', async () => {
  for (const [statusCode, message] of [[429, 'Too many requests. Please wait 40 seconds and try again.'], [503, 'Search is very busy.']] as const) {
    const handler = routeWith((request) => orNotFound(request, Promise.reject(new ApiError({ statusCode, message }))));
    const context = await handler.query(new Request('http://localhost/journal/cells'));
    if (context instanceof Response) throw new Error('unexpected response');
    expect(context.statusCode).toBe(statusCode);
    const error = context.errors?.['page'];
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: statusCode, data: { message } });
  }
});

test('other API errors propagate unchanged (a 5xx is not a missing page)', async () => {
  const failure = new ApiError({ statusCode: 500, message: 'Broken' });
  const handler = routeWith((request) => orNotFound(request, Promise.reject(failure)));
  const context = await handler.query(new Request('http://localhost/journal/cells'));
  if (context instanceof Response) throw new Error('unexpected response');
  expect(context.statusCode).toBe(500);
  expect(context.errors?.['page']).toBe(failure);
});

test('data passes through, and notFound throws the same 404 directly', async () => {
  await expect(orNotFound(new Request('http://localhost/x'), Promise.resolve(42))).resolves.toBe(42);
  expect(() => notFound('/x')).toThrow(expect.objectContaining({ data: { message: 'Page not found: /x' }, init: expect.objectContaining({ status: 404 }) }));
});
