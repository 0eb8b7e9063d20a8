/**
 * @jest-environment node
 */
// Special issue pages as the server renders them: the list filtered and paged through the
// URL, one issue with its call, editors, keywords and papers, its abstracts, the guest editors'
// instructions; another journal's issue or an unknown one is a 404.
import type { SpecialIssueAbstracts, SpecialIssueDetail, SpecialIssueSummary } from '@oap/contracts/api/journals.ts';
import type { LoadedRouteModule } from '@oap/contracts/federation/contract.ts';
import { installTestHtmlWindow, renderOnServer, type FakeApi } from '@oap/shared/routing/serverRenderForTests.tsx';
import { latestCellsArticles } from '../journal-home/journalHomeFixtures.ts';
import { cellsRef, journalBase } from '../journal-frame/journalTestData.ts';
import * as abstractRoute from './specialIssueAbstractRoute.tsx';
import * as instructionsRoute from './guestEditorInstructionsRoute.tsx';
import * as issueRoute from './specialIssueRoute.tsx';
import * as listRoute from './specialIssuesRoute.tsx';

beforeAll(() => installTestHtmlWindow());

const summary = (id: number, status: 'open' | 'closed'): SpecialIssueSummary => ({
  id,
  identifier: `issue_${id}`,
  name: `Special Issue ${id}`,
  journal: cellsRef,
  section: { nameSystem: 'autophagy', name: 'Autophagy' },
  keywords: ['autophagy', 'ageing', 'mitochondria'],
  opensOn: '2026-01-10',
  deadline: status === 'open' ? '2099-03-31' : '2020-03-31',
  status,
  articleCount: 2,
  views: 1200,
  editors: [{ name: 'Prof. Dr. Anna Keller', affiliation: 'University of Basel', country: 'Switzerland', orcid: '0000-0002-1825-0097' }],
  path: `/journal/cells/special_issues/issue_${id}`,
});
const open = Array.from({ length: 25 }, (_, i) => summary(i + 1, 'open'));
const closed = [summary(90, 'closed')];
const detail: SpecialIssueDetail = { ...summary(3, 'open'), descriptionHtml: '<p>Dear Colleagues,</p><iframe src="https://evil.example"></iframe>', articles: latestCellsArticles };
const abstracts: SpecialIssueAbstracts = {
  specialIssue: summary(3, 'open'),
  articles: latestCellsArticles.map((article) => ({ ...article, abstractHtml: `<p>Abstract of ${article.id}.</p><script>alert(1)</script>` })),
};
const otherJournal = { ...detail, identifier: 'theirs', journal: { ...cellsRef, nameSystem: 'genes' } };

const api: FakeApi = {
  ...journalBase,
  '/api/journals/cells/subpage/special-issues': [200, { open, closed }],
  // The journal's pages name the journal: identifiers are its own.
  '/api/journals/single/special-issue/issue_3?journal=cells': [200, detail],
  '/api/journals/single/special-issue/issue_3/abstracts?journal=cells': [200, abstracts],
  // An API that answered another journal's issue all the same: the page still is a 404.
  '/api/journals/single/special-issue/theirs?journal=cells': [200, otherJournal],
  '/api/journals/cells/subpage/si_ge_welcome_pack_contents': [200, { part: 'si_ge_welcome_pack_contents', title: 'Guest Editor Welcome Pack', html: '<ol><li>Invite authors.</li></ol>' }],
};

async function render(module: LoadedRouteModule, path: string, url: string) {
  const page = await renderOnServer(module, { path: `/journal/:slug/${path}`, url: `http://localhost/journal/cells/${url}`, api });
  return { ...page, html: page.html.replaceAll('<!-- -->', '') };
}

test('the list: open issues by default, twenty a page, the closed ones through ?status=closed', async () => {
  const first = await render(listRoute, 'special_issues', 'special_issues');
  expect(first.status).toBe(200);
  expect(first.html).toMatch(/<h1[^>]*>Special Issues<\/h1>/);
  expect(first.html.match(/<h2[^>]*><a href="\/journal\/cells\/special_issues\/issue_\d+"/g)).toHaveLength(20);
  expect(first.html).toMatch(/<a[^>]*aria-current="page"[^>]*>Open for submission \(25\)<\/a>/);
  expect(first.html).toContain('href="/journal/cells/special_issues?page=2"');
  const second = await render(listRoute, 'special_issues', 'special_issues?page=2');
  expect(second.html).toContain('Special Issue 21');
  expect(second.html).not.toContain('Special Issue 20<');
  const closedPage = await render(listRoute, 'special_issues', 'special_issues?status=closed');
  expect(closedPage.html).toMatch(/<h1[^>]*>Closed Special Issues<\/h1>/);
  expect(closedPage.html).toContain('Special Issue 90');
  expect(closedPage.html).toContain('31 March 2020');
});

test('one special issue: facts, Submit targeting it, its call (frames removed), guest editors, keywords and papers', async () => {
  const page = await render(issueRoute, 'special_issues/:identifier', 'special_issues/issue_3');
  expect(page.status).toBe(200);
  expect(page.html).toMatch(/<h1[^>]*>Special Issue 3<\/h1>/);
  // The menu marks Special Issues as the list this page is under; the trail leads back to it.
  expect(page.html).toMatch(/<a[^>]*aria-current="true"[^>]*>Special Issues<\/a>/);
  expect(page.html).toContain('href="https://submit.example.org/manuscript/upload?journal=cells&amp;special_issue=issue_3"');
  expect(page.html).toContain('<p>Dear Colleagues,</p>');
  expect(page.html).not.toContain('<iframe');
  expect(page.html).toContain('Prof. Dr. Anna Keller');
  expect(page.html).toContain('>mitochondria<');
  expect(page.html).toContain(`href="${latestCellsArticles[0]!.path}"`);
  expect(page.html).toContain('href="/journal/cells/special_issues/issue_3/abstract"');
  expect(issueRoute.head({ journal: { ...cellsRef, id: 7, subjects: [], impactFactor: null, citeScore: null, yearFounded: 2012, articleCount: 1 }, issue: detail })).toMatchObject({
    title: 'Special Issue 3 – Cells',
    canonical: '/journal/cells/special_issues/issue_3',
  });
});

test('abstracts and guest editor instructions', async () => {
  const page = await render(abstractRoute, 'special_issues/:identifier/abstract', 'special_issues/issue_3/abstract');
  expect(page.status).toBe(200);
  expect(page.html).toContain('<p>Abstract of 5012.</p>');
  expect(page.html).not.toContain('<script>');
  const instructions = await render(instructionsRoute, 'special_issues/:identifier/ge_instructions', 'special_issues/issue_3/ge_instructions');
  expect(instructions.html).toMatch(/<h1[^>]*>Guest Editor Instructions<\/h1>/);
  expect(instructions.html).toContain('<li>Invite authors.</li>');
});

test('an unknown special issue, or another journal\'s, is a 404', async () => {
  for (const [module, path, url] of [
    [issueRoute, 'special_issues/:identifier', 'special_issues/nothing'],
    [issueRoute, 'special_issues/:identifier', 'special_issues/theirs'],
    [instructionsRoute, 'special_issues/:identifier/ge_instructions', 'special_issues/theirs/ge_instructions'],
  ] as const) {
    const page = await render(module, path, url);
    expect(page.status).toBe(404);
    expect(page.html).toContain(`Page not found: /journal/cells/${url}`);
  }
});
