// Whether the reader is signed in (spec 6: isLoggedIn from GET /api/user), shared through the one QueryClient.
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@oap/shared/api/client.ts';
import type { UserResponse } from '@oap/contracts/api/auth.ts';

export const userQueryKey = ['user'] as const;

export interface LoginState {
  /** False while the answer is pending or when it failed: the reader is offered Sign in. */
  isLoggedIn: boolean;
  isPending: boolean;
}

export function useLoginState(): LoginState {
  const query = useQuery({
    queryKey: userQueryKey,
    queryFn: ({ signal }) => apiGet<UserResponse>('/api/user', signal),
    staleTime: 60_000,
  });
  return { isLoggedIn: query.data?.isLoggedIn === true, isPending: query.isPending };
}
