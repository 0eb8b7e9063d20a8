// Contract 2 at run time, for every remote's routes.test.ts in one line: the compiler already checks
// the names of a remote's route map (RemoteRoutes), this checks what it cannot see: the map really has
// those keys (a spread or Object.fromEntries can hide a gap from the types) and every page loads a
// module with a component. Uses jest's globals: import it from tests only.
import { routeNamesOf } from '../routing/routeTable.ts';
import type { RemoteName, RemoteRouteMap } from './contract.ts';

export function testRemoteRoutes(remote: RemoteName, routes: RemoteRouteMap): void {
  test(`${remote} serves every route name the routing table assigns to it, and no other`, () => {
    const assigned = routeNamesOf(remote).sort();
    expect(assigned.length).toBeGreaterThan(0);
    expect(Object.keys(routes).sort()).toEqual(assigned);
  });

  test(`every ${remote} route loads a module with a component`, async () => {
    for (const [name, load] of Object.entries(routes)) {
      const module = await load();
      expect({ name, hasComponent: typeof module.Component }).toEqual({ name, hasComponent: 'function' });
    }
  });
}
