// The forms API against the real server (buildApp) on a real database (test-support/testEngine.ts): tokens, validation, the
// CSRF and origin checks, the honeypot, rate limits, body limits and uploads checked by their bytes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { platformApp } from '../../../test-support/platformFixture.ts';
import type { ServerConfig } from '../../app/config.ts';
import { csrfRefusedMessage } from '../../platform/security/csrf.ts';
import { crossSiteMessage } from '../../platform/security/originCheck.ts';
import { honeypotMessage } from './formsPlugin.ts';
import { submissionReferencePattern } from '@oap/contracts/forms/formLimits.ts';
import { authStateDir, resolveSessionSecret } from '../../platform/secrets/authState.ts';
import { SessionStore } from '../auth/sessions.ts';
import type { TestRows } from '../../../test-support/testDatabase.ts';
import { formToken, tinyPng } from '../../../test-support/formTesting.ts';

function multipart(fields: Record<string, string>, files: Record<string, { name: string; type: string; data: Buffer }> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) form.append(key, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://x.invalid/', { method: 'POST', body: form });
  return request.arrayBuffer().then((body) => ({ payload: Buffer.from(body), contentType: request.headers.get('content-type')! }));
}

const feedback = { topic: 'website', message: 'The search box is hard to find on small screens.', email: 'reader@example.org', name: 'A Reader' };

describe('POST /api/forms/{form}', () => {
  let app: FastifyInstance;
  let config: ServerConfig;
  let db: TestRows;

  before(async () => {
    const platform = await platformApp();
    ({ app, config } = platform);
    db = await platform.database.rows();
  });
  after(async () => {
    await app.close();
  });

  const post = (form: string, payload: string | Buffer, headers: Record<string, string>) => app.inject({ method: 'POST', url: `/api/forms/${form}`, payload, headers });
  const urlencoded = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  test('a valid form with its token is stored with a reference, and its confirmation mail is queued with it', async () => {
    const { token, cookie } = await formToken(app);
    const answer = await post('feedback', urlencoded({ ...feedback, _csrf: token }), { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: config.publicUrl });
    assert.equal(answer.statusCode, 201, answer.body);
    const receipt = answer.json() as { reference: string; form: string; confirmationSent: boolean };
    assert.match(receipt.reference, submissionReferencePattern);
    assert.ok(receipt.reference.startsWith('FB-'));
    assert.equal(receipt.confirmationSent, true);
    const row = (await db.get(sql<{ form: string; email: string; payload: string }>`SELECT form, email, payload FROM form_submissions WHERE reference = ${receipt.reference}`))!;
    assert.equal(row.form, 'feedback');
    assert.equal(row.email, 'reader@example.org');
    assert.equal((JSON.parse(row.payload) as { message: string }).message, feedback.message);
    const mail = (await db.get(sql<{ recipient: string; text_body: string }>`SELECT recipient, subject, text_body FROM mail_outbox WHERE kind = 'form-confirmation' AND subject LIKE ${`%${receipt.reference}%`}`))!;
    assert.equal(mail.recipient, 'reader@example.org');
    assert.match(mail.text_body, new RegExp(receipt.reference));
    // Not signed in with that address: what was typed is not mailed back (the form is no way to
    // send any text to any address from us).
    assert.doesNotMatch(mail.text_body, /The search box is hard to find/);
    assert.match(mail.text_body, /If you did not send it, someone typed your address/);
  });

  test('the same sending twice (the same form page) is stored once, and answered with its reference both times', async () => {
    const { token, cookie } = await formToken(app);
    const body = urlencoded({ ...feedback, message: 'Sent twice by a double click', email: 'twice@example.org', _csrf: token });
    const first = await post('feedback', body, { cookie, 'content-type': 'application/x-www-form-urlencoded' });
    const second = await post('feedback', body, { cookie, 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(first.statusCode, 201);
    assert.equal(second.statusCode, 201);
    assert.equal((second.json() as { reference: string }).reference, (first.json() as { reference: string }).reference);
    assert.equal((second.json() as { confirmationSent: boolean }).confirmationSent, false);
    assert.equal(await db.count(sql`SELECT count(*) AS n FROM form_submissions WHERE payload LIKE '%Sent twice by a double click%'`), 1);
    assert.equal(await db.count(sql`SELECT count(*) AS n FROM mail_outbox WHERE recipient = 'twice@example.org'`), 1);
  });

  test('signed in with that address confirmed, the confirmation repeats what was sent', async () => {
    const { token, cookie } = await formToken(app);
    const secret = resolveSessionSecret(config.sessionSecret, authStateDir(config.databasePath));
    const session = `oap_session=${await new SessionStore(db.database, secret).create({ sub: 'r', email: 'Signed.Reader@example.org', emailVerified: true }, undefined)}`;
    const answer = await post('feedback', urlencoded({ ...feedback, email: 'signed.reader@example.org', _csrf: token }), { cookie: `${cookie}; ${session}`, 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(answer.statusCode, 201);
    const mail = (await db.get(sql<{ text_body: string }>`SELECT text_body FROM mail_outbox WHERE recipient = 'signed.reader@example.org'`))!;
    assert.match(mail.text_body, /This is what you sent:/);
    assert.match(mail.text_body, /The search box is hard to find/);
  });

  test('one address gets at most five confirmations an hour (all stored), and an address with a display name is refused', async () => {
    // Each from a form page of its own (a token of its own): the same sending twice is stored once.
    const send = async (email: string, index: number) => {
      const { token, cookie } = await formToken(app);
      const answer = await post('feedback', urlencoded({ ...feedback, email, _csrf: token }), { cookie, 'content-type': 'application/x-www-form-urlencoded' });
      return { index, answer };
    };
    const answers = [];
    for (let index = 0; index < 7; index += 1) answers.push(await send('flooded@example.org', index));
    assert.deepEqual(answers.map(({ answer }) => answer.statusCode), [201, 201, 201, 201, 201, 201, 201]);
    assert.deepEqual(answers.map(({ answer }) => (answer.json() as { confirmationSent: boolean }).confirmationSent), [true, true, true, true, true, false, false]);
    assert.equal(await db.count(sql`SELECT count(*) AS n FROM mail_outbox WHERE recipient = 'flooded@example.org'`), 5);
    for (const disguised of ['x<flooded@example.org>', 'a@example.org, flooded@example.org', '"x"@example.org']) {
      const refused = await send(disguised, 0);
      assert.equal(refused.answer.statusCode, 400, disguised);
      assert.equal((refused.answer.json() as { data: { fieldErrors: { email: string } } }).data.fieldErrors.email, 'Enter an email address such as name@example.org.');
    }
  });

  test('invalid fields come back as one message per field, and nothing is stored', async () => {
    const before = await db.count(sql`SELECT count(*) AS n FROM form_submissions`);
    const { token, cookie } = await formToken(app);
    const answer = await post('feedback', urlencoded({ topic: 'weather', message: '   ', email: 'not an address', _csrf: token }), { cookie, 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(answer.statusCode, 400);
    const body = answer.json() as { message: string; data: { fieldErrors: Record<string, string> } };
    assert.equal(body.message, '3 fields need your attention.');
    assert.deepEqual(body.data.fieldErrors, {
      topic: 'Choose what your feedback is about.',
      message: 'Enter your feedback.',
      email: 'Enter an email address such as name@example.org.',
    });
    assert.equal(await db.count(sql`SELECT count(*) AS n FROM form_submissions`), before);
  });

  test('a form without its token, or with another browser’s, is refused with 403 and says why', async () => {
    const { cookie } = await formToken(app);
    const other = await formToken(app);
    for (const headers of [{ cookie }, { cookie, 'x-csrf-token': other.token }, { 'x-csrf-token': other.token }] as Record<string, string>[]) {
      const answer = await post('feedback', urlencoded(feedback), { ...headers, 'content-type': 'application/x-www-form-urlencoded' });
      assert.equal(answer.statusCode, 403);
      assert.equal((answer.json() as { message: string }).message, csrfRefusedMessage);
    }
  });

  test('a form sent from another site is refused before it is read', async () => {
    const { token, cookie } = await formToken(app);
    for (const headers of [{ origin: 'https://elsewhere.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }] as Record<string, string>[]) {
      const answer = await post('feedback', urlencoded({ ...feedback, _csrf: token }), { cookie, ...headers, 'content-type': 'application/x-www-form-urlencoded' });
      assert.equal(answer.statusCode, 403);
      assert.equal((answer.json() as { message: string }).message, crossSiteMessage);
    }
  });

  test('a filled honeypot is refused with a sentence a person can act on', async () => {
    const { token, cookie } = await formToken(app);
    const answer = await post('feedback', urlencoded({ ...feedback, website: 'https://spam.example', _csrf: token }), { cookie, 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(answer.statusCode, 400);
    assert.equal((answer.json() as { message: string }).message, honeypotMessage);
  });

  test('an unknown form is a 404, and JSON bodies work for scripts', async () => {
    const { token, cookie } = await formToken(app);
    assert.equal((await post('nonsense', urlencoded({ _csrf: token }), { cookie, 'content-type': 'application/x-www-form-urlencoded' })).statusCode, 404);
    const json = await post('event-proposal', JSON.stringify({ title: 'Open Science Days', startDate: '2027-05-14', endDate: '2027-05-12', place: 'Basel, Switzerland', url: 'https://osd.example.org', name: 'Ann Organiser', email: 'ann@example.org' }), {
      cookie,
      'x-csrf-token': token,
      'content-type': 'application/json',
    });
    assert.equal(json.statusCode, 400);
    assert.deepEqual((json.json() as { data: { fieldErrors: object } }).data.fieldErrors, { endDate: 'The last day cannot be before the first day.' });
  });

  test('uploads are checked by their bytes: a PNG is stored, a page named .png is refused', async () => {
    const { token, cookie } = await formToken(app);
    const good = await multipart({ ...feedback, _csrf: token }, { attachment: { name: 'screen.png', type: 'image/png', data: tinyPng } });
    const stored = await post('feedback', good.payload, { cookie, 'content-type': good.contentType });
    assert.equal(stored.statusCode, 201, stored.body);
    const reference = (stored.json() as { reference: string }).reference;
    const file = await db.get(sql<{ file_name: string; content_type: string; size: number }>`SELECT f.file_name, f.content_type, f.size FROM form_submission_files f JOIN form_submissions s ON s.id = f.submission_id WHERE s.reference = ${reference}`);
    assert.deepEqual({ ...file }, { file_name: 'screen.png', content_type: 'image/png', size: tinyPng.length });

    const disguised = await multipart({ ...feedback, _csrf: token }, { attachment: { name: 'screen.png', type: 'image/png', data: Buffer.from('<html><script>alert(1)</script></html>') } });
    const refused = await post('feedback', disguised.payload, { cookie, 'content-type': disguised.contentType });
    assert.equal(refused.statusCode, 400);
    assert.match((refused.json() as { data: { fieldErrors: { attachment: string } } }).data.fieldErrors.attachment, /not one we accept.*PNG, JPEG, WebP or PDF, at most 5 MB/);

    const wrongType = await multipart({ ...feedback, _csrf: token }, { attachment: { name: 'notes.txt', type: 'text/plain', data: Buffer.from('hello') } });
    const refusedType = await post('feedback', wrongType.payload, { cookie, 'content-type': wrongType.contentType });
    assert.equal(refusedType.statusCode, 400);
    assert.equal((refusedType.json() as { data: { fieldErrors: { attachment: string } } }).data.fieldErrors.attachment, 'Attach a PNG, JPEG, WebP or PDF, at most 5 MB.');
  });

  test('bodies over the limits get 413 with the limits in words', async () => {
    const { token, cookie } = await formToken(app);
    const large = await post('feedback', urlencoded({ ...feedback, message: 'x'.repeat(300 * 1024), _csrf: token }), { cookie, 'content-type': 'application/x-www-form-urlencoded' });
    assert.equal(large.statusCode, 413);
    assert.match((large.json() as { message: string }).message, /at most 5 MB.*at most 256 KB/);
    const huge = await multipart({ ...feedback, _csrf: token }, { attachment: { name: 'big.png', type: 'image/png', data: Buffer.alloc(7 * 1024 * 1024) } });
    assert.equal((await post('feedback', huge.payload, { cookie, 'content-type': huge.contentType })).statusCode, 413);
  });
});

describe('form rate limits', () => {
  test('a client over the form limit gets 429 with Retry-After; another client does not', async () => {
    const { app } = await platformApp();
    try {
      const { token, cookie } = await formToken(app);
      const send = (remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/forms/feedback', remoteAddress, payload: new URLSearchParams({ ...feedback, _csrf: token }).toString(), headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' } });
      for (let index = 0; index < 30; index += 1) assert.equal((await send('203.0.113.7')).statusCode, 201);
      const refused = await send('203.0.113.7');
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) > 0);
      assert.match((refused.json() as { message: string }).message, /Too many requests\. Please wait/);
      assert.equal((await send('203.0.113.8')).statusCode, 201);
    } finally {
      await app.close();
    }
  });
});
