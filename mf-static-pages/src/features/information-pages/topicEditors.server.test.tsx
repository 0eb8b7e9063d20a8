// /topics/editors, server-rendered: the editors a page at a time with page links that work without
// scripts, a page past the last saying so, and one editor by the old site's name.
import type { ContentPage } from '@oap/contracts/api/content.ts';
import type { TopicEditor, TopicEditorPage } from '@oap/contracts/api/publisher.ts';
import { renderingAsTheServerDoes, renderOnServer } from '@oap/shared/routing/serverRenderForTests.tsx';
import { informationPages } from './informationPages.ts';

const text: ContentPage = { slug: 'topics-editors', title: 'Topic Editors', description: 'Who edits our topics.', html: '<p>Guest editors lead each topic.</p>', headings: [], toc: false, updated: null };

const editor = (n: number): TopicEditor => ({
  name: `Editor ${String(n).padStart(3, '0')}`,
  affiliation: 'University of Basel',
  country: 'Switzerland',
  orcid: null,
  nameSystem: `editor-${String(n).padStart(3, '0')}`,
  topics: [{ identifier: `topic-${n}`, name: `Topic ${n}`, path: `/topics/topic-${n}`, deadline: '2027-03-31', status: 'open' }],
});

const pageOf = (page: number, total = 120, pageSize = 50): TopicEditorPage => {
  const first = (page - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - first + 1));
  return { items: Array.from({ length: count }, (_, i) => editor(first + i)), total, page, pageSize };
};

renderingAsTheServerDoes();

const render = (url: string, api: Record<string, readonly [number, unknown]>) =>
  renderOnServer(informationPages['topics-editors'](), { path: '/topics/editors', url: `http://localhost${url}`, api: { '/api/content/topics-editors': [200, text], ...api } });

test('the first page lists fifty editors, says how many there are, and links to the next pages', async () => {
  const result = await render('/topics/editors', { '/api/topics/editors/page': [200, pageOf(1)] });
  expect(result.status).toBe(200);
  expect(result.html).toContain('Editor 001');
  expect(result.html).toContain('Editor 050');
  expect(result.html).not.toContain('Editor 051');
  expect(result.html).toContain('Editors 1–50 of 120, by name.');
  expect(result.html).toMatch(/<nav[^>]*aria-label="Pages of topic editors"/);
  expect(result.html).toMatch(/href="\/topics\/editors\?page=2"[^>]*rel="next"|rel="next"[^>]*href="\/topics\/editors\?page=2"/);
  expect(result.html).toContain('href="/topics/editors?page=3"');
});

test('a later page lists its editors; a page past the last says so; a page that is not a number is page 1', async () => {
  const third = await render('/topics/editors?page=3', { '/api/topics/editors/page?page=3': [200, pageOf(3)] });
  expect(third.html).toContain('Editor 120');
  expect(third.html).toContain('Editors 101–120 of 120, by name.');
  expect(third.html).toMatch(/href="\/topics\/editors\?page=2"/);

  const past = await render('/topics/editors?page=9', { '/api/topics/editors/page?page=9': [200, pageOf(9)] });
  expect(past.html).toContain('There is no page 9 of topic editors.');

  const bad = await render('/topics/editors?page=two', { '/api/topics/editors/page': [200, pageOf(1)] });
  expect(bad.html).toContain('Editor 001');
});

test('one editor by name, without pages', async () => {
  const result = await render('/topics/editors?nameSystem=editor-007', { '/api/topics/editors?nameSystem=editor-007': [200, [editor(7)]] });
  expect(result.html).toContain('Showing one editor.');
  expect(result.html).toContain('Editor 007');
  expect(result.html).not.toContain('Pages of topic editors');
});
