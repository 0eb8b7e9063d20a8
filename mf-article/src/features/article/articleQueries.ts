// The article query: GET /api/articles/{issn}/{volume}/{issue}/{identifier}. The server prepared the
// article's HTML once when it was imported (server/src/catalogue/articlePreparation.ts), so the answer goes to the
// page as it is: nothing is parsed or sanitised while the page renders or hydrates.
//
// The body travels once: a server render writes it into the page's HTML, so the query state sent
// with the page leaves it out (the query's FOR_PAGE_STATE step; it was two thirds of that state), and the browser
// hydrates the body the HTML brought (ArticleBody.tsx). A page rendered in the browser from such a
// state fetches the article again (loadArticle).
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf, type RouteContext } from '@oap/shared/api/requestScope.ts';
import { FOR_PAGE_STATE } from '@oap/shared/api/pageState.ts';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';

export interface ArticleAddress {
  issn: string;
  volume: string;
  issue: string;
  identifier: string;
}

export const articleApiPath = ({ issn, volume, issue, identifier }: ArticleAddress) =>
  `/api/articles/${[issn, volume, issue, identifier].map(encodeURIComponent).join('/')}`;

/** The article as a page has it; `bodyInDocument`: its body was left in the served HTML (bodyHtml is empty). */
export type PageArticle = ArticleDetail & { bodyInDocument?: true };

/** What the state sent with a server-rendered page carries: the article without its body. */
export function withoutBody(article: ArticleDetail): PageArticle {
  const { bodyHtml: _body, ...rest } = article;
  return { ...rest, bodyHtml: '', bodyInDocument: true };
}

/** The article as a server-rendered page's state carries it: without the body its HTML has. */
const forPageState = (article: ArticleDetail): PageArticle => (article.bodyHtml ? withoutBody(article) : article);

export function articleQuery(address: ArticleAddress) {
  const { issn, volume, issue, identifier } = address;
  return {
    queryKey: ['article', issn, volume, issue, identifier] as const,
    queryFn: (call: ApiCall) => apiGet<ArticleDetail>(articleApiPath(address), call),
    meta: { [FOR_PAGE_STATE]: forPageState },
    retry: retryServerFailureOnce,
  };
}

/** An unknown article rejects with the API's 404 (the route module turns it into the route's 404). */
export function loadArticle(address: ArticleAddress, context: RouteContext): Promise<PageArticle> {
  // The request's QueryClient: on the server each reader has their own cache.
  const client = queryClientOf(context);
  const query = articleQuery(address);
  // Kept from the served page's state, without its body: a page rendered here needs the whole article.
  if (client.getQueryData<PageArticle>(query.queryKey)?.bodyInDocument) return client.fetchQuery({ ...query, staleTime: 0 });
  return client.ensureQueryData(query);
}

/** The route parameters of every article page and suffix page. */
export function addressOf(params: Record<string, string | undefined>): ArticleAddress {
  return { issn: params['issn'] ?? '', volume: params['volume'] ?? '', issue: params['issue'] ?? '', identifier: params['identifier'] ?? '' };
}
