import { routeByName } from '@oap/contracts/routing/routeTable.ts';
import { servicePagePath, servicePages, type ServicePageName } from './servicePages.ts';

test("each service page's address is its route's path in the routing table", () => {
  for (const name of Object.keys(servicePages) as ServicePageName[]) {
    expect([name, servicePagePath(name)]).toEqual([name, routeByName(name)?.path]);
  }
});
