// The one QueryClient of the page. This module is a federation singleton, so the shell's provider,
// the remotes' loaders (ensureQueryData) and their components (useQuery) all share one cache.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
