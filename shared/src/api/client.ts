// The API client of pages and loaders: JSON over /api, errors thrown as ApiError with the server's status.
// Requests go through the fetch of the request they are made for (ApiCall): the browser's fetch in
// the browser, and on the server an in-process dispatch to the API carrying the reader's cookies,
// which also understands the relative /api/... URLs used here.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiErrorBody } from '@oap/contracts/api/errors.ts';
import { requestScope, scopeOfClient, type RequestScope, type RouteContext } from '@oap/shared/api/requestScope.ts';
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { csrfHeader } from '@oap/contracts/forms/csrf.ts';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly data: unknown;

  constructor(body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.data = body.data;
  }
}

/** Base URL from runtime configuration (spec 7: "The base URL comes from page runtime configuration"). */
function apiBase(): string {
  return runtimeConfig().apiBase ?? '';
}

/**
 * Whose request a call is made for: a query's (the QueryFunctionContext itself: its `client` names
 * the request), a loader's or action's (its router `context`), or the browser's (neither: an event
 * handler's call).
 */
export interface ApiCall {
  signal?: AbortSignal;
  client?: QueryClient;
  context?: RouteContext;
}

/** A call a browser's event handler makes (a click, a widget's form): the page's reader's own. */
export const browserCall: ApiCall = {};

/** The request scope a call is made in. */
export function callScope(call: ApiCall): RequestScope {
  return call.context ? requestScope(call.context) : scopeOfClient(call.client);
}

/**
 * A request to the API: a JSON body, or a form as the browser would post it (multipart, files
 * included, read by the forms API as it arrives); `csrfToken` goes in its header for the APIs that
 * check one (a page's form posted to its action).
 */
export async function apiRequest<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; csrfToken?: string }, call: ApiCall): Promise<T> {
  const form = init.body instanceof FormData;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined && !form) headers['content-type'] = 'application/json';
  if (init.csrfToken !== undefined) headers[csrfHeader] = init.csrfToken;
  const response = await callScope(call).fetch(`${apiBase()}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? null : form ? (init.body as FormData) : JSON.stringify(init.body),
    credentials: 'same-origin',
    signal: call.signal ?? null,
  });
  return readAnswer<T>(response);
}

/** The JSON of an answer, or its error as an ApiError with the server's status and message. */
async function readAnswer<T>(response: Response): Promise<T> {
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : null;
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const body = payload as Partial<ApiErrorBody> | null;
    throw new ApiError({
      statusCode: body?.statusCode ?? response.status,
      message: body?.message ?? (response.statusText || 'Request failed'),
      data: body?.data,
    });
  }
  return payload as T;
}

/** Posts a form as the browser would, with the page's CSRF token in its header. */
export const apiPostForm = <T>(path: string, formData: FormData, csrfToken: string, call: ApiCall) =>
  apiRequest<T>(path, { method: 'POST', body: formData, csrfToken }, call);

export const apiGet = <T>(path: string, call: ApiCall) => apiRequest<T>(path, {}, call);
export const apiPost = <T>(path: string, body: unknown, call: ApiCall) => apiRequest<T>(path, { method: 'POST', body }, call);

/**
 * A query's retry rule: a 4xx (a missing page, a rejected query) gives the same answer on a second
 * try, so only server and network failures are tried once more, and only in the browser: on the
 * server the call is dispatched in-process (no network to be flaky), and a retry would only hold the
 * reader's response back by its delay.
 */
export function retryServerFailureOnce(failures: number, error: unknown): boolean {
  if (typeof window === 'undefined') return false;
  return failures < 1 && !(error instanceof ApiError && error.statusCode < 500);
}
