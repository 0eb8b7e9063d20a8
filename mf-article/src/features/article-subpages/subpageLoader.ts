// The loader every suffix page shares: the article (the same query as its page, so moving between
// them fetches nothing twice), or the route's 404.
import type { LoaderFunctionArgs } from 'react-router';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { addressOf, loadArticle } from '../article/articleQueries.ts';

export function articleSubpageLoader({ params, request, context }: LoaderFunctionArgs): Promise<ArticleDetail> {
  return orNotFound(request, loadArticle(addressOf(params), context));
}
