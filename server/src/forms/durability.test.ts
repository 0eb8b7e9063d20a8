// "Nothing accepted is lost" (issue 16): a submission is committed before its 201 (or the page's 303)
// leaves. The server runs in a process of its own and is killed (SIGKILL, no shutdown of any kind) the
// moment the answer arrives; the row and its mail are in the database file afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { once } from 'node:events';
import { temporaryDir } from '../testing/platformFixture.ts';

async function startSite(dir: string) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'testing', 'siteProcess.ts')], {
    env: { ...process.env, SITE_PROCESS_DIR: dir, DATABASE_PATH: path.join(dir, 'site.sqlite'), PUBLIC_URL: 'http://127.0.0.1:3999' },
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
    const { child, origin } = await startSite(dir);
    try {
      const tokenAnswer = await fetch(`${origin}/api/forms/token`);
      const cookie = tokenAnswer.headers.get('set-cookie')!.split(';')[0]!;
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
      const db = new DatabaseSync(path.join(dir, 'site.sqlite'));
      try {
        const rows = db.prepare('SELECT reference FROM form_submissions WHERE payload LIKE ?').all(`%${message}%`) as { reference: string }[];
        assert.equal(rows.length, 1, 'the row is on disk');
        const mail = db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'form-confirmation' AND subject LIKE ?").get(`%${rows[0]!.reference}%`) as { n: number };
        assert.equal(mail.n, 1, 'its confirmation mail is queued with it');
      } finally {
        db.close();
      }
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
}
