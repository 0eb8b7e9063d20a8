// mf-journal's page that only a build made with OAP_RELEASE_CHECK_ROUTE=1 has (the flag is compiled in
// by the build, @oap/rspack-config; the route is @oap/contracts routing/buildRoutes.ts's
// releaseCheckRoute). It is here because the journal menu, which lists it in such a build, is drawn by
// every remote that shows a journal's pages.
import type { releaseCheckRoute } from '@oap/contracts/routing/buildRoutes.ts';

export const releaseCheckBuild = process.env.OAP_RELEASE_CHECK_ROUTE === '1';

export const releaseCheckRouteName: (typeof releaseCheckRoute)['name'] = 'journal-slug-release-check';
