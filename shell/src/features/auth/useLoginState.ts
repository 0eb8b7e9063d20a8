// Whether the reader is signed in (spec 6: isLoggedIn from GET /api/user), shared through the one QueryClient.
import { useQuery } from '@tanstack/react-query';
import { userQuery } from '@oap/shared/site/userQuery.ts';

export interface LoginState {
  /** False while the answer is pending or when it failed: the reader is offered Sign in. */
  isLoggedIn: boolean;
  isPending: boolean;
}

export function useLoginState(): LoginState {
  const query = useQuery(userQuery);
  return { isLoggedIn: query.data?.isLoggedIn === true, isPending: query.isPending };
}
