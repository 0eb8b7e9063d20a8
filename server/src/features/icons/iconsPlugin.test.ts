import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { iconNames, maxIconNamesPerRequest } from '@oap/shared/ui/icon/iconNames.ts';
import { platformApp } from '../../../test-support/platformFixture.ts';
import { temporaryDir } from '../../../test-support/testFiles.ts';
import { installErrorHandling } from '../../app/errorPolicy.ts';
import { defaultIconDir, iconsPlugin } from './iconsPlugin.ts';

let app: FastifyInstance;

before(async () => {
  ({ app } = await platformApp());
});
after(async () => {
  await app.close();
});

test('GET /api/icons answers the SVG of every requested icon, keyed by name, cached for 168 hours', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/icons?names=search,menu,chevron-down' });
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] ?? '', /^application\/json/);
  assert.equal(res.headers['cache-control'], 'public, max-age=604800');
  const body = res.json<Record<string, string>>();
  assert.deepEqual(Object.keys(body).sort(), ['chevron-down', 'menu', 'search']);
  assert.match(body.search ?? '', /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"[^>]*>.*<\/svg>$/);
  assert.equal(body.search, readFileSync(path.join(defaultIconDir, 'search.svg'), 'utf8').trim());
});

test('unknown names are left out, known ones still answered; repeated names answered once', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/icons?names=close,no-such-icon,close' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(Object.keys(res.json()), ['close']);
  const none = await app.inject({ method: 'GET', url: '/api/icons?names=no-such-icon' });
  assert.equal(none.statusCode, 200);
  assert.deepEqual(none.json(), {});
});

test('a missing, empty or malformed name list is a 400 with a readable message', async () => {
  for (const url of ['/api/icons', '/api/icons?names=', '/api/icons?names=search,,menu', '/api/icons?names=Search', '/api/icons?names=../etc/passwd', '/api/icons?names=a%20b', `/api/icons?names=${'a'.repeat(65)}`]) {
    const res = await app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 400, url);
    const body = res.json<{ statusCode: number; message: string }>();
    assert.equal(body.statusCode, 400);
    assert.match(body.message, /^Invalid query: /, url);
  }
  const tooMany = Array.from({ length: maxIconNamesPerRequest + 1 }, (_, i) => `icon-${i}`).join(',');
  const res = await app.inject({ method: 'GET', url: `/api/icons?names=${tooMany}` });
  assert.equal(res.statusCode, 400);
  assert.match(res.json<{ message: string }>().message, new RegExp(`at most ${maxIconNamesPerRequest}`));
});

test('the SVG folder holds exactly the icon set the browser kit names, each a safe 24x24 SVG', async () => {
  const files = readdirSync(defaultIconDir).filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -4));
  assert.deepEqual(files.sort(), [...iconNames].sort());
  const res = await app.inject({ method: 'GET', url: `/api/icons?names=${iconNames.join(',')}` });
  const body = res.json<Record<string, string>>();
  assert.equal(Object.keys(body).length, iconNames.length);
  for (const [name, svg] of Object.entries(body)) {
    assert.match(svg, /^<svg [^>]*viewBox="0 0 24 24"[^>]*>[\s\S]*<\/svg>$/, name);
    assert.match(svg, /currentColor/, `${name} follows the text colour`);
    assert.doesNotMatch(svg, /<script|\son\w+=|javascript:|<foreignObject|\sid=/i, name);
  }
});

test('icons come from the folder the plugin is given', async () => {
  const dir = temporaryDir('icons');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'spark.svg'), '<svg viewBox="0 0 24 24">\n  <path d="M1 1"/>\n</svg>\n');
  writeFileSync(path.join(dir, 'notes.txt'), 'not an icon');
  const custom = Fastify({ logger: false });
  installErrorHandling(custom);
  await custom.register(iconsPlugin, { prefix: '/api', iconDir: dir });
  const res = await custom.inject({ method: 'GET', url: '/api/icons?names=spark,notes,search' });
  assert.deepEqual(res.json(), { spark: '<svg viewBox="0 0 24 24"><path d="M1 1"/></svg>' });
  await custom.close();
});
