// Route module of 'issn-volume-issue-identifier' (/:issn/:volume/:issue/:identifier). Its loader and
// head are fetched when first needed (articleLoader.ts).
import type { LoaderFunctionArgs } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { ArticlePage } from './ArticlePage.tsx';
import { articleNavigation } from './articleNavigation.ts';
import type { PageArticle } from './articleQueries.ts';

export const Component = ArticlePage;

/** An unknown article is the route's 404 (HTTP 404 from the server renderer). */
export async function loader(args: LoaderFunctionArgs): Promise<PageArticle> {
  return (await articleNavigation()).loader(args);
}

/**
 * Title, description, canonical, Open Graph, Google Scholar, Dublin Core and JSON-LD: articleHead.ts.
 * A head is asked for once the page's loader has run (the server renders it after, and the browser
 * writes one after a client-side navigation, never for the page it hydrates), and so with the
 * navigation code loaded; were it not, the article's title rather than nothing.
 */
export function head(article: ArticleDetail): RouteHead {
  const navigation = articleNavigation.loaded;
  return navigation ? navigation.articleHead(article) : { title: article.title };
}
