// An earlier version stays readable at its own address, says a newer one exists and links it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { jatsXml, scratchFolder } from '../../../test-support/publishing/jatsPackages.ts';
import { publishingCatalogue, type PublishingCatalogue } from '../../../test-support/publishing/publishingCatalogue.ts';
import { articleVersionsPlugin } from './articleVersionsPlugin.ts';
import { surrogateKeyHeaders } from '../../platform/cache/surrogateKeys.ts';

let t: PublishingCatalogue;
let app: FastifyInstance;
const files = scratchFolder();

before(async () => {
  t = await publishingCatalogue('article-versions');
  app = Fastify();
  await app.register(surrogateKeyHeaders);
  await app.register(articleVersionsPlugin, { store: t.catalogue.store });
  await app.ready();
});
after(async () => {
  await app.close();
  await t.close();
  files.remove();
});

const locatorOf = (path: string) => {
  const [issn = '', volume = '', issue = '', identifier = ''] = path.slice(1).split('/');
  return { issn, volume, issue, identifier };
};

test('version 1 of an article with two is its own page with its own text and a link to the current version; its XML too', async () => {
  const [first] = await t.importPaths([files.write('v1/main.xml', jatsXml({ doi: '10.5555/av.1', abstract: 'the original wording' }))], { createJournals: true });
  await t.importPaths([files.write('v2/main.xml', jatsXml({ doi: '10.5555/av.1', abstract: 'the corrected wording' }))], { createJournals: true });
  const path = new URL(first?.url ?? '').pathname;
  const page = await app.inject({ method: 'GET', url: `${path}/versions/1` });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /This is version 1 of this article/);
  assert.match(page.body, new RegExp(`<a href="${path}">read the current version \\(version 2\\)</a>`));
  assert.match(page.body, /the original wording/);
  assert.doesNotMatch(page.body, /the corrected wording/);
  const xml = await app.inject({ method: 'GET', url: `${path}/versions/1/xml` });
  assert.match(xml.body, /the original wording/);
  // Kept by shared caches, and purged with the article: its next version changes the note.
  const articleId = (await t.catalogue.store.articles.byLocator(locatorOf(path)))?.id;
  assert.deepEqual([page.headers.xkey, xml.headers.xkey], [`article-${articleId}`, `article-${articleId}`]);
  assert.equal((await app.inject({ method: 'GET', url: `${path}/versions/7` })).statusCode, 404);
});
