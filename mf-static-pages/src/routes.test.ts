// Contract 2: this remote serves exactly the route names its build declares (its family's part of the routing table), each a page with a component.
import { testRemoteRoutes } from '@oap/contracts/federation/routesForTests.ts';
import routes from './routes.ts';

testRemoteRoutes('mf-static-pages', routes);
