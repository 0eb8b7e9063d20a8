// Route module of /authors/english (route name "authors-english"): the English editing service page
// from the content store, with the price estimator after its text.
import { ApiError, apiGet } from '@oap/shared/api/client.ts';
import { queryClient } from '@oap/shared/api/queryClient.ts';
import type { ContentPage } from '@oap/shared/api/types.ts';
import type { RouteHead } from '@oap/shared/federation/contract.ts';
import { AuthorsEnglishPage } from './AuthorsEnglishPage.tsx';
import { englishEditingTitle } from './englishEditingTitle.ts';

export interface AuthorsEnglishData {
  /** null until the content store has the page: the estimator alone still serves authors. */
  content: ContentPage | null;
}

export async function loader(): Promise<AuthorsEnglishData> {
  try {
    const content = await queryClient.ensureQueryData({
      queryKey: ['content', 'authors-english'],
      queryFn: ({ signal }) => apiGet<ContentPage>('/api/content/authors-english', signal),
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.statusCode < 500),
    });
    return { content };
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return { content: null };
    throw error;
  }
}

export function head(data: AuthorsEnglishData | undefined): RouteHead {
  const content = data?.content;
  return content ? { title: content.title, description: content.description || undefined } : { title: englishEditingTitle };
}

export const Component = AuthorsEnglishPage;
