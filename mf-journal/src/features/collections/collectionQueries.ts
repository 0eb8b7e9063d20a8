// A journal's topical collections (spec 7.2 GET /api/journals/{name}/collections) and one with its
// articles, the HTML of their descriptions sanitised as it arrives.
import type { TopicalCollection, TopicalCollectionDetail } from '@oap/contracts/api/journals.ts';
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { loadSanitizer } from '@oap/shared/content/safeHtml.ts';

const base = (slug: string) => `/api/journals/${encodeURIComponent(slug)}/collections`;

export function collectionsQuery(slug: string) {
  return {
    queryKey: ['journal', slug, 'collections'] as const,
    queryFn: async (call: ApiCall): Promise<TopicalCollection[]> => {
      const [collections, clean] = await Promise.all([apiGet<TopicalCollection[]>(base(slug), call), loadSanitizer()]);
      return collections.map((collection) => ({ ...collection, descriptionHtml: clean(collection.descriptionHtml) }));
    },
    retry: retryServerFailureOnce,
  };
}

export function collectionQuery(slug: string, identifier: string) {
  return {
    queryKey: ['journal', slug, 'collection', identifier] as const,
    queryFn: async (call: ApiCall): Promise<TopicalCollectionDetail> => {
      const [collection, clean] = await Promise.all([apiGet<TopicalCollectionDetail>(`${base(slug)}/${encodeURIComponent(identifier)}`, call), loadSanitizer()]);
      return { ...collection, descriptionHtml: clean(collection.descriptionHtml) };
    },
    retry: retryServerFailureOnce,
  };
}
