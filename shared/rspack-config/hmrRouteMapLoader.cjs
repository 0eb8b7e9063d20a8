// Development only (dev.mjs): makes a remote's exposed route map the boundary of hot updates. An edit
// anywhere below it (a page, a component, its CSS module) re-runs the route map; the re-run tells the
// shell (shell/src/features/dev-override/), which drops its copies of this remote's page modules and
// revalidates the router, so the page renders again from the updated modules without a reload.
module.exports = function hmrRouteMapLoader(source) {
  const { remote } = this.getOptions();
  return `${source}
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose((data) => { data.oapUpdated = true; });
  if (import.meta.webpackHot.data && import.meta.webpackHot.data.oapUpdated && typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent('oap:remote-updated', { detail: { name: ${JSON.stringify(remote)} } }));
  }
}
`;
};
