// The current page's route (name and parameters): the header, the nav and Submit read route names.
import { useMatches, type Params } from 'react-router';
import type { PageRoute } from '@oap/contracts/routing/routeTable.ts';

/** What each page's route object carries (app/routes.tsx), so a page's route is known by name. */
export interface RouteHandle {
  route: PageRoute;
}

export function useCurrentRoute(): { name: string | undefined; params: Params } {
  const matches = useMatches();
  const match = matches.findLast((candidate) => (candidate.handle as RouteHandle | undefined)?.route);
  return { name: (match?.handle as RouteHandle | undefined)?.route.name, params: match?.params ?? {} };
}
