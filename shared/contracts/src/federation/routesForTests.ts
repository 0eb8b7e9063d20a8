// Contract 2 at run time, for every remote's routes.test.ts in one line: the compiler already checks
// the names of a remote's route map (RemoteRoutes), this checks what it cannot see: the map really has
// the keys its build declares (a spread or Object.fromEntries can hide a gap from the types), each
// route lies in the remote's family, and every page loads a module with a component. Uses jest's
// globals: import it from tests only.
import { buildRouteRules, type BuildRouteOptions } from '../routing/buildRoutes.ts';
import { familyOf } from '../routing/families.ts';
import type { RemoteName, RemoteRouteMap } from './contract.ts';

export function testRemoteRoutes(remote: RemoteName, routes: RemoteRouteMap, options: BuildRouteOptions = {}): void {
  const declared = buildRouteRules(remote, options);

  test(`${remote} serves every route name its build declares, and no other`, () => {
    expect(declared.length).toBeGreaterThan(0);
    expect(Object.keys(routes).sort()).toEqual(declared.map((route) => route.name).sort());
  });

  test(`every route ${remote} declares lies in its family`, () => {
    for (const route of declared) expect([route.path, familyOf(route.path)]).toEqual([route.path, remote]);
  });

  test(`every ${remote} route loads a module with a component`, async () => {
    for (const [name, load] of Object.entries(routes)) {
      const module = await load();
      expect({ name, hasComponent: typeof module.Component }).toEqual({ name, hasComponent: 'function' });
    }
  });
}
