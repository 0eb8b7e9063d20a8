// The HTTP deposit (docs/publishing.md): the production system sends article packages with a
// deposit token (npm run deposit-tokens) and gets 202 with the deposit's id as soon as they are
// stored; GET /api/deposits/{id} then gives the same per-article report as the import command.
//   POST /api/deposits           a zip (Content-Type: application/zip), or multipart/form-data whose
//                                files are packages (zips) or one package's files; options
//                                createJournals and allowMissingFiles as query or form fields
//   GET  /api/deposits/{id}      { id, status: queued | running | done, receivedAt, …, articles: [...] }
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DepositToken, DepositFile, DepositStore, DepositRecord } from './depositStore.ts';
import type { DepositWorker } from './depositWorker.ts';

/** The largest deposit accepted in one request (a few packages with their figures; the import limits each file further). */
export const DEPOSIT_BODY_LIMIT = 256 * 1024 * 1024;

const yes = (value: unknown) => typeof value === 'string' && /^(1|true|yes|on)$/i.test(value);

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

async function authorised(store: DepositStore, request: FastifyRequest, reply: FastifyReply): Promise<DepositToken | null> {
  const secret = bearer(request);
  const token = secret ? await store.tokenOf(secret) : null;
  if (!token) {
    await reply.code(401).header('www-authenticate', 'Bearer realm="deposits"').send({
      statusCode: 401,
      message: secret ? 'This deposit token is not known or has been revoked.' : 'A deposit needs a deposit token: send it as "Authorization: Bearer <token>".',
    });
    return null;
  }
  return token;
}

/** A multipart part's name as a path inside the deposit: folders kept, anything that would leave it refused. */
function partName(name: string, position: number): string | null {
  const clean = name.replace(/\\/g, '/').replace(/^\/+/, '');
  if (!clean) return `file-${position}`;
  return clean.split('/').some((part) => part === '..' || part === '') ? null : clean;
}

async function uploadedFiles(request: FastifyRequest): Promise<{ files: DepositFile[]; fields: Record<string, string> } | { problem: string }> {
  // The multipart boundary is case-sensitive: only the media type is compared in lower case.
  const header = String(request.headers['content-type'] ?? '');
  const type = header.toLowerCase();
  const body = request.body as Buffer | undefined;
  if (!body?.length) return { problem: 'The deposit is empty: send a zip of article packages, or a multipart upload of them.' };
  if (type.startsWith('application/zip') || type.startsWith('application/x-zip-compressed')) return { files: [{ name: 'deposit.zip', content: body }], fields: {} };
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': header } }).formData();
  } catch {
    return { problem: 'The multipart upload could not be read.' };
  }
  const files: DepositFile[] = [];
  const fields: Record<string, string> = {};
  let position = 0;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[key] = value;
      continue;
    }
    const name = partName(value.name, position++);
    if (!name) return { problem: `The uploaded file "${value.name}" has a name that leaves the deposit: refused.` };
    files.push({ name, content: new Uint8Array(await value.arrayBuffer()) });
  }
  if (!files.length) return { problem: 'The upload holds no files: add the packages (zips) or an article\'s XML and its files.' };
  return { files, fields };
}

function answer(deposit: DepositRecord) {
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: deposit.id,
    status: deposit.status,
    receivedAt: iso(deposit.receivedAt),
    startedAt: iso(deposit.startedAt),
    finishedAt: iso(deposit.finishedAt),
    articles: deposit.report,
  };
}

export async function depositsPlugin(app: FastifyInstance, opts: { store: DepositStore; worker: DepositWorker; now?: () => number }): Promise<void> {
  const now = opts.now ?? Date.now;
  const keep = (_request: FastifyRequest, body: Buffer, done: (error: Error | null, value?: unknown) => void) => done(null, body);
  for (const type of ['application/zip', 'application/x-zip-compressed', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: DEPOSIT_BODY_LIMIT }, keep);
  }

  app.post('/deposits', { bodyLimit: DEPOSIT_BODY_LIMIT }, async (request, reply) => {
    const token = await authorised(opts.store, request, reply);
    if (!token) return reply;
    const upload = await uploadedFiles(request);
    if ('problem' in upload) return reply.code(400).send({ statusCode: 400, message: upload.problem });
    const query = request.query as Record<string, string | undefined>;
    const createJournals = yes(query.createJournals ?? upload.fields.createJournals);
    const allowMissingFiles = yes(query.allowMissingFiles ?? upload.fields.allowMissingFiles);
    if (createJournals && token.journalIssn) {
      return reply.code(403).send({ statusCode: 403, message: `This token publishes to the journal ${token.journalIssn} only and cannot create journals: use a publisher token.` });
    }
    // Stored before it is acknowledged: a crash after the 202 loses nothing.
    const id = await opts.store.receive(token.id, upload.files, { createJournals, allowMissingFiles }, now());
    opts.worker.wake();
    return reply.code(202).header('location', `/api/deposits/${id}`).send({ id, status: 'queued', statusUrl: `/api/deposits/${id}` });
  });

  app.get<{ Params: { id: string } }>('/deposits/:id', async (request, reply) => {
    const token = await authorised(opts.store, request, reply);
    if (!token) return reply;
    const deposit = /^[0-9a-f-]{36}$/.test(request.params.id) ? await opts.store.deposit(request.params.id) : null;
    // A journal's token sees its own deposits; the publisher's sees them all.
    if (!deposit || (token.journalIssn && deposit.tokenId !== token.id)) return reply.code(404).send({ statusCode: 404, message: 'No deposit with this id.' });
    return reply.header('cache-control', 'no-store').send(answer(deposit));
  });
}
