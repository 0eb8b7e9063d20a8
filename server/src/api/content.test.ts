import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { contentApi } from './content.ts';

let app: FastifyInstance;
let custom: FastifyInstance;
let dir: string;

before(async () => {
  app = Fastify();
  await app.register(contentApi, { prefix: '/api' });
  dir = mkdtempSync(join(tmpdir(), 'oap-content-'));
  writeFileSync(
    join(dir, 'unsafe.md'),
    '---\ntitle: Unsafe\ndescription: Raw HTML test\n---\n# Heading\n\n<script>alert(1)</script>\n\nText with <b>inline html</b> and a [bad link](javascript:alert(1)).\n',
  );
  custom = Fastify();
  await custom.register(contentApi, { prefix: '/api', contentDir: dir });
});
after(async () => {
  await app.close();
  await custom.close();
  rmSync(dir, { recursive: true, force: true });
});

test('GET /api/content/about renders the About page from Markdown with its front matter', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/content/about' });
  assert.equal(res.statusCode, 200);
  const page = res.json<ContentPage>();
  assert.equal(page.slug, 'about');
  assert.equal(page.title, 'About Us');
  assert.match(page.description, /1996/);
  assert.match(page.html, /^<h1>About Us<\/h1>/);
  assert.match(page.html, /<h2>Peer review<\/h2>/);
  assert.doesNotMatch(page.html, /^title:/m);
});

test('GET /api/content/authors-english has the price table', async () => {
  const page = (await app.inject({ method: 'GET', url: '/api/content/authors-english' })).json<ContentPage>();
  assert.equal(page.title, 'English Language Editing');
  assert.match(page.html, /<table>/);
  assert.match(page.html, /CHF 180/);
});

test('unknown or malformed slugs are 404', async () => {
  for (const slug of ['no-such-page', 'About', '..%2Fpackage', 'a_b', '%2E%2E']) {
    const res = await app.inject({ method: 'GET', url: `/api/content/${slug}` });
    assert.equal(res.statusCode, 404, slug);
  }
});

test('raw HTML and dangerous link protocols are stripped', async () => {
  const page = (await custom.inject({ method: 'GET', url: '/api/content/unsafe' })).json<ContentPage>();
  assert.equal(page.title, 'Unsafe');
  assert.equal(page.description, 'Raw HTML test');
  assert.doesNotMatch(page.html, /<script|<b>|javascript:/);
  assert.match(page.html, /inline html/);
  assert.match(page.html, /<a href="#">bad link<\/a>/);
});
