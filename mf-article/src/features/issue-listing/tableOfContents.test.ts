import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { tableOfContents } from './tableOfContents.ts';

const of = (id: number, articleType: string) => ({ id, articleType }) as ArticleSummary;

test('groups an issue by kind in a printed contents order, whether listings carry labels or JATS names', () => {
  const contents = tableOfContents([of(1, 'Review'), of(2, 'Article'), of(3, 'Editorial'), of(4, 'Article'), of(5, 'correction'), of(6, 'Perspective')]);
  expect(contents.map((section) => [section.heading, section.articles.map((article) => article.id)])).toEqual([
    ['Editorials', [3]],
    ['Articles', [2, 4]],
    ['Reviews', [1]],
    ['Corrections', [5]],
    ['Perspective', [6]],
  ]);
  expect(contents.map((section) => section.type)).toEqual(['editorial', 'article', 'review', 'correction', 'perspective']);
});
