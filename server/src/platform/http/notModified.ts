// Whether a GET for something we tag can be answered 304 Not Modified, by the `fresh` package's reading
// of the request (RFC 9110): If-None-Match may list several tags and compares weakly (a proxy that
// compressed the answer marks its tag W/); a reload (Cache-Control: no-cache) always gets the body.
// A bare `*` ("any version you have") gets the body too: browsers and caches do not send it on a GET,
// and a caller that checks before it knows the thing exists (a stored file by its hash) would answer
// 304 for nothing.
import fresh from 'fresh';
import type { FastifyRequest } from 'fastify';

export const notModified = (request: FastifyRequest, etag: string): boolean =>
  request.headers['if-none-match']?.trim() !== '*' && fresh(request.headers, { etag });
