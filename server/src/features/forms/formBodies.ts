// Posted forms as FormData: urlencoded and multipart bodies, parsed by the web platform's
// own parser (undici's Response.formData), within a size limit that depends on whether files may
// come: the same parsing for the API's form calls and for forms posted to a page's address.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../../platform/http/httpError.ts';
import { HANDED_FORM_TYPE, handedForm } from '../../platform/http/inProcessCalls.ts';

/** A form without files: the longest text fields and a few lists fit many times over. */
export const FORM_BODY_LIMIT = 256 * 1024;
/** A form with files: the largest file a form accepts (5 MB) and its fields. */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;


export async function parseFormBody(contentType: string, body: Buffer): Promise<FormData> {
  try {
    return await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw httpError(400, 'The form could not be read. Please send it again from its page.');
  }
}

/** Parses form bodies into FormData for the routes of `app`'s scope. */
export function acceptFormBodies(app: FastifyInstance): void {
  const parse = (request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => {
    parseFormBody(String(request.headers['content-type']), body).then(
      (formData) => done(null, formData),
      (error: Error) => done(error),
    );
  };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, parse);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, parse);
  // A page's action sending on the form its page post already read (platform/http/inProcessCalls.ts).
  app.addContentTypeParser(HANDED_FORM_TYPE, (request, _payload, done) => {
    const form = handedForm(request);
    if (form) done(null, form);
    else done(httpError(415, 'Send a form as a browser does (urlencoded or multipart), or as JSON.'));
  });
}

/** The request's form: FormData as parsed above, or a JSON object's strings and lists (for scripts). */
export function bodyAsFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const formData = new FormData();
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (typeof value === 'string') formData.append(key, value);
      else if (Array.isArray(value)) for (const item of value) if (typeof item === 'string') formData.append(key, item);
    }
  }
  return formData;
}
