// Route module of /authors/english (route name "authors-english"): the English editing service page
// from the content store, with the price estimator after its text.
import { apiGet, retryServerFailureOnce } from '@oap/shared/api/client.ts';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { ContentPage } from '@oap/contracts/api/content.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { isApiNotFound } from '@oap/shared/routing/notFound.ts';
import { AuthorsEnglishPage } from './AuthorsEnglishPage.tsx';
import { englishEditingTitle } from './englishEditingTitle.ts';

export interface AuthorsEnglishData {
  /** null until the content store has the page: the estimator alone still serves authors. */
  content: ContentPage | null;
}

export async function loader(): Promise<AuthorsEnglishData> {
  try {
    // The request's QueryClient: on the server each reader has their own cache (issue 9).
    const content = await currentQueryClient().ensureQueryData({
      queryKey: ['content', 'authors-english'],
      queryFn: ({ signal }) => apiGet<ContentPage>('/api/content/authors-english', signal),
      retry: retryServerFailureOnce,
    });
    return { content };
  } catch (error) {
    if (isApiNotFound(error)) return { content: null };
    throw error;
  }
}

export function head(data: AuthorsEnglishData | undefined): RouteHead {
  const content = data?.content;
  const page: RouteHead = { canonical: '/authors/english', openGraph: { type: 'website' } };
  return content ? { ...page, title: content.title, description: content.description || undefined } : { ...page, title: englishEditingTitle };
}

export const Component = AuthorsEnglishPage;

/** The estimator's form, posted without scripts: the page comes back with the price. */
export { estimateAction as action } from './estimateAction.ts';
