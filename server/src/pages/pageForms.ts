// Forms posted to a page's own address: what a browser does without scripts. The body (urlencoded,
// or multipart with files, within the form size limits) is read here, once, and the FormData handed
// to the page's render, where react-router's static handler gives it to the route's action; the
// action sends it on to the API as it is (platform/http/inProcessCalls.ts), where it is validated.
// The post is counted on arrival, before it is read (rateRules.pagePost); the API call that sends it
// on is the same post and is not counted again. The origin check (security/originCheck.ts) has already run;
// the action's API call checks the CSRF token. Anything else posted outside the API is refused with a
// sentence, never a 500.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PostedForm } from '@oap/contracts/federation/serverRendering.ts';
import { isPagePath } from '../platform/http/pagePaths.ts';
import { FORM_BODY_LIMIT, UPLOAD_BODY_LIMIT, parseFormBody } from '../features/forms/formBodies.ts';
import { refusal } from '../platform/http/refusal.ts';
import { rateLimited, rateRules } from '../platform/limits/rateLimiter.ts';

export interface PageFormsOptions {
  servePage: (request: FastifyRequest, reply: FastifyReply, form: PostedForm) => Promise<unknown>;
}

const formOf = (contentType: string, body: Buffer): Promise<FormData | null> => parseFormBody(contentType, body).catch(() => null);

export async function acceptPageForms(app: FastifyInstance, { servePage }: PageFormsOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  const keep = (_request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: Buffer) => void) => done(null, body);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, keep);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, keep);
  // Any other body is read as nothing and refused below with its reason (not as a parse error).
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  // Each post is a server render, whatever its page does with it: counted per client before it is read.
  app.post('/*', { onRequest: rateLimited(rateRules.pagePost) }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPagePath(pathname)) {
      return reply.code(404).type('application/json; charset=utf-8').send({ statusCode: 404, message: `Unknown API path: POST ${pathname}` });
    }
    const contentType = String(request.headers['content-type'] ?? '');
    if (!Buffer.isBuffer(request.body)) {
      return refusal(request, reply, 415, 'Not a form', 'Only forms can be sent to a page. Open the page and send its form from there.');
    }
    // A body that does not parse (a multipart one with no boundary, a part cut short) is the sender's
    // mistake, told before any render: the page's action would otherwise fail inside it.
    const formData = await formOf(contentType, request.body);
    if (!formData) {
      request.log.warn({ url: request.url, contentType, bytes: request.body.length }, 'a form posted to a page could not be read');
      return refusal(request, reply, 400, 'The form could not be read', 'The form could not be read: what arrived was cut short or not in the form a browser sends. Please go back to the page and send it again.');
    }
    return servePage(request, reply, { contentType, body: request.body, formData });
  });
}
