// The site's routes as the release manifest's builds declare them: each remote's active
// build brings the routes inside its family (build-metadata.json, carried in the manifest as
// RemoteRelease.routes); the shell adds its redirects (its own build's metadata, carried as the
// manifest's shell.redirects). The builds are the only source at run time: a family whose build
// declares no routes has no pages. The server resolves 200/301/404 from it, the shell's router
// (browser and server render) is made from it.
import type { BuildRouteRule } from '../federation/buildMetadata.ts';
import { layoutNames, remoteNames, type LayoutName, type ReleaseManifest, type RemoteName } from '../federation/contract.ts';
import { familyOf } from './families.ts';
import { paramRules, type ParamRuleName } from './paramRules.ts';
import { createRouteSet, type RouteSet } from './routeSet.ts';
import { isRedirectRule, type PageRoute, type RedirectRoute } from './routeTable.ts';

export interface CheckedRoutes {
  routes: PageRoute[];
  /** Why an entry was left out, one sentence each (for the release service and the log). */
  problems: string[];
}

/**
 * A build's route entries as page routes of `remote`: an entry outside the remote's family, with an
 * unknown layout or parameter rule, or a name already taken is left out and named in `problems`.
 */
export function checkBuildRoutes(remote: RemoteName, rules: readonly BuildRouteRule[]): CheckedRoutes {
  const routes: PageRoute[] = [];
  const problems: string[] = [];
  const names = new Set<string>();
  for (const rule of rules) {
    const label = `${remote} route ${JSON.stringify(rule?.name)} (${JSON.stringify(rule?.path)})`;
    if (typeof rule?.name !== 'string' || !rule.name || typeof rule.path !== 'string' || !rule.path.startsWith('/')) {
      problems.push(`${label} needs a name and a path starting with "/".`);
      continue;
    }
    if (!(layoutNames as readonly string[]).includes(rule.layout)) {
      problems.push(`${label} names the layout ${JSON.stringify(rule.layout)}, which the shell does not have.`);
      continue;
    }
    const unknownRule = Object.values(rule.params ?? {}).find((name) => !Object.hasOwn(paramRules, name));
    if (unknownRule !== undefined) {
      problems.push(`${label} names the parameter rule ${JSON.stringify(unknownRule)}, which spec 5 does not have.`);
      continue;
    }
    const family = familyOf(rule.path);
    if (family !== remote) {
      problems.push(`${label} lies outside ${remote}'s family${family ? ` (in ${family}'s)` : ''}.`);
      continue;
    }
    if (names.has(rule.name)) {
      problems.push(`${label} repeats a route name.`);
      continue;
    }
    names.add(rule.name);
    const params = rule.params as Readonly<Record<string, ParamRuleName>> | undefined;
    routes.push({ name: rule.name, path: rule.path, layout: rule.layout as LayoutName, remote, ...(params ? { params } : {}) });
  }
  return { routes, problems };
}

type Releases = Pick<ReleaseManifest, 'remotes'> & Partial<Pick<ReleaseManifest, 'shell'>>;

/**
 * The shell build's redirects the site can follow (none when it names none): from a site
 * path to a site path, or to an absolute URL on a host the manifest's `redirectHosts` allows (the
 * server puts its REDIRECT_HOSTS there, so the browser's router follows exactly what the server does).
 */
export function releaseRedirects(releases: Releases): readonly RedirectRoute[] {
  const declared = releases.shell?.redirects;
  const hosts = releases.shell?.redirectHosts ?? [];
  return Array.isArray(declared) ? declared.filter((rule) => isRedirectRule(rule, hosts)) : [];
}

/** The page routes of the manifest's builds, remote by remote. */
export function releasePageRoutes(releases: Releases): PageRoute[] {
  return remoteNames.flatMap((remote) => {
    const rules = releases.remotes[remote]?.routes;
    return rules ? checkBuildRoutes(remote, rules).routes : [];
  });
}

// Route sets by the builds they were made from: the same builds give the same routes, and a set's
// lookup indexes are worth keeping (every page request on the server, every navigation in the browser).
const cache = new Map<string, RouteSet>();
const cacheSize = 16;

/** The route set of the manifest's builds (cached by build ids). */
export function routeSetForReleases(releases: Releases): RouteSet {
  const key = remoteNames.map((remote) => {
    const release = releases.remotes[remote];
    return release ? `${release.build}${release.routes ? `+${release.routes.length}` : ''}` : '';
  }).join(' ') + (releases.shell?.redirects ? ` shell:${releases.shell.build}+${releases.shell.redirects.length}` : '') + (releases.shell?.redirectHosts?.length ? ` hosts:${releases.shell.redirectHosts.join(',')}` : '');
  let set = cache.get(key);
  if (!set) {
    set = createRouteSet(releasePageRoutes(releases), { stamp: key, redirects: releaseRedirects(releases) });
    if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
    cache.set(key, set);
  }
  return set;
}
