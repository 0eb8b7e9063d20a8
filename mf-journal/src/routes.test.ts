// Contract 2: this remote serves exactly the route names its build declares (its family's part of the
// routing table, and the release check page in a release check build), each a page with a component.
import { testRemoteRoutes } from '@oap/contracts/federation/routesForTests.ts';
import { releaseCheckBuild } from '@oap/shared/journals/frame/releaseCheck.ts';
import routes from './routes.ts';

testRemoteRoutes('mf-journal', routes, { releaseCheck: releaseCheckBuild });
