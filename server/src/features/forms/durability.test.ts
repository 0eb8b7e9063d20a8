// "Nothing accepted is lost": a submission is committed before its 201 (or the page's 303)
// leaves. The server runs in a process of its own and is killed (SIGKILL, no shutdown of any kind) the
// moment the answer arrives; the row and its mail are in the database afterwards (the SQLite file, or
// PostgreSQL with TEST_ENGINE=postgres).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'kysely';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { testDatabase, type TestDatabase } from '../../../test-support/testDatabase.ts';
import { cookieSentAfter } from '../../../test-support/cookies.ts';

async function startSite(dir: string, database: TestDatabase) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../../../test-support/siteProcess.ts')], {
    env: { ...process.env, SITE_PROCESS_DIR: dir, ...database.env, PUBLIC_URL: 'http://127.0.0.1:3999' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return { child, origin: `http://127.0.0.1:${chunk.toString().trim()}` };
}

for (const [what, url] of [
  ['the forms API', '/api/forms/feedback'],
  ['a form posted to its page (scripts off)', '/support/feedback'],
] as const) {
  test(`${what}: the submission and its mail are on disk when the answer arrives, even if the server dies right then`, { timeout: 60_000 }, async () => {
    const dir = temporaryDir('durability');
    const database = await testDatabase(path.join(dir, 'site.sqlite'));
    const { child, origin } = await startSite(dir, database);
    try {
      const tokenAnswer = await fetch(`${origin}/api/forms/token`);
      const cookie = cookieSentAfter(tokenAnswer.headers.getSetCookie());
      const { token } = (await tokenAnswer.json()) as { token: string };
      const message = `Stored before answered (${what})`;
      const body = new URLSearchParams({ _csrf: token, topic: 'website', message, email: 'reader@example.org' });
      const answer = await fetch(`${origin}${url}`, { method: 'POST', body, headers: { cookie, origin, accept: 'text/html' }, redirect: 'manual' });
      child.kill('SIGKILL');
      // The API answers 201; the page (its action ran in the server render) a 303 to its confirmation.
      if (url.startsWith('/api/')) assert.equal(answer.status, 201, await answer.text());
      else {
        assert.equal(answer.status, 303, await answer.text());
        assert.match(answer.headers.get('location') ?? '', /^\/support\/feedback\?sent=FB-/);
      }
      await once(child, 'exit');
      const db = await database.rows();
      const rows = await db.all(sql<{ reference: string }>`SELECT reference FROM form_submissions WHERE payload LIKE ${`%${message}%`}`);
      assert.equal(rows.length, 1, 'the row is stored');
      const mail = await db.count(sql`SELECT count(*) AS n FROM mail_outbox WHERE kind = 'form-confirmation' AND subject LIKE ${`%${rows[0]!.reference}%`}`);
      assert.equal(mail, 1, 'its confirmation mail is queued with it');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await database.close();
    }
  });
}
