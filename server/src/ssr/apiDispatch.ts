// The fetch a server render's API calls go through (issue 9): dispatched into this Fastify app with
// app.inject, so there is no network round trip, and sent as the reader: their cookies (session),
// user agent (usage counting leaves robots out) and address (rate limits, usage sessions).
import type { FastifyInstance, FastifyRequest } from 'fastify';

const forwardedHeaders = ['cookie', 'user-agent', 'accept-language'] as const;

export function readerHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export function inProcessApiFetch(app: FastifyInstance, request: FastifyRequest) {
  const reader = readerHeaders(request);
  return async (url: string, init: RequestInit): Promise<Response> => {
    const target = new URL(url, 'http://in-process.invalid');
    if (!target.pathname.startsWith('/api/')) throw new Error(`Server renders only call the API, not ${target.pathname}`);
    const headers: Record<string, string> = { ...reader, accept: 'application/json' };
    if (init.body !== undefined && init.body !== null) headers['content-type'] = 'application/json';
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      remoteAddress: request.ip,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}
