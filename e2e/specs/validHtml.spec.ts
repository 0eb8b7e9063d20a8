// Valid HTML on every page: the W3C's Nu HTML Checker (vnu, from the npm package vnu-jar, run with
// Debian's Java) finds no error in the HTML the server sends for one page of each family, the real
// and a generated article, forms, the error page and the page states a reader reaches by a link.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const javaAvailable = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors for each page, as "path line N: message (extract)". */
function checkHtml(pages: Map<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'oap-vnu-'));
  try {
    const files = new Map<string, string>();
    [...pages].forEach(([pagePath, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(`page-${index}.html`, pagePath);
    });
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...[...files.keys()].map((name) => path.join(dir, name))], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${files.get(path.basename(new URL(message.url).pathname)) ?? message.url} line ${message.lastLine ?? '?'}: ${message.message} (${(message.extract ?? '').trim().slice(0, 120)})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the Nu HTML Checker finds no error on one page of each family', async ({ request }) => {
  test.skip(!javaAvailable, 'needs Java (npm test installs openjdk-17-jre-headless when java is missing)');
  test.setTimeout(240_000);
  expect(execFileSync('java', ['-jar', vnuJar, '--version'], { encoding: 'utf8' })).toMatch(/^\d+\.\d+/);
  const [journal] = (await (await request.get('/api/journals/biggest?count=1')).json()) as { nameSystem: string }[];
  const generated = (await (await request.post('/api/search/articles', { data: { query: { q: 'generated' } } })).json()) as { items: { path: string }[] };
  // The real eLife article (PRC2: figures, tables, references, review reports), found by its DOI.
  const elife = (await (await request.post('/api/search/articles', { data: { query: { q: '10.7554/eLife.00005' } } })).json()) as { items: { path: string; doi: string }[] };
  const real = elife.items.find((item) => item.doi === '10.7554/eLife.00005');
  expect(real, 'the eLife PRC2 article is in the catalogue').toBeTruthy();
  const topics = (await (await request.post('/api/search/topics', { data: { query: {} } })).json()) as { items: { identifier: string }[] };
  const news = (await (await request.get('/api/news?page=1')).json().catch(() => null)) as { items?: { id: number }[] } | null;
  const sections = (await (await request.get(`/api/journals/${journal!.nameSystem}/sections`)).json()) as { nameSystem?: string }[] | { sections?: { nameSystem: string }[] };
  const section = Array.isArray(sections) ? sections[0]?.nameSystem : sections.sections?.[0]?.nameSystem;
  const slug = journal!.nameSystem;
  const paths = [
    '/',
    '/search?q=cell',
    '/about/journals',
    '/about/journalfinder',
    '/topics',
    ...(topics.items[0] ? [`/topics/${topics.items[0].identifier}`] : []),
    '/awards/search',
    `/journal/${slug}`,
    `/journal/${slug}/editors_choice`,
    `/journal/${slug}/most-cited`,
    ...(section ? [`/journal/${slug}/sections/${section}`] : []),
    real!.path,
    ...(generated.items[0] ? [generated.items[0].path] : []),
    '/about',
    '/authors',
    '/authors/english',
    '/authors/step/word-count',
    '/news',
    ...(news?.items?.[0] ? [`/news/${news.items[0].id}`] : []),
    '/subscribe',
    '/unsub/managesubscriptions',
    '/support/feedback',
    '/events/add',
    '/no/such/page/here',
  ];
  const pages = new Map<string, string>();
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    // Only the address made up to show the not-found page may be a 404.
    expect(response.status(), `${pagePath} answers`).toBe(pagePath === '/no/such/page/here' ? 404 : 200);
    pages.set(pagePath, await response.text());
  }
  expect(pages.size).toBeGreaterThanOrEqual(20);
  expect(checkHtml(pages)).toEqual([]);
});

test('the checker does find an error (this check can fail)', () => {
  test.skip(!javaAvailable, 'needs Java');
  const errors = checkHtml(new Map([['/broken', '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p><div>block in a paragraph</div></p></body></html>']]));
  expect(errors.join('\n')).toMatch(/\/broken line \d+: No “p” element in scope but a “p” end tag seen/);
});
