// mf-journal's page that only a build made with OAP_RELEASE_CHECK_ROUTE=1 has; here because the journal
// menu, which lists it in such a build, is drawn by every remote that shows a journal's pages. A page only a build made with OAP_RELEASE_CHECK_ROUTE=1 has (its value is compiled in by the build,
// @oap/rspack-config): e2e/specs/releaseRoutes.spec.ts publishes such a build and promotes it to see
// that a page new to the running server, shell and other remotes ships with a promote alone.
export const releaseCheckBuild = process.env.OAP_RELEASE_CHECK_ROUTE === '1';

export const releaseCheckRouteName = 'journal-slug-release-check';
