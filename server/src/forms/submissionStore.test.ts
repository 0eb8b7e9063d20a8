// The submission store on a real SQLite file through SqlDatabase: a submission, its files and its
// mail are one transaction (all or nothing), the same sending is stored once, and the CSV export
// reads every matching row once, newest first, across its batches (rows received in the same
// millisecond included).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { MailOutbox } from '../mail/outbox.ts';
import { migrate, openDatabase } from '../store/sqlite/database.ts';
import { sqliteDatabase } from '../store/sqlite/sqliteDatabase.ts';
import type { SqlDatabase } from '../store/sqlDatabase.ts';
import { temporaryDir } from '../testing/platformFixture.ts';
import { SubmissionStore, type NewSubmission } from './submissionStore.ts';

const feedback = { id: 'feedback', referencePrefix: 'FB' };
const proposal = { id: 'event-proposal', referencePrefix: 'EP' };

describe('the submission store', () => {
  let db: DatabaseSync;
  let database: SqlDatabase;
  let time = Date.UTC(2026, 10, 25, 9, 0, 0);
  let store: SubmissionStore;
  const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
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

  before(async () => {
    db = openDatabase(path.join(temporaryDir('submissions'), 'site.sqlite'));
    await migrate(db);
    database = sqliteDatabase(db);
    store = new SubmissionStore(database, new MailOutbox(database, { messageDomain: 'www.example.org' }), () => new Date(time));
  });
  after(() => database.close());

  test('a submission, its file and its mail are stored together; when its mail fails, none of them is', async () => {
    const file = { field: 'attachment', fileName: 'screen.png', contentType: 'image/png', data: new Uint8Array([137, 80, 78, 71]) };
    const stored = await store.submit(submission({ message: 'With a file' }, { files: [file] }));
    assert.equal(stored.mailQueued, 1);
    const row = await store.get(stored.reference);
    assert.deepEqual(row?.files, [{ field: 'attachment', fileName: 'screen.png', contentType: 'image/png', size: 4 }]);
    assert.deepEqual(await store.file(stored.reference, 'attachment'), { fileName: 'screen.png', contentType: 'image/png', data: file.data });

    const before = [count('form_submissions'), count('form_submission_files'), count('mail_outbox')];
    const failing = submission({ message: 'Its mail fails' }, {
      files: [file],
      mail: () => {
        throw new Error('the mail could not be made');
      },
    });
    await assert.rejects(store.submit(failing), /the mail could not be made/);
    assert.deepEqual([count('form_submissions'), count('form_submission_files'), count('mail_outbox')], before);
  });

  test('the same sending (its key) is stored once and answered with the first reference', async () => {
    const first = await store.submit(submission({ message: 'Twice' }, { submissionKey: 'key-1' }));
    const again = await store.submit(submission({ message: 'Twice' }, { submissionKey: 'key-1' }));
    assert.deepEqual(again, { reference: first.reference, receivedAt: first.receivedAt, mailQueued: 0, repeated: true });
    assert.equal((db.prepare("SELECT count(*) AS n FROM form_submissions WHERE submission_key = 'key-1'").get() as { n: number }).n, 1);
  });

  test('the export reads every matching row once, newest first, across batches and within one millisecond', async () => {
    time = Date.UTC(2026, 11, 1, 9, 0, 0);
    // 450 in the same millisecond (the order among them is by id), then a few later, of two forms.
    for (let index = 0; index < 450; index += 1) await store.submit(submission({ message: `Batch ${index}` }, { form: proposal }));
    time += 60_000;
    for (let index = 0; index < 5; index += 1) await store.submit(submission({ message: `Later ${index}` }, { form: proposal }));
    await store.submit(submission({ message: 'Another form' }));

    const exported = [];
    for await (const row of store.each({ form: 'event-proposal', from: '2026-12-01' })) exported.push(row);
    assert.equal(exported.length, 455);
    assert.equal(new Set(exported.map((row) => row.id)).size, 455, 'each row once');
    const expected = (db.prepare("SELECT id FROM form_submissions WHERE form = 'event-proposal' ORDER BY received_at DESC, id DESC").all() as { id: number }[]).map((row) => row.id);
    assert.deepEqual(exported.map((row) => row.id), expected);
    const page = await store.list({ form: 'event-proposal' }, 2, 25);
    assert.equal(page.total, 455);
    assert.deepEqual(page.rows.map((row) => row.id), expected.slice(25, 50));
  });
});
