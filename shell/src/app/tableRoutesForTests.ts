// Tests route by the compiled table, as a page whose manifest names no builds would.
import { tableRoutesOf } from '@oap/contracts/routing/resolvePage.ts';
import { routeByReleases } from '../runtime/activeRoutes.ts';

export function routeByTableForTests(): void {
  routeByReleases({ remotes: {} as never }, tableRoutesOf);
}
