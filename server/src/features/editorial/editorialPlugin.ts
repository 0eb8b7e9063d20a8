// The editorial office's API, under /api. Only a signed-in reader whose verified address
// holds the `editorial-office` role (npm run roles) gets past `officeOnly`; anyone else gets 401 (not
// signed in) or 403, from here and so from the pages built on it.
//   GET  /editorial/submissions?form=&from=&to=&page=    -> SubmissionList
//   GET  /editorial/submissions.csv?form=&from=&to=      -> every matching submission as CSV
//   GET  /editorial/submissions/{reference}              -> SubmissionDetail
//   GET  /editorial/submissions/{reference}/files/{field} -> the uploaded file, as a download
//   POST /editorial/submissions/{reference}/reply        form { subject, body } -> 201 ReplyReceipt
// Readers read an answer at /message/{hashKey}/{hashUserKey}:
//   GET  /messages/{hashKey}/{hashUserKey}               -> ReaderMessage
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { ReplyReceipt, SubmissionDetail, SubmissionList, SubmissionSummary } from '@oap/contracts/api/forms.ts';
import type { ReaderMessage } from '@oap/contracts/api/messages.ts';
import { replyForm } from '@oap/contracts/forms/replyForm.ts';
import { displayValue, validateForm } from '@oap/contracts/forms/formKit.ts';
import { siteFormById, siteForms } from '@oap/contracts/forms/siteForms.ts';
import { errorMessageFor } from '@oap/contracts/errors/errorMessages.ts';
import { httpError } from '../../platform/http/httpError.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { csvLine, csvStart } from '../../platform/http/csv.ts';
import { fileDisposition } from '../../platform/http/attachment.ts';
import { acceptFormBodies, bodyAsFormData } from '../forms/formBodies.ts';
import { formProblems } from '../forms/formsPlugin.ts';
import { fieldFacts } from '../forms/formMail.ts';
import type { SubmissionRow, SubmissionStore } from '../forms/submissionStore.ts';
import { rateLimited, rateRules } from '../../platform/limits/rateLimiter.ts';
import { requireCsrfToken } from '../../platform/security/csrf.ts';
import type { SessionClaims } from '../auth/sessions.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import type { Db } from '../../data/sqlDatabase.ts';
import type { MessageStore } from './messageStore.ts';
import { replyMail } from './replyMail.ts';
import type { RoleStore } from './roleStore.ts';

export interface EditorialApiOptions {
  submissions: SubmissionStore;
  messages: MessageStore;
  roles: RoleStore;
  readSession: (request: FastifyRequest) => Promise<SessionClaims | null>;
  /** Runs `work` in one write transaction (the message and its mail together), `tx` its handle. */
  transaction: <T>(work: (tx: Db) => Promise<T>) => Promise<T>;
  /** Queues a mail inside that transaction (the outbox's enqueue). */
  queueMail: (mail: OutgoingMail, tx: Db) => Promise<unknown>;
  publicUrl: string;
}

export const SUBMISSIONS_PAGE_SIZE = 25;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-25');
const filterSchema = z.object({
  form: z
    .string()
    .refine((id) => siteFormById(id) !== undefined, 'is not one of the site’s forms')
    .optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
const referenceSchema = z.object({ reference: z.string().max(40) });

declare module 'fastify' {
  interface FastifyRequest {
    officeAccount?: string;
  }
}

function summaryOf(row: SubmissionRow): SubmissionSummary {
  const form = siteFormById(row.form);
  const field = form?.summaryField ? row.fields[form.summaryField] : undefined;
  const text = typeof field === 'string' ? field.replace(/\s+/g, ' ').trim() : '';
  return {
    reference: row.reference,
    form: row.form,
    formTitle: form?.title ?? row.form,
    receivedAt: row.receivedAt,
    email: row.email,
    summary: text.length > 140 ? `${text.slice(0, 139)}…` : text,
    files: row.files.length,
  };
}

export async function editorialApi(app: FastifyInstance, options: EditorialApiOptions): Promise<void> {
  acceptFormBodies(app);

  /** The office's own: 401 without a session, 403 without the role on a verified address. */
  const officeOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'private, no-store');
    const session = await options.readSession(request);
    if (!session) throw httpError(401, errorMessageFor(401));
    if (!session.email || session.emailVerified !== true || !(await options.roles.has(session.email, 'editorial-office'))) throw httpError(403, errorMessageFor(403));
    request.officeAccount = session.email;
  };

  const submissionOf = async (params: unknown): Promise<SubmissionRow> => {
    const { reference } = parseInput(referenceSchema, params, 'reference');
    const row = await options.submissions.get(reference);
    if (!row) throw httpError(404, `There is no submission ${reference}.`);
    return row;
  };

  app.get('/editorial/submissions', { onRequest: officeOnly }, async (request): Promise<SubmissionList> => {
    const filter = parseInput(filterSchema, request.query, 'filter');
    const page = filter.page ?? 1;
    const { total, rows } = await options.submissions.list(filter, page, SUBMISSIONS_PAGE_SIZE);
    return { total, page, pageSize: SUBMISSIONS_PAGE_SIZE, items: rows.map(summaryOf), forms: siteForms.map((form) => ({ id: form.id, title: form.title })) };
  });

  app.get('/editorial/submissions.csv', { onRequest: officeOnly }, async (request, reply) => {
    const filter = parseInput(filterSchema, request.query, 'filter');
    const lines = [csvLine(['Reference', 'Form', 'Received', 'Email', 'Account', 'Fields', 'Files'])];
    for await (const row of options.submissions.each(filter)) {
      const form = siteFormById(row.form);
      const fields = form ? fieldFacts(form, row.fields, []).map((fact) => `${fact.label}: ${fact.value}`).join('\n') : JSON.stringify(row.fields);
      lines.push(csvLine([row.reference, form?.title ?? row.form, row.receivedAt, row.email, row.account, fields, row.files.map((file) => file.fileName).join('; ')]));
    }
    const name = `submissions${filter.form ? `-${filter.form}` : ''}${filter.from ? `-from-${filter.from}` : ''}${filter.to ? `-to-${filter.to}` : ''}.csv`;
    return reply.type('text/csv; charset=utf-8').header('content-disposition', fileDisposition(name)).send(`${csvStart}${lines.join('\r\n')}\r\n`);
  });

  app.get('/editorial/submissions/:reference', { onRequest: officeOnly }, async (request): Promise<SubmissionDetail> => {
    const row = await submissionOf(request.params);
    const form = siteFormById(row.form);
    const labels = form?.labels ?? {};
    const fields = Object.entries(row.fields).map(([name, value]) => ({
      name,
      label: labels[name] ?? name,
      value: form ? displayValue(form, name, value) : String(value ?? ''),
    }));
    return {
      ...summaryOf(row),
      fields,
      account: row.account,
      attachments: row.files.map((file) => ({
        ...file,
        url: `/api/editorial/submissions/${encodeURIComponent(row.reference)}/files/${encodeURIComponent(file.field)}`,
      })),
      replies: await options.messages.about(row.reference),
    };
  });

  app.get<{ Params: { reference: string; field: string } }>('/editorial/submissions/:reference/files/:field', { onRequest: officeOnly }, async (request, reply) => {
    const file = await options.submissions.file(request.params.reference, request.params.field);
    if (!file) throw httpError(404, 'There is no such file.');
    // Always a download, never shown in the site's origin: a file is what a stranger sent.
    return reply
      .type(file.contentType)
      .header('content-disposition', fileDisposition(file.fileName))
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(file.data));
  });

  app.post(
    '/editorial/submissions/:reference/reply',
    { onRequest: [officeOnly, rateLimited(rateRules.form)], preHandler: requireCsrfToken },
    async (request, reply): Promise<ReplyReceipt> => {
      const row = await submissionOf(request.params);
      if (!row.email) throw httpError(400, 'This submission has no email address to answer.');
      const checked = validateForm(replyForm, bodyAsFormData(request.body));
      if (!checked.ok) throw formProblems(checked.problems);
      const { subject, body } = checked.data;
      await options.transaction(async (tx) => {
        const message = await options.messages.create({ recipient: row.email!, subject, body, reference: row.reference, sentBy: request.officeAccount ?? '' }, tx);
        await options.queueMail(replyMail({ to: row.email!, subject, reference: row.reference, url: `${options.publicUrl}${message.path}` }), tx);
      });
      void reply.code(201);
      return { reference: row.reference, recipient: row.email };
    },
  );

  app.get<{ Params: { hashKey: string; hashUserKey: string } }>('/messages/:hashKey/:hashUserKey', async (request, reply): Promise<ReaderMessage> => {
    void reply.header('cache-control', 'private, no-store');
    const { hashKey, hashUserKey } = request.params;
    const message = hashKey.length <= 100 && hashUserKey.length <= 100 ? await options.messages.read(hashKey, hashUserKey) : null;
    if (!message) throw httpError(404, 'There is no message at this address, or it has expired.');
    return message;
  });
}
