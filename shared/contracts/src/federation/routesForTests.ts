// Contract 2 at run time, for every remote's routes.test.ts in one line: the compiler already checks
// the names of a remote's route map (RemoteRoutes), this checks what it cannot see: the map really has
// those keys (a spread or Object.fromEntries can hide a gap from the types) and every page loads a
// module with a component. With the remote's own route declarations (its routeRules.ts),
// the names are those, and each must lie in the remote's family. Uses jest's globals: import it from tests only.
import { familyOf } from '../routing/families.ts';
import { routeNamesOf } from '../routing/routeTable.ts';
import type { RemoteName, RemoteRouteMap } from './contract.ts';

export function testRemoteRoutes(remote: RemoteName, routes: RemoteRouteMap, declared?: readonly { name: string; path: string }[]): void {
  test(`${remote} serves every route name it declares, and no other`, () => {
    const assigned = (declared ? declared.map((route) => route.name) : routeNamesOf(remote)).sort();
    expect(assigned.length).toBeGreaterThan(0);
    expect(Object.keys(routes).sort()).toEqual(assigned);
  });

  if (declared) {
    test(`every route ${remote} declares lies in its family`, () => {
      for (const route of declared) expect([route.path, familyOf(route.path)]).toEqual([route.path, remote]);
    });
  }

  test(`every ${remote} route loads a module with a component`, async () => {
    for (const [name, load] of Object.entries(routes)) {
      const module = await load();
      expect({ name, hasComponent: typeof module.Component }).toEqual({ name, hasComponent: 'function' });
    }
  });
}
