// Whether a GET for something we tag can be answered 304 Not Modified, by the `fresh` package's reading
// of the request (RFC 9110): If-None-Match may list several tags, compares weakly (a proxy that
// compressed the answer marks its tag W/) and may be `*`; a reload (Cache-Control: no-cache) always
// gets the body.
import fresh from 'fresh';
import type { FastifyRequest } from 'fastify';

export const notModified = (request: FastifyRequest, etag: string): boolean => fresh(request.headers, { etag });
