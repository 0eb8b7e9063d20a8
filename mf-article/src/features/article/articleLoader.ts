// The article page's navigation code (articleNavigation.ts): its loader, with the call and the API
// client only it uses, and its head (the citation, Dublin Core and JSON-LD tags, ~2 KB gzip), which
// is written only after a client-side navigation, once the loader has run. The page the server
// rendered hydrates from the data it sent and keeps the head it came with.
import type { LoaderFunctionArgs } from 'react-router';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { addressOf, loadArticle, type PageArticle } from './articleQueries.ts';

export { articleHead } from './articleHead.ts';

/** An unknown article is the route's 404 (HTTP 404 from the server renderer). */
export function loader({ params, request, context }: LoaderFunctionArgs): Promise<PageArticle> {
  return orNotFound(request, loadArticle(addressOf(params), context));
}
