// The answer to a request refused before any page or API handler ran (from another site, too large,
// of a type no form sends): JSON { statusCode, message } for the API and for scripts, a short page
// in the site's style for a reader whose browser posted a form.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@oap/contracts/api/errors.ts';
import { html, problemPage } from './standalonePage.ts';
import { isPagePath } from './pagePaths.ts';

/** A browser asking for a page (not the API, not a script): it gets a page back. */
export function wantsPage(request: FastifyRequest): boolean {
  return isPagePath(request.url.split('?')[0] ?? '') && /\btext\/html\b/.test(request.headers.accept ?? '');
}

export function refusal(request: FastifyRequest, reply: FastifyReply, statusCode: number, title: string, message: string) {
  if (wantsPage(request)) return html(reply, statusCode, problemPage(title, message, request.cspNonce || undefined));
  const body: ApiErrorBody = { statusCode, message };
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}
