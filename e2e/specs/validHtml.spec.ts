// Valid HTML on every page: the W3C's Nu HTML Checker (vnu, from the npm package vnu-jar, run with
// Debian's Java) finds no error in the HTML the server sends for one page of each family, the real
// and a generated article, forms, the error page and the page states a reader reaches by a link.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
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

/** A path of one page of each family, the ids found through the API as a reader's links would lead. */
async function pagePaths(request: APIRequestContext): Promise<string[]> {
  const get = async <T>(apiPath: string): Promise<T> => (await (await request.get(apiPath)).json()) as T;
  const [journal] = await get<{ nameSystem: string; issn: string }[]>('/api/journals/biggest?count=1');
  const generated = (await (await request.post('/api/search/articles', { data: { query: { q: 'generated' } } })).json()) as { items: { path: string }[] };
  // The real eLife article (PRC2: figures, tables, references, review reports), found by its DOI.
  const elife = (await (await request.post('/api/search/articles', { data: { query: { q: '10.7554/eLife.00005' } } })).json()) as { items: { path: string; doi: string }[] };
  const real = elife.items.find((item) => item.doi === '10.7554/eLife.00005');
  expect(real, 'the eLife PRC2 article is in the catalogue').toBeTruthy();
  const topics = (await (await request.post('/api/search/topics', { data: { query: {} } })).json()) as { items: { identifier: string }[] };
  const news = (await (await request.get('/api/news?page=1')).json().catch(() => null)) as { items?: { id: number }[] } | null;
  const slug = journal!.nameSystem;
  const sections = await get<{ nameSystem?: string }[] | { sections?: { nameSystem: string }[] }>(`/api/journals/${slug}/sections`);
  const section = Array.isArray(sections) ? sections[0]?.nameSystem : sections.sections?.[0]?.nameSystem;
  // The journal's latest volume and its latest issue, as its volumes list shows them.
  const [volume] = await get<{ volume: number; issues: { issue: string }[] }[]>(`/api/journals/${slug}/subpage/issues`);
  // A special issue with an article in it (its page lists them), open or closed.
  const specialIssues = await get<{ open: SpecialIssueLink[]; closed: SpecialIssueLink[] }>(`/api/journals/${slug}/subpage/special-issues`);
  const specialIssue = [...specialIssues.closed, ...specialIssues.open].sort((a, b) => b.articleCount - a.articleCount)[0];
  const awards = await get<{ id: number; kind: string }[]>(`/api/journals/${slug}/subpage/awards`);
  const thesisAward = awards.find((award) => award.kind === 'thesis');
  const newsAndConferences = await get<{ news: { id: number }[]; conferences: { id: number }[] }>(`/api/journals/${slug}/news-conferences`);
  const [event] = await get<{ id: number }[]>(`/api/journals/${slug}/subpage/events`);
  const [announcement] = await get<{ id: number }[]>(`/api/journals/${slug}/subpage/announcements`);
  const [collection] = await get<{ identifier: string }[]>(`/api/journals/${slug}/collections`);
  // Each version an imported article lists has its own page, /versions/{n} (the current one's too).
  const realArticle = await get<{ versions?: { version: number }[] }>(`/api/articles${real!.path}`);
  const journalPages = [
    'about', 'apc', 'societies', 'stats', 'history', 'imprint', 'indexing', 'exhibition', 'guidelines', 'anniversary', 'conferences', 'issues',
    'editorial_office', 'editors', 'publication_committee', 'topical_advisory_panel', 'awards', 'travel', 'young-investigator', 'sections',
    'open-for-submission', 'news-and-conferences', 'most-recent', 'most-viewed', 'society-collaborations', 'events', 'special_issues',
    'instructions', 'instructions_for_editors', 'instruction_for_conference_organizers', 'submission_reviewers', 'announcements', 'topical_collections',
  ];
  return [
    '/',
    '/search?q=cell',
    '/about/journals',
    '/about/journalfinder',
    '/topics',
    ...(topics.items[0] ? [`/topics/${topics.items[0].identifier}`] : []),
    '/awards',
    '/awards/search',
    `/journal/${slug}`,
    `/journal/${slug}/editors_choice`,
    `/journal/${slug}/most-cited`,
    ...journalPages.map((suffix) => `/journal/${slug}/${suffix}`),
    ...(section ? [`/journal/${slug}/sections/${section}`] : []),
    ...(awards[0] ? [`/journal/${slug}/awards/${awards[0].id}`] : []),
    ...(thesisAward ? [`/journal/${slug}/awards/submit/${thesisAward.id}/thesis`] : []),
    ...(specialIssue ? [specialIssue.path, `${specialIssue.path}/abstract`, `${specialIssue.path}/ge_instructions`] : []),
    ...(newsAndConferences.news[0] ? [`/journal/${slug}/news-and-conferences/news/${newsAndConferences.news[0].id}`] : []),
    ...(newsAndConferences.conferences[0] ? [`/journal/${slug}/news-and-conferences/conferences/${newsAndConferences.conferences[0].id}`] : []),
    ...(event ? [`/journal/${slug}/events/${event.id}`] : []),
    ...(announcement ? [`/journal/${slug}/announcements/${announcement.id}`] : []),
    ...(collection ? [`/journal/${slug}/topical_collections/${collection.identifier}`] : []),
    ...(volume ? [`/${journal!.issn}/${volume.volume}`] : []),
    ...(volume?.issues[0] ? [`/${journal!.issn}/${volume.volume}/${volume.issues[0].issue}`] : []),
    real!.path,
    `${real!.path}/review_report`,
    `${real!.path}/notes`,
    `${real!.path}/reprints`,
    ...(realArticle.versions?.some((entry) => entry.version === 1) ? [`${real!.path}/versions/1`] : []),
    ...(generated.items[0] ? [generated.items[0].path] : []),
    '/about',
    '/authors',
    '/authors/english',
    '/authors/step/word-count',
    '/news',
    ...(news?.items?.[0] ? [`/news/${news.items[0].id}`] : []),
    // The sign-in page, where the site's sign-in leads (the sign-in provider's own page), and its
    // page for a forgotten password.
    '/auth/login',
    '/oidc/forgot',
    '/subscribe',
    '/unsub/managesubscriptions',
    '/support/feedback',
    '/events/add',
    '/ioap-form',
    '/ioap/recommend',
    '/societies/contact/general',
    '/societies/contact/affiliation',
    '/societies/contact/new-journal',
    '/societies/contact/journal-transfer',
    '/topics/proposal',
    '/special-issues/proposal',
    '/about/proceedings/proceedings_submit_proposal',
    '/no/such/page/here',
  ];
}

interface SpecialIssueLink {
  path: string;
  articleCount: number;
}

test('the Nu HTML Checker finds no error on one page of each family', async ({ request }) => {
  test.skip(!javaAvailable, 'needs Java (npm test installs openjdk-17-jre-headless when java is missing)');
  test.setTimeout(240_000);
  expect(execFileSync('java', ['-jar', vnuJar, '--version'], { encoding: 'utf8' })).toMatch(/^\d+\.\d+/);
  const paths = await pagePaths(request);
  const pages = new Map<string, string>();
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    // Only the address made up to show the not-found page may be a 404.
    expect(response.status(), `${pagePath} answers`).toBe(pagePath === '/no/such/page/here' ? 404 : 200);
    pages.set(pagePath, await response.text());
  }
  expect(pages.size).toBeGreaterThanOrEqual(80);
  expect(checkHtml(pages)).toEqual([]);
});

test('the checker does find an error (this check can fail)', () => {
  test.skip(!javaAvailable, 'needs Java');
  const errors = checkHtml(new Map([['/broken', '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><p><div>block in a paragraph</div></p></body></html>']]));
  expect(errors.join('\n')).toMatch(/\/broken line \d+: No “p” element in scope but a “p” end tag seen/);
});
