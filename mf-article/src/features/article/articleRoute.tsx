// Route module of 'issn-volume-issue-identifier' (/:issn/:volume/:issue/:identifier).
import type { LoaderFunctionArgs } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { ArticlePage } from './ArticlePage.tsx';
import { addressOf, loadArticle, type PageArticle } from './articleQueries.ts';
import { articleHead } from './articleHead.ts';

export const Component = ArticlePage;

/** An unknown article is the route's 404 (HTTP 404 from the server renderer). */
export function loader({ params, request }: LoaderFunctionArgs): Promise<PageArticle> {
  return orNotFound(request, loadArticle(addressOf(params)));
}

/** Title, description, canonical, Open Graph, Google Scholar, Dublin Core and JSON-LD: articleHead.ts. */
export function head(article: ArticleDetail): RouteHead {
  return articleHead(article);
}
