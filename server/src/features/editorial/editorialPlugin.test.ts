// The editorial office's API on the real server (buildApp) over a real database (test-support/testEngine.ts): who may read the
// submissions (401, 403, the role on a verified address), the list with its filters, one submission
// and its file, the CSV, and an answer that is stored, mailed as a link and read at /message/….
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { platformApp } from '../../../test-support/platformFixture.ts';
import type { ServerConfig } from '../../app/config.ts';
import { authStateDir, resolveSessionSecret } from '../../platform/secrets/authState.ts';
import { SessionStore, type SessionClaims } from '../auth/sessions.ts';
import { formToken, tinyPng } from '../../../test-support/formTesting.ts';
import { RoleStore } from './roleStore.ts';
import type { TestRows } from '../../../test-support/testDatabase.ts';
import { siteForms } from '@oap/contracts/forms/siteForms.ts';

/** A session cookie for `claims`, as the sign-in callback would set it. */
async function sessionCookie(config: ServerConfig, db: TestRows, claims: SessionClaims): Promise<string> {
  const secret = resolveSessionSecret(config.sessionSecret, authStateDir(config.databasePath));
  return `oap_session=${await new SessionStore(db.database, secret).create(claims, undefined)}`;
}

describe('the editorial office API', () => {
  let app: FastifyInstance;
  let config: ServerConfig;
  let db: TestRows;
  let office: string;
  const references: string[] = [];

  before(async () => {
    const platform = await platformApp();
    ({ app, config } = platform);
    await app.ready();
    db = await platform.database.rows();
    await new RoleStore(db.database).grant('office@example.org', 'editorial-office', 'test');
    office = await sessionCookie(config, db, { sub: 'o1', email: 'office@example.org', emailVerified: true });
    const { token, cookie } = await formToken(app);
    const send = async (form: string, fields: Record<string, string>, file?: Buffer) => {
      const body = new FormData();
      for (const [name, value] of Object.entries({ ...fields, _csrf: token })) body.append(name, value);
      if (file) body.append('attachment', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'screen.png');
      const request = new Request('http://x.invalid/', { method: 'POST', body });
      const answer = await app.inject({ method: 'POST', url: `/api/forms/${form}`, headers: { cookie, 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) });
      assert.equal(answer.statusCode, 201, answer.body);
      references.push((answer.json() as { reference: string }).reference);
    };
    await send('feedback', { topic: 'website', message: 'The PDF link on =cmd| articles is broken', email: 'reader@example.org' }, tinyPng);
    await send('event-proposal', { title: 'Open Science Days', startDate: '2027-05-14', endDate: '2027-05-15', place: 'Basel', url: 'https://osd.example.org', name: 'Ann', email: 'ann@example.org' });
  });
  after(async () => {
    await app.close();
  });

  const get = (url: string, cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  test('anyone but the office is refused: 401 signed out, 403 without the role or with an unverified address', async () => {
    assert.equal((await get('/api/editorial/submissions')).statusCode, 401);
    assert.equal((await get('/api/editorial/submissions')).json().message, 'You need to log in to access this page');
    const reader = await sessionCookie(config, db, { sub: 'r1', email: 'reader@example.org', emailVerified: true });
    const unverified = await sessionCookie(config, db, { sub: 'o2', email: 'office@example.org', emailVerified: false });
    for (const cookie of [reader, unverified]) {
      for (const url of ['/api/editorial/submissions', `/api/editorial/submissions/${references[0]}`, '/api/editorial/submissions.csv', `/api/editorial/submissions/${references[0]}/files/attachment`]) {
        const answer = await get(url, cookie);
        assert.equal(answer.statusCode, 403, url);
        assert.equal(answer.json().message, "You don't have permission to access this page");
      }
    }
  });

  test('the list, newest first, filtered by form and date', async () => {
    const all = await get('/api/editorial/submissions', office);
    assert.equal(all.statusCode, 200);
    assert.match(String(all.headers['cache-control']), /private/);
    const list = all.json() as { total: number; items: { reference: string; formTitle: string; summary: string; files: number }[]; forms: { id: string }[] };
    assert.equal(list.total, 2);
    assert.deepEqual(list.items.map((item) => item.reference), [references[1], references[0]]);
    assert.equal(list.items[1]!.files, 1);
    assert.equal(list.items[0]!.summary, 'Open Science Days');
    // Every form of the site is offered as a filter, in the order siteForms lists them.
    assert.deepEqual(list.forms.map((form) => form.id), siteForms.map((form) => form.id));
    const feedbackOnly = (await get('/api/editorial/submissions?form=feedback', office)).json() as { total: number };
    assert.equal(feedbackOnly.total, 1);
    const future = (await get('/api/editorial/submissions?from=2999-01-01', office)).json() as { total: number };
    assert.equal(future.total, 0);
    assert.equal((await get('/api/editorial/submissions?from=yesterday', office)).statusCode, 400);
    assert.equal((await get(`/api/editorial/submissions.csv?form=${encodeURIComponent('文"x')}`, office)).statusCode, 400);
  });

  test('one submission with its fields, labels and file; the file is a download', async () => {
    const detail = (await get(`/api/editorial/submissions/${references[0]}`, office)).json() as { fields: { label: string; value: string }[]; attachments: { url: string; fileName: string }[] };
    assert.ok(detail.fields.some((field) => field.label === 'Your feedback' && field.value.startsWith('The PDF link')));
    // A choice by its label, as the sender saw it.
    assert.ok(detail.fields.some((field) => field.label === 'What is your feedback about?' && field.value === 'This website'));
    const file = await get(detail.attachments[0]!.url, office);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    // An ASCII name needs no filename*.
    assert.equal(file.headers['content-disposition'], 'attachment; filename="screen.png"');
    assert.deepEqual(file.rawPayload, tinyPng);
    assert.equal((await get('/api/editorial/submissions/FB-20000101-AAAAAA', office)).statusCode, 404);
  });

  test('the CSV has every submission of the filter, with formulas defused', async () => {
    const csv = await get('/api/editorial/submissions.csv?form=feedback', office);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.equal(csv.headers['content-disposition'], 'attachment; filename="submissions-feedback.csv"');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    assert.equal(lines[0], 'Reference,Form,Received,Email,Account,Fields,Files');
    assert.ok(lines[1]!.startsWith(`${references[0]},Feedback,`));
    assert.match(csv.body, /Your feedback: The PDF link on =cmd\| articles is broken/);
    assert.match(csv.body, /screen\.png/);
  });

  test('an answer is stored with its mail, and read from the mailed link; a wrong pair is a 404', async () => {
    const { token, cookie } = await formToken(app);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/editorial/submissions/${references[0]}/reply`,
      headers: { cookie: `${cookie}; ${office}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: token, subject: 'About the PDF link', body: 'Thank you.\n\nIt is fixed now.' }).toString(),
    });
    assert.equal(answer.statusCode, 201, answer.body);
    const mail = (await db.get(sql<{ recipient: string; text_body: string }>`SELECT recipient, text_body FROM mail_outbox WHERE kind = 'office-reply'`))!;
    assert.equal(mail.recipient, 'reader@example.org');
    const link = /http:\/\/localhost:\d+(\/message\/[\w-]+\/[\w-]+)/.exec(mail.text_body)?.[1];
    assert.ok(link, mail.text_body);
    const apiLink = `/api${link.replace('/message/', '/messages/')}`;
    const tampered = `${apiLink.slice(0, -1)}${apiLink.endsWith('A') ? 'B' : 'A'}`;
    assert.equal((await get(tampered)).statusCode, 404, 'a tampered key');
    const read = await get(apiLink);
    assert.equal(read.statusCode, 200);
    assert.deepEqual({ ...(read.json() as object), sentAt: undefined, expiresAt: undefined }, { subject: 'About the PDF link', body: 'Thank you.\n\nIt is fixed now.', reference: references[0], sentAt: undefined, expiresAt: undefined });
    const [key] = link.split('/').slice(2);
    assert.equal((await get(`/api/messages/${key}/${'A'.repeat(43)}`)).statusCode, 404);
    const detail = (await get(`/api/editorial/submissions/${references[0]}`, office)).json() as { replies: { subject: string }[] };
    assert.deepEqual(detail.replies.map((reply) => reply.subject), ['About the PDF link']);
  });

  test('an answer without its form token is refused, and a reader without the role cannot answer', async () => {
    const { token, cookie } = await formToken(app);
    const reader = await sessionCookie(config, db, { sub: 'r2', email: 'reader@example.org', emailVerified: true });
    const post = (sessionCookieValue: string, csrf: string) =>
      app.inject({
        method: 'POST',
        url: `/api/editorial/submissions/${references[0]}/reply`,
        headers: { cookie: `${cookie}; ${sessionCookieValue}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ _csrf: csrf, subject: 'x', body: 'y' }).toString(),
      });
    assert.equal((await post(office, 'wrong')).statusCode, 403);
    assert.equal((await post(reader, token)).statusCode, 403);
  });
  test('a file named in any script downloads under its own name', async () => {
    const { token, cookie } = await formToken(app);
    const body = new FormData();
    for (const [name, value] of Object.entries({ topic: 'website', message: 'See the picture', _csrf: token })) body.append(name, value);
    body.append('attachment', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'Снимок экрана "1".png');
    const request = new Request('http://x.invalid/', { method: 'POST', body });
    const sent = await app.inject({ method: 'POST', url: '/api/forms/feedback', headers: { cookie, 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) });
    const reference = (sent.json() as { reference: string }).reference;
    const file = await get(`/api/editorial/submissions/${reference}/files/attachment`, office);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-disposition'], `attachment; filename="______ ______ 1.png"; filename*=UTF-8''${encodeURIComponent('Снимок экрана 1.png')}`);
  });
  test('a Latin name with accents and an en dash keeps them in filename*, and goes unaccented in filename', async () => {
    const { token, cookie } = await formToken(app);
    const body = new FormData();
    for (const [name, value] of Object.entries({ topic: 'website', message: 'See the scan', _csrf: token })) body.append(name, value);
    body.append('attachment', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'Müller–Şahin.png');
    const request = new Request('http://x.invalid/', { method: 'POST', body });
    const sent = await app.inject({ method: 'POST', url: '/api/forms/feedback', headers: { cookie, 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) });
    assert.equal(sent.statusCode, 201, sent.body);
    const file = await get(`/api/editorial/submissions/${(sent.json() as { reference: string }).reference}/files/attachment`, office);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-disposition'], `attachment; filename="Muller_Sahin.png"; filename*=UTF-8''M%C3%BCller%E2%80%93%C5%9Eahin.png`);
  });
});
