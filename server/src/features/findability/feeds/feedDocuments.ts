// RSS 2.0 and Atom 1.0 documents of the newest articles of a scope (the site, a journal, a subject,
// a special issue), written by the `feed` library. What the W3C feed validator asks beyond the
// formats' required elements is kept: a self link in both, an RSS item's author left out (RSS wants
// an email address there, and authors' addresses are not published; Atom names them), Atom
// categories with a term, titles that are text in RSS and escaped HTML in Atom (the library marks
// Atom titles type="html").
import { Feed, type Item } from 'feed';
import type { ArticleRecord } from '../../../catalogue/catalogueReader.ts';

export const FEED_ITEMS = 50;
const SUMMARY_CHARS = 600;

export type FeedFormat = 'rss' | 'atom';

export interface FeedScope {
  title: string;
  description: string;
  /** The page the feed belongs to (its alternate link), a site path. */
  pagePath: string;
  /** The feed's own address without the format suffix ("/journal/x/feed"); Atom is at "{feedPath}/atom". */
  feedPath: string;
  articles: ArticleRecord[];
}

export interface FeedSite {
  publicUrl: string;
  publisherName: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function summary(article: ArticleRecord): string {
  const text = article.abstractText;
  if (text.length <= SUMMARY_CHARS) return text;
  return `${text.slice(0, text.lastIndexOf(' ', SUMMARY_CHARS)).trimEnd()} …`;
}

function item(article: ArticleRecord, site: FeedSite, format: FeedFormat): Item {
  const date = new Date(`${article.publishedAt.slice(0, 10)}T00:00:00Z`);
  const citation = `${article.journal.name} ${article.volume}(${article.issue}), ${article.identifier}. https://doi.org/${article.doi}`;
  const text = `${summary(article)}${summary(article) ? '\n\n' : ''}${citation}`;
  const authors = article.authors.map((author) => ({ name: [author.givenNames, author.surname].filter(Boolean).join(' ') }));
  return {
    title: format === 'atom' ? escapeHtml(article.title) : article.title,
    id: `https://doi.org/${article.doi}`,
    guid: `https://doi.org/${article.doi}`,
    link: `${site.publicUrl}${article.path}`,
    date,
    published: date,
    description: format === 'atom' ? escapeHtml(text) : text,
    ...(format === 'atom' && authors.length > 0 ? { author: authors } : {}),
    category: [{ name: article.journal.name, term: article.journal.nameSystem }],
    copyright: article.licenseName,
  };
}

/** The feed document of a scope in one format. */
export function feedDocument(scope: FeedScope, site: FeedSite, format: FeedFormat): string {
  const newest = scope.articles[0]?.publishedAt;
  const feed = new Feed({
    id: `${site.publicUrl}${scope.feedPath}${format === 'atom' ? '/atom' : ''}`,
    title: scope.title,
    description: scope.description,
    link: `${site.publicUrl}${scope.pagePath}`,
    language: 'en',
    updated: new Date(newest ? `${newest.slice(0, 10)}T00:00:00Z` : '2000-01-01T00:00:00Z'),
    generator: false,
    feedLinks: format === 'atom' ? { atom: `${site.publicUrl}${scope.feedPath}/atom` } : { rss: `${site.publicUrl}${scope.feedPath}` },
    author: { name: site.publisherName, link: site.publicUrl },
    copyright: `Articles © their authors, published open access by ${site.publisherName} under the licence each names.`,
    ttl: 60,
  });
  for (const article of scope.articles) feed.addItem(item(article, site, format));
  return format === 'atom' ? feed.atom1() : feed.rss2();
}
