// The current page's route (name and parameters): the header, the nav and Submit read route names.
import { useMatches, type Params } from 'react-router';
import type { RouteHandle } from './routes.tsx';

export function useCurrentRoute(): { name: string | undefined; params: Params } {
  const matches = useMatches();
  const match = matches.findLast((candidate) => (candidate.handle as RouteHandle | undefined)?.route);
  return { name: (match?.handle as RouteHandle | undefined)?.route.name, params: match?.params ?? {} };
}
