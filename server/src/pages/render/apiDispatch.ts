// The fetch a server render's API calls go through: dispatched into this Fastify app with
// app.inject, so there is no network round trip, and sent as the reader: their cookies (session),
// user agent (usage counting leaves robots out) and address (rate limits, usage sessions).
//
// What an answer does to the reader's page is collected in `RenderEffects`: a cookie the
// API sets (a form's CSRF secret) reaches the reader with the page, and later calls of the same
// render send it too; an answer marked `Cache-Control: private` (meant for this reader alone: a
// form's token, a message, their subscriptions) makes the page private, never kept in the page
// cache. (`no-store` alone does not: /api/user is no-store, and the same for every anonymous reader.)
// The surrogate keys of the answers are what the page shows (platform/cache/surrogateKeys.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieHeader, cookiesAfter, cookiesIn } from '../../platform/http/cookieHeader.ts';
import { csrfHeader } from '@oap/contracts/forms/formLimits.ts';
import { REQUEST_ID_HEADER } from '../../platform/operations/requestId.ts';
import { keysInHeader, xkeyHeader } from '../../platform/cache/surrogateKeys.ts';
import { inProcessCall, type PagePostCount } from '../../platform/http/inProcessCalls.ts';

const forwardedHeaders = ['cookie', 'user-agent', 'accept-language'] as const;
/** Headers a page's loader or action may set on its own API calls. */
const callHeaders = ['content-type', csrfHeader] as const;

export function readerHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of forwardedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** What the API calls of one render did to the reader's response. */
export interface RenderEffects {
  /** Set-Cookie headers of the API's answers, for the page's response. */
  cookies: string[];
  /** Some answer was for this reader only: the page is private. */
  personal: boolean;
  /** The surrogate keys of every answer: what the page shows. */
  keys: Set<string>;
  /**
   * A call the API refused for a while (429: this client's budget is spent; 503: too busy), with
   * the wait it asked for: a page that could not do without it answers with that status and wait.
   */
  refused: { status: 429 | 503; retryAfterSeconds: number } | null;
  /** The form the reader posted to the page, counted on arrival: the call that sends it on is not counted again. */
  post: PagePostCount | null;
}

/** `posted`: the form the reader posted to the page, when they did. */
export function renderEffects(posted?: FormData): RenderEffects {
  return { cookies: [], personal: false, keys: new Set(), refused: null, post: posted ? { form: posted, unspent: true } : null };
}

/** The body and its content type as a request would send them (a form is handed over instead: inProcessApiFetch). */
async function requestBody(body: RequestInit['body'], contentType: string | undefined): Promise<{ payload?: Buffer | string; contentType?: string }> {
  if (body === undefined || body === null) return {};
  if (typeof body === 'string') return { payload: body, contentType: contentType ?? 'application/json' };
  const encoded = new Request('http://in-process.invalid/', { method: 'POST', body });
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? contentType ?? 'application/octet-stream' };
}

/** The reader's Cookie header with what this render's calls have set or cleared since. */
function withSetCookies(cookie: string | undefined, setCookies: string[]): string | undefined {
  if (setCookies.length === 0) return cookie;
  return cookieHeader(cookiesAfter(cookiesIn(cookie ?? ''), setCookies));
}

export function inProcessApiFetch(app: FastifyInstance, request: FastifyRequest, effects: RenderEffects = renderEffects()) {
  const reader = readerHeaders(request);
  return async (url: string, init: RequestInit): Promise<Response> => {
    const target = new URL(url, 'http://in-process.invalid');
    if (!target.pathname.startsWith('/api/')) throw new Error(`Server renders only call the API, not ${target.pathname}`);
    const given = new Headers(init.headers);
    // The calls log under the page's request id, so one id leads to every line of the page's render.
    const headers: Record<string, string> = { ...reader, accept: 'application/json', [REQUEST_ID_HEADER]: request.id };
    const cookie = withSetCookies(reader['cookie'], effects.cookies);
    if (cookie !== undefined) headers['cookie'] = cookie;
    for (const name of callHeaders) {
      const value = given.get(name);
      if (value !== null) headers[name] = value;
    }
    // A form goes to the API as the FormData it is: read once, never encoded and parsed again.
    const form = init.body instanceof FormData ? init.body : null;
    const { payload, contentType } = form ? {} : await requestBody(init.body, headers['content-type']);
    if (contentType) headers['content-type'] = contentType;
    const answer = await inProcessCall(form, effects.post, (callHeaders) =>
      app.inject({
        method: (init.method ?? 'GET') as 'GET' | 'POST',
        url: `${target.pathname}${target.search}`,
        headers: { ...headers, ...callHeaders },
        remoteAddress: request.ip,
        ...(payload !== undefined ? { payload } : {}),
      }),
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      if (name === 'set-cookie') {
        effects.cookies.push(...(Array.isArray(value) ? value : [String(value)]));
        effects.personal = true;
        continue;
      }
      responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    if (/\bprivate\b/.test(String(answer.headers['cache-control'] ?? ''))) effects.personal = true;
    for (const key of keysInHeader(answer.headers[xkeyHeader])) effects.keys.add(key);
    if (answer.statusCode === 429 || answer.statusCode === 503) {
      // This client's refusal (or this moment's): a page built on it is never kept for anyone else.
      effects.personal = true;
      const wait = Number(answer.headers['retry-after']);
      const retryAfterSeconds = Math.max(Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : 60, effects.refused?.retryAfterSeconds ?? 0);
      effects.refused = { status: answer.statusCode === 429 || effects.refused?.status === 429 ? 429 : 503, retryAfterSeconds };
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}
