// Whether the reader is signed in (spec 6: isLoggedIn from GET /api/user), shared through the one QueryClient.
import { useQuery } from '@tanstack/react-query';
import { apiGet, type ApiCall } from '@oap/shared/api/client.ts';
import type { UserResponse } from '@oap/contracts/api/auth.ts';

export const userQueryKey = ['user'] as const;

export interface LoginState {
  /** False while the answer is pending or when it failed: the reader is offered Sign in. */
  isLoggedIn: boolean;
  isPending: boolean;
}

/**
 * The query, also run by the server for every page it renders (server/render.tsx), so the page
 * arrives with the header's Sign in or Profile drawn and the browser does not ask while it
 * hydrates. The server's cache serves a page only to readers without a session, for whom it is
 * right however old it is; the shell asks once more when the page is idle (bootstrap.tsx), in case
 * a cache in front of the site ignored Vary: Cookie. Signing in or out loads a new page.
 */
export const userQuery = {
  queryKey: userQueryKey,
  queryFn: (call: ApiCall) => apiGet<UserResponse>('/api/user', call),
  staleTime: 60_000,
  refetchOnMount: false,
} as const;

export function useLoginState(): LoginState {
  const query = useQuery(userQuery);
  return { isLoggedIn: query.data?.isLoggedIn === true, isPending: query.isPending };
}
