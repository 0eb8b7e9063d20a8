// The reader's sign-in state (spec 6: GET /api/user) as one query, so that everything a page asks
// it through shares one answer per request: the server's render asks it for the header beside the
// page's loaders (shell/src/server/render.tsx), and a loader that needs the account (/profile,
// /subscribe, /auth/login) reads it from the same QueryClient instead of asking the API again.
import type { UserResponse } from '@oap/contracts/api/auth.ts';
import { apiGet, type ApiCall } from '@oap/shared/api/client.ts';
import { queryClientOf, type RouteContext } from '@oap/shared/api/requestScope.ts';

export const userQueryKey = ['user'] as const;

/**
 * The server's cache serves a page only to readers without a session, for whom it is right however
 * old it is; the shell asks once more when the page is idle (bootstrap.tsx), in case a cache in
 * front of the site ignored Vary: Cookie. Signing in or out loads a new page.
 */
export const userQuery = {
  queryKey: userQueryKey,
  queryFn: (call: ApiCall) => apiGet<UserResponse>('/api/user', call),
  staleTime: 60_000,
  refetchOnMount: false,
} as const;

/** The reader of a loader's request: the answer the page's render shares, asked once. */
export function readerOf(context: RouteContext): Promise<UserResponse> {
  return queryClientOf(context).ensureQueryData(userQuery);
}
