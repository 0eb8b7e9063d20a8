// The forms API, under /api:
//   GET  /api/forms/token   -> { token } for a page's form (security/csrf.ts)
//   POST /api/forms/{form}  -> 201 FormReceipt once stored; 400 with { fieldErrors } for what to fix
// The body is a form (urlencoded, or multipart with files) or JSON, with the CSRF token as `_csrf` or
// the x-csrf-token header. Every post counts against the client's form limit (429 with Retry-After),
// a filled honeypot is refused, files are checked by their bytes, and the submission is stored with
// its mail in one transaction before the answer goes out.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FormReceipt } from '@oap/contracts/api/forms.ts';
import { honeypotField, problemsOf, validateForm, type FormProblems, type SiteFormDefinition } from '@oap/contracts/forms/formKit.ts';
import { canonicalEmail, csrfField, csrfHeader } from '@oap/contracts/forms/formLimits.ts';
import { createHash } from 'node:crypto';
import { siteFormById } from '@oap/contracts/forms/siteForms.ts';
import { httpError } from '../../platform/http/httpError.ts';
import { limitWait, rateLimited, rateRules } from '../../platform/limits/rateLimiter.ts';
import { csrfTokenRoute, requireCsrfToken } from '../../platform/security/csrf.ts';
import { acceptFormBodies, bodyAsFormData } from './formBodies.ts';
import { formMail } from './formMail.ts';
import type { StoredFile, SubmissionStore } from './submissionStore.ts';
import { checkUpload } from './uploads.ts';

export interface FormsApiOptions {
  submissions: SubmissionStore;
  publicUrl: string;
  /** EDITORIAL_OFFICE_EMAIL: told of every submission when set. */
  officeEmail: string | null;
  /** The signed-in reader (their email is kept with what they send). */
  readReader: (request: FastifyRequest) => Promise<{ email?: string; emailVerified?: boolean } | null>;
}

export const honeypotMessage =
  'The form was not sent: the field "Leave this field empty" was filled in, which only automated programs do. If you are a person, clear that field and send the form again.';

/** Refuses (400) a form whose honeypot field was filled in: only robots fill it. */
export function refuseFilledHoneypot(request: FastifyRequest, formData: FormData, form: string): void {
  const trap = formData.get(honeypotField);
  if (typeof trap === 'string' && trap.trim() !== '') {
    request.log.warn({ form }, 'a form with its honeypot filled was refused');
    throw httpError(400, honeypotMessage, problemsOf([{ path: [], message: honeypotMessage }]));
  }
}

/** A 400 whose data the page shows beside the fields. */
export function formProblems(problems: FormProblems): Error {
  const count = Object.keys(problems.fieldErrors).length;
  const message = problems.formError ?? (count === 1 ? 'One field needs your attention.' : `${count} fields need your attention.`);
  return httpError(400, message, problems);
}

/** The files of the form, checked by their bytes; the problems per field when any is refused. */
async function checkedFiles(definition: SiteFormDefinition, data: Record<string, unknown>): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  const fieldErrors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(definition.uploads ?? {})) {
    const value = data[field];
    if (!(value instanceof File)) continue;
    const checked = await checkUpload(field, value, rule);
    if ('problem' in checked) fieldErrors[field] = checked.problem;
    else files.push(checked.file);
  }
  if (Object.keys(fieldErrors).length) throw formProblems({ fieldErrors });
  return files;
}

/** A hash of the CSRF token the form was sent with: new on each form page, so it names one sending. */
function submissionKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[csrfHeader];
  const body = request.body instanceof FormData ? request.body.get(csrfField) : null;
  const token = typeof header === 'string' ? header : typeof body === 'string' ? body : '';
  return token ? createHash('sha256').update(token).digest('base64url') : null;
}

export async function formsApi(app: FastifyInstance, options: FormsApiOptions): Promise<void> {
  acceptFormBodies(app);
  await app.register(csrfTokenRoute);

  app.post<{ Params: { form: string } }>(
    '/forms/:form',
    { onRequest: rateLimited(rateRules.form), preHandler: requireCsrfToken },
    async (request, reply): Promise<FormReceipt> => {
      const definition = siteFormById(request.params.form);
      if (!definition) throw httpError(404, `There is no form called "${request.params.form}".`);
      const formData = bodyAsFormData(request.body);
      refuseFilledHoneypot(request, formData, definition.id);
      const checked = validateForm(definition, formData);
      if (!checked.ok) throw formProblems(checked.problems);
      const data = checked.data as Record<string, unknown>;
      const files = await checkedFiles(definition, data);
      const fields = Object.fromEntries(Object.entries(data).filter(([, value]) => !(value instanceof File)));
      const email = definition.emailField && typeof fields[definition.emailField] === 'string' && fields[definition.emailField] !== '' ? (fields[definition.emailField] as string) : null;
      const reader = await options.readReader(request);
      // A few confirmations an hour to one address: the form must not become a way to flood a mailbox.
      const confirm = email !== null && (await limitWait(request, rateRules.formConfirmation, `mail:${canonicalEmail(email)}`)) === 0;
      const provenAddress = email !== null && reader?.emailVerified === true && canonicalEmail(reader.email ?? '') === canonicalEmail(email);
      const stored = await options.submissions.submit({
        form: definition,
        submissionKey: submissionKeyOf(request),
        email,
        fields,
        account: reader?.email ?? null,
        files,
        mail: (reference) =>
          formMail({ form: definition, reference, fields, files, senderEmail: confirm ? email : null, echoFields: provenAddress, officeEmail: options.officeEmail, publicUrl: options.publicUrl }),
      });
      request.log.info({ form: definition.id, reference: stored.reference, repeated: stored.repeated }, stored.repeated ? 'form sent again: its first submission answered' : 'form submission stored');
      void reply.code(201).header('cache-control', 'no-store');
      return { form: definition.id, reference: stored.reference, receivedAt: stored.receivedAt, confirmationSent: confirm && !stored.repeated };
    },
  );
}
