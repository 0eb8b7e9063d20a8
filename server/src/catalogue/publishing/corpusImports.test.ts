// The real corpus through the import's checks, as a production system delivers it: every JATS file
// (shipped without its images, so with --allow-missing-files) is accepted; the three article packages
// are accepted as they are, every figure with its image made into renditions; the MECA package,
// whose manifest names files it lacks, is refused with them named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packagesOfPath } from './articlePackages.ts';
import { prepareArticle, type Prepared } from './prepareArticle.ts';
import { repositoryRoot } from '../../platform/paths.ts';

const jatsDir = fileURLToPath(new URL('../../../corpus/jats/', import.meta.url));
// The packages come with the project's shared data, beside the repository (../shared/corpus).
const packagesDir = resolve(repositoryRoot, '..', 'shared', 'corpus', 'packages');

async function preparedOf(path: string, allowMissingFiles: boolean): Promise<Map<string, Prepared>> {
  const out = new Map<string, Prepared>();
  for await (const pkg of packagesOfPath(path)) {
    out.set(pkg.path, 'reason' in pkg ? { problems: [{ severity: 'refusal', code: 'package', message: pkg.reason }] } : await prepareArticle(pkg, { allowMissingFiles }));
  }
  return out;
}

const refusalsOf = (prepared: Map<string, Prepared>) =>
  [...prepared].flatMap(([path, result]) => ('problems' in result ? [`${path}: ${result.problems.map((problem) => problem.message).join('; ')}`] : []));

test('every JATS file of the corpus is accepted, the publish-on-accept manuscript dated by its acceptance', async () => {
  const prepared = await preparedOf(jatsDir, true);
  assert.equal(prepared.size, 144);
  assert.deepEqual(refusalsOf(prepared), []);
  const poa = [...prepared].find(([path]) => path.endsWith('elife_poa_e06828.xml'))?.[1];
  assert.ok(poa && 'article' in poa);
  assert.deepEqual(poa.article.problems.filter((problem) => problem.code === 'accepted-manuscript').map((problem) => problem.message), [
    'No <pub-date>: published as an accepted manuscript, dated by its acceptance (2015-04-01).',
  ]);
});

test('the article packages come in with every figure (their other files may be missing); the MECA package is refused with the files it lacks', { skip: !existsSync(packagesDir) && 'the shared corpus is not beside the repository' }, async () => {
  const withMissingFiles = await preparedOf(packagesDir, true);
  const articles = [...withMissingFiles].filter(([path]) => !path.includes('meca-'));
  assert.equal(articles.length, 3);
  for (const [path, result] of articles) {
    assert.ok('article' in result, `${path}: ${'problems' in result ? result.problems.map((problem) => problem.message).join('; ') : ''}`);
    const graphics = [...result.article.xml.matchAll(/<graphic\b[^>]*xlink:href="([^"]+)"/g)].map((match) => match[1]!);
    assert.ok(graphics.length > 0, `${path} has figures`);
    const missing = result.article.assets.filter((asset) => asset.hash === null).map((asset) => asset.href);
    assert.deepEqual(graphics.filter((href) => missing.some((gone) => gone.startsWith(href))), [], `${path}: every figure has its image`);
    const images = result.article.assets.filter((asset) => asset.variants.length > 0);
    assert.ok(images.length >= graphics.length, `${path}: ${images.length} images made into renditions for ${graphics.length} graphics`);
  }
  const meca = [...(await preparedOf(packagesDir, false))].filter(([path]) => path.includes('meca-'));
  assert.equal(meca.length, 1);
  const [, refused] = meca[0]!;
  assert.ok('problems' in refused);
  assert.deepEqual(refused.problems.map((problem) => problem.code), ['missing-files']);
  assert.match(refused.problems[0]!.message, /^The package lacks \d+ files? the article names: \S/);
});
