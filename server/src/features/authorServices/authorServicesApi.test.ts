// POST /api/author-services/word-count with real .docx files: the count without the reference list,
// and refusals a person understands for no file, another type, a file too large and a zip bomb.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import type { WordCountAnswer } from '@oap/contracts/authorServices/wordCount.ts';
import { readFileSync } from 'node:fs';
import { installErrorHandling } from '../../app/errorPolicy.ts';
import { installRateLimiter, RateLimiter } from '../../platform/limits/rateLimiter.ts';
import { openDatabase } from '../../data/sqlite/database.ts';
import { sqliteDatabase } from '../../data/sqlite/sqliteDatabase.ts';
import { authorServicesApi } from './authorServicesApi.ts';
import { docx, zip } from '../../../test-support/testDocx.ts';
import { MAX_UNPACKED_BYTES } from './docxText.ts';

let app: FastifyInstance;
before(async () => {
  app = Fastify();
  installErrorHandling(app);
  // The limiter's table alone (scale 0: no limit), in memory.
  const db = openDatabase(':memory:');
  db.exec(readFileSync(new URL('../../../migrations/sqlite/060_rate_limits.sql', import.meta.url), 'utf8'));
  installRateLimiter(app, new RateLimiter(sqliteDatabase(db), 0));
  await app.register(authorServicesApi, { prefix: '/api' });
  await app.ready();
});
after(() => app.close());

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function post(file: Uint8Array | null, name = 'manuscript.docx', type = docxType) {
  const form = new FormData();
  if (file) form.append('manuscript', new Blob([new Uint8Array(file)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return request.arrayBuffer().then((body) =>
    app.inject({ method: 'POST', url: '/api/author-services/word-count', headers: { 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(body) }),
  );
}

const message = (res: { json<T>(): T }) => res.json<{ message: string }>().message;

test('a Word manuscript is counted, its reference list left out', async () => {
  const intro = Array.from({ length: 30 }, (_, index) => `Paragraph ${index} reports a well-designed experiment on cell–cell adhesion.`);
  const res = await post(docx(['Coral reef recovery', ...intro, 'References', '1. Smith, J. Reefs. Nature 2020, 1, 2.', '2. Jones, K. Corals. Science 2021, 3, 4.']));
  assert.equal(res.statusCode, 200, res.body);
  const answer = res.json<WordCountAnswer>();
  // "Paragraph 0 reports a well-designed experiment on cell–cell adhesion.": nine words.
  assert.equal(answer.words, 3 + 30 * 9);
  assert.equal(answer.referencesExcluded, true);
  assert.equal(answer.fileName, 'manuscript.docx');
  assert.equal(res.headers['cache-control'], 'no-store');
});

test('a manuscript without a reference list is counted whole', async () => {
  const answer = (await post(docx(['One two three.', 'Four, five – six.']))).json<WordCountAnswer>();
  assert.deepEqual({ words: answer.words, referencesExcluded: answer.referencesExcluded }, { words: 6, referencesExcluded: false });
});

test('no file, or a file of another kind whatever its name, is refused with what to send', async () => {
  const none = await post(null);
  assert.equal(none.statusCode, 400);
  assert.match(message(none), /Choose your manuscript: a Word \(\.docx\), at most 5 MB/);
  const pdf = await post(new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'manuscript.docx');
  assert.equal(pdf.statusCode, 415);
  assert.match(message(pdf), /not one we accept, whatever its name says/);
  const text = await post(new TextEncoder().encode('just text'), 'notes.docx', 'text/plain');
  assert.equal(text.statusCode, 415);
});

test('a zip that is not a Word document, or claims to unpack to more than any manuscript, is refused unread', async () => {
  const notWord = await post(zip([{ name: '[Content_Types].xml', content: '<Types/>' }, { name: 'word/other.xml', content: '<x/>' }]));
  assert.ok([400, 415].includes(notWord.statusCode), String(notWord.statusCode));
  const bomb = await post(docx(['Short text.'], { declaredDocumentSize: MAX_UNPACKED_BYTES + 1 }));
  assert.equal(bomb.statusCode, 400);
  assert.match(message(bomb), /could not be read as a Word document/);
});

test('a file over 5 MB is refused as too large', async () => {
  const big = docx(['x'.repeat(10)]);
  const padded = new Uint8Array(5 * 1024 * 1024 + 10);
  padded.set(big);
  const res = await post(padded);
  assert.equal(res.statusCode, 413);
  assert.match(message(res), /too large/);
});
