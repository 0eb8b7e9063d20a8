// An issue's table of contents as a printed journal sets it: editorials first, then research articles,
// reviews and the shorter kinds, corrections last; each kind under its own heading.
import type { ArticleSummary } from '@oap/contracts/api/articles.ts';
import { articleTypeLabel } from '@oap/contracts/articles/articleText.ts';

// Each kind by the label listings carry ("Article") and by its JATS name ("research-article").
const sections: Array<[names: string[], heading: string]> = [
  [['editorial'], 'Editorials'],
  [['article', 'research-article'], 'Articles'],
  [['review', 'review-article'], 'Reviews'],
  [['communication', 'brief-report'], 'Communications'],
  [['commentary', 'article-commentary'], 'Commentaries'],
  [['discussion'], 'Discussions'],
  [['letter'], 'Letters'],
  [['book review', 'book-review'], 'Book Reviews'],
  [['correction'], 'Corrections'],
  [['retraction'], 'Retractions'],
];
const rank = new Map(sections.flatMap(([names], index) => names.map((name) => [name, index] as const)));
const headings = new Map(sections.flatMap(([names, heading]) => names.map((name) => [name, heading] as const)));

export interface ContentsSection {
  type: string;
  heading: string;
  articles: ArticleSummary[];
}

/** The articles grouped by type in the order above (unknown types after, by name), each group in its given order. */
export function tableOfContents(articles: ArticleSummary[]): ContentsSection[] {
  const groups = new Map<string, ArticleSummary[]>();
  for (const article of articles) groups.set(article.articleType, [...(groups.get(article.articleType) ?? []), article]);
  return [...groups]
    .sort(([a], [b]) => (rank.get(a.toLowerCase()) ?? sections.length) - (rank.get(b.toLowerCase()) ?? sections.length) || a.localeCompare(b))
    .map(([type, list]) => ({ type: type.toLowerCase().replace(/[^a-z]+/g, '-'), heading: headings.get(type.toLowerCase()) ?? articleTypeLabel(type), articles: list }));
}
