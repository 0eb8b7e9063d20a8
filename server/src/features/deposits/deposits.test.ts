// The HTTP deposit as the production system uses it: a token, a zip or a multipart upload, 202 with
// the deposit's id, then the same per-article report as the import command; tokens scoped to a
// journal, revoked tokens, several server copies sharing the queue, and a copy that dies mid-way.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandling } from '../../app/errorPolicy.ts';
import { createStore, type SiteStore } from '../../data/createStore.ts';
import { sql } from 'kysely';
import { noPurger } from '../../platform/cache/purge.ts';
import { SEARCH_STAMP_SQL } from '../../catalogue/searchStamp.ts';
import { storedFilesPlugin } from '../storedFiles/storedFilesPlugin.ts';
import { CLAIM_MS, DepositStore } from './depositStore.ts';
import { DepositWorker } from './depositWorker.ts';
import { depositsPlugin } from './depositsPlugin.ts';
import { packageFiles, zipOf } from '../../../test-support/publishing/jatsPackages.ts';
import { PUBLIC_URL, publishingCatalogue, type PublishingCatalogue } from '../../../test-support/publishing/publishingCatalogue.ts';

let t: PublishingCatalogue;
let site: SiteStore;
let store: DepositStore;
let worker: DepositWorker;
let app: FastifyInstance;
let publisherToken = '';

before(async () => {
  t = await publishingCatalogue('deposits');
  site = await createStore(t.database.config);
  store = new DepositStore(site.records);
  worker = new DepositWorker({ store, publishing: t.catalogue.publishing, publicUrl: PUBLIC_URL, purger: noPurger, pollMs: 200 });
  app = Fastify();
  installErrorHandling(app);
  await app.register(depositsPlugin, { prefix: '/api', store, worker });
  await app.register(storedFilesPlugin, { store: t.catalogue.store });
  await app.ready();
  worker.start();
  publisherToken = (await store.createToken('Production system', null, Date.now())).token;
});
after(async () => {
  await worker.stop();
  await app.close();
  await site.close();
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function depositZip(token: string, files: Map<string, Buffer>, query = '') {
  return app.inject({ method: 'POST', url: `/api/deposits${query}`, headers: { ...auth(token), 'content-type': 'application/zip' }, payload: await zipOf(files) });
}

async function finished(token: string, id: string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await app.inject({ method: 'GET', url: `/api/deposits/${id}`, headers: auth(token) });
    const body = response.json<{ status: string; articles: { status: string; doi: string; url: string | null; problems: { code: string; message: string }[] }[] }>();
    if (body.status === 'done') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`deposit ${id} did not finish`);
}

test('without a token, or with a revoked one, a deposit is refused with 401 and a sentence saying why', async () => {
  const none = await app.inject({ method: 'POST', url: '/api/deposits', headers: { 'content-type': 'application/zip' }, payload: Buffer.from('x') });
  assert.equal(none.statusCode, 401);
  assert.match(none.json<{ message: string }>().message, /needs a deposit token/);
  const { token, id } = await store.createToken('Old system', null, Date.now());
  await store.revokeToken(id, Date.now());
  const revoked = await app.inject({ method: 'POST', url: '/api/deposits', headers: { ...auth(token), 'content-type': 'application/zip' }, payload: Buffer.from('x') });
  assert.equal(revoked.statusCode, 401);
  assert.match(revoked.json<{ message: string }>().message, /revoked/);
});

test('a zip is acknowledged with 202 and its id, and its report shows the article published with its page, whose figures are served', async () => {
  const response = await depositZip(publisherToken, await packageFiles({ doi: '10.5555/dep.zip', figures: 2 }), '?createJournals=true');
  assert.equal(response.statusCode, 202);
  const { id, statusUrl } = response.json<{ id: string; statusUrl: string }>();
  assert.equal(statusUrl, `/api/deposits/${id}`);
  const report = await finished(publisherToken, id);
  assert.equal(report.articles.length, 1);
  assert.equal(report.articles[0]?.status, 'imported', JSON.stringify(report.articles[0]?.problems));
  const [issn = '', volume = '', issue = '', identifier = ''] = new URL(report.articles[0]?.url ?? '').pathname.slice(1).split('/');
  const article = await t.catalogue.store.articles.byLocator({ issn, volume, issue, identifier });
  const image = /<img src="([^"]+)"/.exec(article?.bodyHtml ?? '')?.[1] ?? '';
  const served = await app.inject({ method: 'GET', url: image });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/webp');
  assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
});

test("on SQLite the word lists are built again, off the server's thread, for the catalogue with the deposit in it", async (context) => {
  if (t.rows.engine !== 'sqlite') return context.skip('the word lists of this build are SQLite\'s');
  const response = await depositZip(publisherToken, await packageFiles({ doi: '10.5555/dep.lists' }), '?createJournals=true');
  assert.equal((await finished(publisherToken, response.json<{ id: string }>().id)).articles[0]?.status, 'imported');
  const stamps = () =>
    t.rows.get(sql<{ now: string; lists: string | null }>`SELECT (${sql.raw(SEARCH_STAMP_SQL.replace(/^SELECT /, '').replace(/ AS value$/, ''))}) AS now,
      (SELECT value FROM catalogue_info WHERE key = 'wordListsOf') AS lists`);
  let seen = await stamps();
  for (let attempt = 0; attempt < 100 && seen?.lists !== seen?.now; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await stamps();
  }
  assert.equal(seen?.lists, seen?.now, 'the lists are of the catalogue as the deposit left it');
});

test('a multipart upload of one package\'s files is the same deposit', async () => {
  const form = new FormData();
  for (const [name, bytes] of await packageFiles({ doi: '10.5555/dep.multipart', figures: 1 })) form.append('file', new Blob([new Uint8Array(bytes)]), name);
  form.append('createJournals', 'true');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const response = await app.inject({ method: 'POST', url: '/api/deposits', headers: { ...auth(publisherToken), 'content-type': request.headers.get('content-type') ?? '' }, payload: Buffer.from(await request.arrayBuffer()) });
  assert.equal(response.statusCode, 202, response.body);
  const report = await finished(publisherToken, response.json<{ id: string }>().id);
  assert.deepEqual(report.articles.map((article) => [article.doi, article.status]), [['10.5555/dep.multipart', 'imported']]);
});

test('a journal\'s token publishes to its journal only, cannot create journals, and sees only its own deposits', async () => {
  const journal = await store.createToken('One journal', '2049-3630', Date.now());
  const refused = await depositZip(journal.token, await packageFiles({ doi: '10.5555/dep.scope' }), '?createJournals=true');
  assert.equal(refused.statusCode, 403);
  const other = await depositZip(journal.token, await packageFiles({ doi: '10.5555/dep.other', issn: '2167-8359', journalTitle: 'Another Journal', journalId: 'another' }));
  const report = await finished(journal.token, other.json<{ id: string }>().id);
  assert.equal(report.articles[0]?.status, 'rejected');
  assert.ok(['unknown-journal', 'outside-token-scope'].includes(report.articles[0]?.problems[0]?.code ?? ''));
  const own = await depositZip(journal.token, await packageFiles({ doi: '10.5555/dep.own' }));
  assert.equal((await finished(journal.token, own.json<{ id: string }>().id)).articles[0]?.status, 'imported');
  const publishers = await depositZip(publisherToken, await packageFiles({ doi: '10.5555/dep.publishers' }));
  const unseen = await app.inject({ method: 'GET', url: `/api/deposits/${publishers.json<{ id: string }>().id}`, headers: auth(journal.token) });
  assert.equal(unseen.statusCode, 404);
});

test('server copies share the queue: each deposit is published once, and one a dead copy left is taken over', async () => {
  const second = new DepositWorker({ store, publishing: t.catalogue.publishing, publicUrl: PUBLIC_URL, purger: noPurger, pollMs: 100 });
  second.start();
  const ids: string[] = [];
  for (let index = 0; index < 4; index++) ids.push((await depositZip(publisherToken, await packageFiles({ doi: `10.5555/dep.shared${index}` }))).json<{ id: string }>().id);
  const reports = await Promise.all(ids.map((id) => finished(publisherToken, id)));
  assert.deepEqual(reports.map((report) => report.articles.map((article) => article.status)), [['imported'], ['imported'], ['imported'], ['imported']]);
  await second.stop();

  // A copy claims a deposit and dies: its claim runs out and the next copy publishes it.
  await worker.stop();
  const left = (await depositZip(publisherToken, await packageFiles({ doi: '10.5555/dep.left' }))).json<{ id: string }>().id;
  const claimed = await store.claim('dead-copy', Date.now());
  assert.equal(claimed?.id, left);
  const later = Date.now() + CLAIM_MS + 1000;
  const rescuer = new DepositWorker({ store, publishing: t.catalogue.publishing, publicUrl: PUBLIC_URL, purger: noPurger, now: () => later });
  rescuer.wake();
  const report = await finished(publisherToken, left);
  assert.equal(report.articles[0]?.status, 'imported');
  await rescuer.stop();
  worker.start();
});
