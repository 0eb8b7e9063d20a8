import { remoteNames, type ReleaseManifest, type RemoteRelease } from '../federation/contract.ts';
import type { BuildRouteRule } from '../federation/buildMetadata.ts';
import { familyOf } from './families.ts';
import { checkBuildRoutes, routeSetForReleases } from './releaseRoutes.ts';
import { pageRoutes } from './routeTable.ts';
import { buildRouteRules } from './buildRoutes.ts';
import { tableReleases } from './resolvePage.ts';

const journalRules = (): BuildRouteRule[] => buildRouteRules('mf-journal');

const release = (build: string, routes?: BuildRouteRule[]): RemoteRelease => ({ name: 'mf_journal', build, manifestUrl: `/remotes/mf-journal/${build}/mf-manifest.json`, ...(routes ? { routes } : {}) });
// The other remotes and the shell as this tree's builds declare them; mf-journal's build as given.
const manifest = (journal: RemoteRelease): Pick<ReleaseManifest, 'remotes' | 'shell'> => {
  const table = tableReleases();
  return { ...table, remotes: { ...table.remotes, 'mf-journal': journal } };
};

test("every route of the table lies in its remote's family", () => {
  for (const route of pageRoutes) expect([route.path, familyOf(route.path)]).toEqual([route.path, route.remote]);
  expect(remoteNames.every((remote) => pageRoutes.some((route) => familyOf(route.path) === remote))).toBe(true);
});

test("a build's routes outside its family, with an unknown layout or rule, or a repeated name are left out and named", () => {
  const { routes, problems } = checkBuildRoutes('mf-journal', [
    { name: 'journal-slug-new', path: '/journal/:slug/new', layout: 'journal-with-toc', params: { slug: 'nameSystem' } },
    { name: 'about-takeover', path: '/about/takeover', layout: 'default' },
    { name: 'journal-slug-odd', path: '/journal/:slug/odd', layout: 'no-such-layout' as never },
    { name: 'journal-slug-bad', path: '/journal/:slug/bad', layout: 'journal', params: { slug: 'anything' } },
    { name: 'journal-slug-new', path: '/journal/:slug/new-again', layout: 'journal' },
  ]);
  expect(routes.map((route) => [route.name, route.remote])).toEqual([['journal-slug-new', 'mf-journal']]);
  expect(problems).toEqual([
    expect.stringContaining("outside mf-journal's family (in mf-static-pages's)"),
    expect.stringContaining('the layout "no-such-layout"'),
    expect.stringContaining('the parameter rule "anything"'),
    expect.stringContaining('repeats a route name'),
  ]);
});

test("the routes inside a family are the active build's: a new page resolves with it and is a 404 without it", () => {
  const withNew = routeSetForReleases(manifest(release('new0build', [...journalRules(), { name: 'journal-slug-new', path: '/journal/:slug/new', layout: 'journal-with-toc', params: { slug: 'nameSystem' } }])));
  const before = routeSetForReleases(manifest(release('old0build', journalRules())));
  expect(withNew.resolve('/journal/cells/new')).toMatchObject({ kind: 'page', route: { name: 'journal-slug-new', remote: 'mf-journal' } });
  expect(before.resolve('/journal/cells/new')).toEqual({ kind: 'not-found' });
  // Parameter rules still hold, the other families resolve by their own builds, redirects are the shell's.
  expect(withNew.resolve('/journal/Not_A_Name/new')).toEqual({ kind: 'not-found' });
  expect(withNew.resolve('/about/mission')).toMatchObject({ kind: 'page', route: { remote: 'mf-static-pages' } });
  expect(withNew.resolve('/journal/cells/most_cited')).toEqual({ kind: 'redirect', location: '/journal/cells/most-cited' });
  // A build that drops a page drops it from the site.
  const fewer = routeSetForReleases(manifest(release('few0build', journalRules().filter((rule) => rule.name !== 'journal-slug-stats'))));
  expect(fewer.resolve('/journal/cells/stats')).toEqual({ kind: 'not-found' });
  expect(routeSetForReleases(manifest(release('new0build', [])))).toBe(routeSetForReleases(manifest(release('new0build', []))));
});

test('a remote whose build declares no routes has no pages, and a shell build without redirects follows none', () => {
  const set = routeSetForReleases(manifest(release('bare0build')));
  expect(set.resolve('/journal/cells/stats')).toEqual({ kind: 'not-found' });
  expect(set.resolve('/about/mission')).toMatchObject({ kind: 'page', route: { remote: 'mf-static-pages' } });
  const { remotes } = manifest(release('bare0build', journalRules()));
  expect(routeSetForReleases({ remotes }).resolve('/journal/cells/most_cited')).toEqual({ kind: 'not-found' });
});
