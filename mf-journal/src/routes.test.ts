// Contract 2: this remote serves exactly the route names the shell's table gives it.
import { pageRoutes } from '@oap/shared/routing/routeTable.ts';
import routes from './routes.ts';

test('mf-journal serves every route name the routing table assigns to it, and no other', () => {
  const assigned = pageRoutes.filter((route) => route.remote === 'mf-journal').map((route) => route.name).sort();
  expect(assigned.length).toBeGreaterThan(0);
  expect(Object.keys(routes).sort()).toEqual(assigned);
});

test('every mf-journal route loads a module with a component', async () => {
  for (const [name, load] of Object.entries(routes)) {
    const module = await load();
    expect({ name, hasComponent: typeof module.Component }).toEqual({ name, hasComponent: 'function' });
  }
});
