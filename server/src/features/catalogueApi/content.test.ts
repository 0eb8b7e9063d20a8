import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import { resolvePage } from '@oap/contracts/routing/resolvePage.ts';
import { contentApi, defaultContentDir, parseContentPage } from './content.ts';

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
  writeFileSync(join(dir, 'broken.md'), '---\ntitel: Misspelt\n---\nText.\n');
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
  assert.match(String(res.headers['cache-control']), /max-age=60/);
  const page = res.json<ContentPage>();
  assert.equal(page.slug, 'about');
  assert.equal(page.title, 'About Us');
  assert.match(page.description, /1996/);
  // The page shows the title as its h1: the body starts after it.
  assert.doesNotMatch(page.html, /<h1/);
  assert.match(page.html, /<h2 id="peer-review">Peer review<\/h2>/);
  assert.ok(page.headings.some((heading) => heading.id === 'peer-review' && heading.level === 2));
  assert.doesNotMatch(page.html, /^title:/m);
});

test('GET /api/content/authors-english has the price table', async () => {
  const page = (await app.inject({ method: 'GET', url: '/api/content/authors-english' })).json<ContentPage>();
  assert.equal(page.title, 'English Language Editing');
  assert.match(page.html, /<table>/);
  assert.match(page.html, /180 CHF/);
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

test('front matter that breaks the schema is an error naming the page and the field, not a guess', async () => {
  assert.throws(() => parseContentPage('broken', '---\ntitel: Misspelt\n---\nText.\n'), /Content page "broken" has invalid front matter: .*title/);
  assert.throws(() => parseContentPage('no-title', 'Just text, no front matter.\n'), /title/);
  const res = await custom.inject({ method: 'GET', url: '/api/content/broken' });
  assert.equal(res.statusCode, 500);
});

test('headings get unique anchors, later h1s become h2s, and long pages get a table of contents', () => {
  const source = [
    '---',
    'title: Guide',
    'updated: 2026-11-01',
    '---',
    '# Guide',
    '',
    '## **Before** you submit',
    'Text.',
    '## Costs & waivers',
    '### Waivers',
    '# Afterwards',
    '## Costs & waivers',
    '## Discounts on APCs {#Discounts_on_APCs}',
    '',
  ].join('\n');
  const page = parseContentPage('guide', source);
  assert.equal(page.updated, '2026-11-01');
  assert.deepEqual(
    page.headings.map((heading) => [heading.id, heading.text, heading.level]),
    [
      ['before-you-submit', 'Before you submit', 2],
      ['costs--waivers', 'Costs & waivers', 2],
      ['waivers', 'Waivers', 3],
      ['afterwards', 'Afterwards', 2],
      ['costs--waivers-1', 'Costs & waivers', 2],
      ['Discounts_on_APCs', 'Discounts on APCs', 2],
    ],
  );
  assert.match(page.html, /<h2 id="before-you-submit"><strong>Before<\/strong> you submit<\/h2>/);
  assert.match(page.html, /<h2 id="afterwards">Afterwards<\/h2>/);
  assert.match(page.html, /<h2 id="Discounts_on_APCs">Discounts on APCs<\/h2>/);
  assert.doesNotMatch(page.html, /<h1/);
  assert.equal(page.toc, true);
  assert.equal(parseContentPage('short', '---\ntitle: Short\n---\n## One\n## Two\n').toc, false);
  assert.equal(parseContentPage('forced', '---\ntitle: Forced\ntoc: true\n---\n## One\n').toc, true);
});

test('every page of the content folder parses, has a description and real prose, and no placeholder text', () => {
  const files = readdirSync(defaultContentDir).filter((name) => name.endsWith('.md'));
  assert.ok(files.length >= 40, `only ${files.length} content pages`);
  for (const name of files) {
    const slug = name.slice(0, -3);
    const page = parseContentPage(slug, readFileSync(join(defaultContentDir, name), 'utf8'));
    assert.ok(page.description.length >= 40, `${slug}: a description of a sentence or two`);
    const words = page.html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
    assert.ok(words >= 120, `${slug}: ${words} words`);
    assert.doesNotMatch(page.html, /lorem ipsum|\bTODO\b|\bTBD\b|on its way/i, slug);
  }
});

test('every link between content pages leads to a page of the site, and an #anchor to a heading of its page', () => {
  const pages = new Map(
    readdirSync(defaultContentDir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name.slice(0, -3), parseContentPage(name.slice(0, -3), readFileSync(join(defaultContentDir, name), 'utf8'))]),
  );
  // The page a routed path shows its text from (route name -> slug, as the static pages remote does).
  const slugOfPath = (path: string) => {
    const resolved = resolvePage(path);
    if (resolved.kind !== 'page') return undefined;
    return resolved.route.name === 'id' ? resolved.params['id'] : resolved.route.name === 'openaccess' ? 'open-access' : resolved.route.name.replace(/_/g, '-');
  };
  const problems: string[] = [];
  for (const [slug, page] of pages) {
    for (const [, href] of page.html.matchAll(/href="([^"]+)"/g)) {
      if (!href!.startsWith('/')) continue;
      const url = new URL(href!.replace(/&amp;/g, '&'), 'http://site.test');
      const resolved = resolvePage(url.pathname);
      if (resolved.kind === 'not-found') problems.push(`${slug}: ${href} is not a page`);
      if (resolved.kind === 'page' && resolved.route.name === 'id' && !pages.has(resolved.params['id'] ?? '')) problems.push(`${slug}: ${href} has no content`);
      if (url.hash) {
        const target = pages.get(slugOfPath(url.pathname) ?? '');
        if (target && !target.headings.some((heading) => `#${heading.id}` === url.hash)) problems.push(`${slug}: ${href} names no heading`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

test('an information page saved by an editor purges the information pages from the shared caches, once per save', async () => {
  const watched = mkdtempSync(join(tmpdir(), 'oap-content-watched-'));
  const told: string[][] = [];
  const site = Fastify();
  await site.register(contentApi, { prefix: '/api', contentDir: watched, purger: { purge: async (keys: readonly string[]) => void told.push([...keys]) } });
  await site.ready();
  try {
    writeFileSync(join(watched, 'about.md'), '---\ntitle: About\ndescription: Who we are\n---\nFirst text.\n');
    writeFileSync(join(watched, 'about.md'), '---\ntitle: About\ndescription: Who we are\n---\nSecond text.\n');
    const deadline = Date.now() + 5000;
    while (told.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(told, [['content']], 'the two writes of one save are one change');
    writeFileSync(join(watched, 'notes.txt'), 'not a page');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(told.length, 1, 'a file that is not a page changes nothing');
  } finally {
    await site.close();
    rmSync(watched, { recursive: true, force: true });
  }
});
