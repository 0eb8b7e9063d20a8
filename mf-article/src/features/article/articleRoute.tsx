// Route module of 'issn-volume-issue-identifier' (/:issn/:volume/:issue/:identifier).
import type { LoaderFunctionArgs } from 'react-router';
import type { Article } from '@oap/contracts/api/articles.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { ArticlePage } from './ArticlePage.tsx';
import { loadArticle } from './articleQueries.ts';
import type { ReadableArticle } from './prepareArticleBody.ts';
import { articleHead } from './articleHead.ts';

export const Component = ArticlePage;

/** An unknown article is the route's 404 (HTTP 404 from the server renderer). */
export function loader({ params, request }: LoaderFunctionArgs): Promise<ReadableArticle> {
  return orNotFound(
    request,
    loadArticle({
      issn: params['issn'] ?? '',
      volume: params['volume'] ?? '',
      issue: params['issue'] ?? '',
      identifier: params['identifier'] ?? '',
    }),
  );
}

/** Title, description, canonical, Open Graph, Google Scholar, Dublin Core and JSON-LD: articleHead.ts. */
export function head(article: Article): RouteHead {
  return articleHead(article);
}
