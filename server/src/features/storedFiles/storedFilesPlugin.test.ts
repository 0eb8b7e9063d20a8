// GET /files/{sha256}/{name}: the name in the address is the name the file is shown or saved under,
// inline for images and PDFs, a download for anything else, in any script.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Store } from '../../catalogue/store.ts';
import { storedFilesPlugin } from './storedFilesPlugin.ts';

const files = new Map([
  ['a'.repeat(64), { mediaType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) }],
  ['b'.repeat(64), { mediaType: 'text/csv', content: new Uint8Array([97, 44, 98]) }],
]);
const store = { articles: { storedFile: async (hash: string) => files.get(hash) ?? null } } as unknown as Store;

let app: FastifyInstance;
before(async () => {
  app = Fastify();
  await app.register(storedFilesPlugin, { store });
  await app.ready();
});
after(async () => {
  await app.close();
});

const disposition = async (hash: string, name: string) => {
  const response = await app.inject({ method: 'GET', url: `/files/${hash}/${encodeURIComponent(name)}` });
  assert.equal(response.statusCode, 200, name);
  return response.headers['content-disposition'];
};

test('an ASCII name is sent as it is: inline for a PDF, a download for a data file', async () => {
  assert.equal(await disposition('a'.repeat(64), 'elife-00013-v1.pdf'), 'inline; filename="elife-00013-v1.pdf"');
  assert.equal(await disposition('b'.repeat(64), 'source_data.csv'), 'attachment; filename="source_data.csv"');
});

test('a name in any script keeps its own name in filename*, with an ASCII one in filename', async () => {
  assert.equal(await disposition('a'.repeat(64), 'Müller–Şahin.pdf'), `inline; filename="Muller_Sahin.pdf"; filename*=UTF-8''M%C3%BCller%E2%80%93%C5%9Eahin.pdf`);
  assert.equal(await disposition('b'.repeat(64), 'Данные 1.csv'), `attachment; filename="______ 1.csv"; filename*=UTF-8''%D0%94%D0%B0%D0%BD%D0%BD%D1%8B%D0%B5%201.csv`);
});

test('an unknown or malformed hash is a 404', async () => {
  assert.equal((await app.inject({ method: 'GET', url: `/files/${'c'.repeat(64)}/x.pdf` })).statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: '/files/not-a-hash/x.pdf' })).statusCode, 404);
});
