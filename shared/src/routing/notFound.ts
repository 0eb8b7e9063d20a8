// The one way a page's loader says "this page does not exist": a react-router error response with
// status 404, which the shell's error boundary shows as its 404 page and the server renderer sends as
// HTTP 404 (a missing journal or article is a 404 in the first response, not after scripts run).
import { data } from 'react-router';
import { ApiError } from '@oap/shared/api/client.ts';

/** The 404 route error: a loader of any page, and the shell for an unknown path or bad parameters. */
export function notFound(pathname: string): never {
  throw data({ message: `Page not found: ${pathname}` }, { status: 404, statusText: 'Not Found' });
}

/**
 * By shape as well as instanceof: the API client is one shared module now that every runtime module
 * imports it by package name (this file once reached it as ../api/client.ts, which gave each remote
 * its own copy and its own ApiError class), but a remote built against an older @oap/shared, or one
 * that falls back to its bundled copy, still throws an ApiError of another class.
 */
export function isApiNotFound(error: unknown): error is ApiError {
  const candidate = error as { name?: unknown; statusCode?: unknown } | null;
  return error instanceof ApiError || (candidate?.name === 'ApiError' && candidate.statusCode === 404) ? (error as ApiError).statusCode === 404 : false;
}

/**
 * Waits for a loader's API data; an API 404 becomes the route's 404 for the requested path, and an
 * API 429 or 503 the route's error of that status with the API's sentence (how long to wait). Any other
 * error propagates unchanged (a 5xx or network failure is not the reader's mistake, and must not be
 * cached or indexed as a missing page).
 */
export async function orNotFound<T>(request: Request, load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isApiNotFound(error)) notFound(new URL(request.url).pathname);
    // Refused for a while (this reader's budget spent, or too busy): the page is that answer, with its sentence.
    const refused = apiStatusOf(error);
    if (refused === 429 || refused === 503) throw data({ message: (error as ApiError).message }, { status: refused });
    throw error;
  }
}

function apiStatusOf(error: unknown): number {
  return (error as { name?: unknown; statusCode?: unknown } | null)?.name === 'ApiError' ? (error as ApiError).statusCode : 0;
}

/**
 * Like orNotFound, and an API's 401 or 403 becomes the route's error of that status (the error page
 * says "You need to log in…" or "You don't have permission…", and the server answers with that status).
 */
export async function orRouteError<T>(request: Request, load: Promise<T>): Promise<T> {
  try {
    return await orNotFound(request, load);
  } catch (error) {
    const status = apiStatusOf(error);
    // The error page says it in the spec's words ("You don't have permission to access this page").
    if (status === 401 || status === 403) throw data(null, { status });
    throw error;
  }
}
