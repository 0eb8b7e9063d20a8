// Tests route as a page whose builds declare this tree's routing table.
import { tableReleases } from '@oap/contracts/routing/resolvePage.ts';
import { routeByReleases } from '../runtime/activeRoutes.ts';

export function routeByTableForTests(): void {
  routeByReleases(tableReleases());
}
