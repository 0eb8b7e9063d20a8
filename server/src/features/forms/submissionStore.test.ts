// The submission store on each engine: a submission, its files and its mail are one
// transaction (all or nothing), the same sending is stored once (also when two server copies store it
// at the same moment), the office's list and filters, and the CSV export reads every matching row
// once, newest first, across its batches (rows received in the same millisecond included).
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { MailOutbox } from '../../platform/mail/outbox.ts';
import type { SqlDatabase } from '../../data/sqlDatabase.ts';
import { engineTest } from '../../../test-support/engines.ts';
import { SubmissionStore, type NewSubmission } from './submissionStore.ts';

const feedback = { id: 'feedback', referencePrefix: 'FB' };
const proposal = { id: 'event-proposal', referencePrefix: 'EP' };

const submission = (fields: Record<string, unknown>, more: Partial<NewSubmission> = {}): NewSubmission => ({
  form: feedback,
  submissionKey: null,
  email: 'reader@example.org',
  fields,
  account: null,
  files: [],
  mail: (reference) => [{ kind: 'form-confirmation', to: 'reader@example.org', subject: `We received it (${reference})`, text: reference }],
  ...more,
});

function storeOver(database: SqlDatabase, now: () => Date): SubmissionStore {
  return new SubmissionStore(database, new MailOutbox(database, { messageDomain: 'www.example.org' }), now);
}

const count = async (database: SqlDatabase, table: 'form_submissions' | 'form_submission_files' | 'mail_outbox') =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db)).rows[0]?.n);

engineTest('a submission, its file and its mail are stored together; when its mail fails, none of them is', async ({ open }) => {
  const database = await open();
  const store = storeOver(database, () => new Date(Date.UTC(2026, 10, 25, 9, 0, 0)));
  const file = { field: 'attachment', fileName: 'screen.png', contentType: 'image/png', data: new Uint8Array([137, 80, 78, 71, 0, 255]) };
  const stored = await store.submit(submission({ message: 'With a file' }, { files: [file], account: 'Ann@Example.org' }));
  assert.equal(stored.mailQueued, 1);
  assert.match(stored.reference, /^FB-20261125-[0-9A-Z]{6}$/);
  const row = await store.get(stored.reference);
  assert.deepEqual(row, {
    id: row?.id,
    reference: stored.reference,
    form: 'feedback',
    email: 'reader@example.org',
    fields: { message: 'With a file' },
    account: 'Ann@Example.org',
    receivedAt: '2026-11-25T09:00:00.000Z',
    files: [{ field: 'attachment', fileName: 'screen.png', contentType: 'image/png', size: 6 }],
  });
  assert.equal(typeof row?.id, 'number');
  assert.deepEqual(await store.file(stored.reference, 'attachment'), { fileName: 'screen.png', contentType: 'image/png', data: file.data });
  assert.equal(await store.file(stored.reference, 'another'), null);
  assert.equal(await store.get('FB-20261125-NOSUCH'), null);
  const { rows: mail } = await sql<{ subject: string }>`SELECT subject FROM mail_outbox`.execute(database.db);
  assert.deepEqual(mail.map((message) => message.subject), [`We received it (${stored.reference})`]);

  const before = [await count(database, 'form_submissions'), await count(database, 'form_submission_files'), await count(database, 'mail_outbox')];
  const failing = submission({ message: 'Its mail fails' }, {
    files: [file],
    mail: () => {
      throw new Error('the mail could not be made');
    },
  });
  await assert.rejects(store.submit(failing), /the mail could not be made/);
  assert.deepEqual([await count(database, 'form_submissions'), await count(database, 'form_submission_files'), await count(database, 'mail_outbox')], before);

  // No mail, no email: stored all the same.
  const quiet = await store.submit(submission({ message: 'Anonymous' }, { email: null, mail: () => [] }));
  assert.equal(quiet.mailQueued, 0);
  assert.equal((await store.get(quiet.reference))?.email, null);
});

engineTest('the same sending (its key) is stored once and answered with the first reference, also from two copies at once', async ({ open }) => {
  const database = await open();
  const store = storeOver(database, () => new Date(Date.UTC(2026, 10, 25, 9, 0, 0)));
  const first = await store.submit(submission({ message: 'Twice' }, { submissionKey: 'key-1' }));
  const again = await store.submit(submission({ message: 'Twice' }, { submissionKey: 'key-1' }));
  assert.deepEqual(again, { reference: first.reference, receivedAt: first.receivedAt, mailQueued: 0, repeated: true });
  const other = await store.submit(submission({ message: 'Same key, other form' }, { submissionKey: 'key-1', form: proposal }));
  assert.equal(other.repeated, false, 'a key is per form');

  const copies = [store, storeOver(await open(), () => new Date(Date.UTC(2026, 10, 25, 9, 0, 1)))];
  for (let round = 0; round < 4; round += 1) {
    const sent = await Promise.all([...copies, ...copies].map((copy) => copy.submit(submission({ message: `Raced ${round}` }, { submissionKey: `race-${round}` }))));
    assert.equal(new Set(sent.map((answer) => answer.reference)).size, 1, 'one reference for all');
    assert.equal(sent.filter((answer) => !answer.repeated).length, 1, 'stored by one of them');
    assert.equal(sent.reduce((mails, answer) => mails + answer.mailQueued, 0), 1, 'its mail queued once');
  }
  const { rows } = await sql<{ submission_key: string; n: number }>`SELECT submission_key, count(*) AS n FROM form_submissions
    WHERE submission_key IS NOT NULL GROUP BY form, submission_key ORDER BY form, submission_key`.execute(database.db);
  assert.deepEqual(rows.map((row) => [row.submission_key, Number(row.n)]), [['key-1', 1], ['key-1', 1], ['race-0', 1], ['race-1', 1], ['race-2', 1], ['race-3', 1]]);
  assert.equal(await count(database, 'mail_outbox'), 6);
});

engineTest('the office lists submissions newest first by form and day, and the export reads every matching row once across batches', async ({ open }) => {
  const database = await open();
  let time = Date.UTC(2026, 10, 30, 23, 59, 59, 999);
  const store = storeOver(database, () => new Date(time));
  const november = await store.submit(submission({ message: 'The last moment of November' }, { form: proposal }));
  time = Date.UTC(2026, 11, 1, 9, 0, 0);
  // 450 in the same millisecond (the order among them is by id), then a few later, of two forms.
  for (let index = 0; index < 450; index += 1) await store.submit(submission({ message: `Batch ${index}` }, { form: proposal }));
  time += 60_000;
  for (let index = 0; index < 5; index += 1) await store.submit(submission({ message: `Later ${index}` }, { form: proposal }));
  await store.submit(submission({ message: 'Another form' }));
  time = Date.UTC(2026, 11, 2, 0, 0, 0);
  const december2 = await store.submit(submission({ message: 'The first moment of 2 December' }, { form: proposal }));

  const exported = [];
  for await (const row of store.each({ form: 'event-proposal', from: '2026-12-01', to: '2026-12-01' })) exported.push(row);
  assert.equal(exported.length, 455);
  assert.equal(new Set(exported.map((row) => row.id)).size, 455, 'each row once');
  const { rows } = await sql<{ id: number }>`SELECT id FROM form_submissions WHERE form = 'event-proposal' AND received_at LIKE '2026-12-01%' ORDER BY received_at DESC, id DESC`.execute(
    database.db,
  );
  const expected = rows.map((row) => row.id);
  assert.deepEqual(exported.map((row) => row.id), expected);
  assert.deepEqual(exported.slice(0, 2).map((row) => row.fields.message), ['Later 4', 'Later 3']);
  assert.deepEqual(exported.at(-1)?.fields, { message: 'Batch 0' });

  const page = await store.list({ form: 'event-proposal', from: '2026-12-01', to: '2026-12-01' }, 2, 25);
  assert.equal(page.total, 455);
  assert.deepEqual(page.rows.map((row) => row.id), expected.slice(25, 50));
  const all = await store.list({}, 1, 3);
  assert.equal(all.total, 458);
  assert.deepEqual(all.rows.map((row) => row.reference)[0], december2.reference);
  assert.deepEqual((await store.list({ to: '2026-11-30' }, 1, 10)).rows.map((row) => row.reference), [november.reference], 'the day\u2019s last millisecond is in it');
  assert.deepEqual((await store.list({ from: '2026-12-02' }, 1, 10)).rows.map((row) => row.reference), [december2.reference]);
  assert.deepEqual(await store.list({ form: 'no-such-form' }, 1, 10), { total: 0, rows: [] });
});
