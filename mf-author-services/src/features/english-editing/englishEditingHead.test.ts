import { renderHeadHtml } from '@oap/contracts/site/documentHead.ts';
import type { SafeHtml } from '@oap/shared/content/safeHtml.ts';
import { head } from './authorsEnglishRoute.tsx';
import { head as wordCountHead } from './wordCountStepRoute.tsx';

const content = { slug: 'authors-english', title: 'English Editing Services', description: 'Language editing by native speakers.', html: '<p>…</p>' as SafeHtml, headings: [], toc: false, updated: null };

test('the English editing page: the content’s title and description, its canonical URL', () => {
  expect(head({ content })).toEqual({
    title: 'English Editing Services',
    description: 'Language editing by native speakers.',
    canonical: '/authors/english',
    openGraph: { type: 'website' },
  });
});

test('the word-count step', () => {
  expect(wordCountHead()).toMatchObject({ title: 'Word count and price', canonical: '/authors/step/word-count' });
  const html = renderHeadHtml(wordCountHead(), { origin: 'https://journals.example.org', pathname: '/authors/step/word-count', status: 200, nonce: '' });
  expect(html).toContain('<link rel="canonical" href="https://journals.example.org/authors/step/word-count"');
  expect(html).toContain('<meta property="og:title" content="Word count and price"');
});
