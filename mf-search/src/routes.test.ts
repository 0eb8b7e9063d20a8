// Contract 2: this remote serves exactly the route names the shell's table gives it, each a page with a component.
import { testRemoteRoutes } from '@oap/contracts/federation/routesForTests.ts';
import routes from './routes.ts';
import { routeRules } from './routeRules.ts';

testRemoteRoutes('mf-search', routes, routeRules);
