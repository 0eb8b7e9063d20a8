// The build-metadata file of spec 7.5: one per build, written by the build beside its
// mf-manifest.json as build-metadata.json, published and promoted with the build. The release
// service reads it to refuse a build the running shell cannot run (contract version, shared
// singletons), the server and the shell read it for the routes inside the remote's family, and the
// browser reads the prerendered paths.
//
// Bump FEDERATION_CONTRACT_VERSION when contract 2 (route modules: loader, action, head, Component)
// or contract 3 (the release manifest) changes in a way an older build or shell cannot follow. Version
// 4: loaders and actions read the request's scope from react-router's context, which only a shell of
// version 4 gives them (shared/src/api/requestScope.ts).
import type { LayoutName, RemoteName } from './contract.ts';

export const FEDERATION_CONTRACT_VERSION = 4;

/** The file's name inside a build folder (beside mf-manifest.json). */
export const buildMetadataFile = 'build-metadata.json';

/** A shared singleton as a build provides it (its version) and needs it (requiredVersion, a semver range). */
export interface SharedRequirement {
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

/** One page route inside a remote's family (the same shape as routeTable.ts PageRoute, as data). */
export interface BuildRouteRule {
  name: string;
  path: string;
  layout: LayoutName;
  /** Parameter name -> rule name of spec 5 (paramRules.ts). */
  params?: Readonly<Record<string, string>>;
}

/**
 * A redirect of the shell (spec 2.7): `to` is a site path, or an absolute URL on a host the server
 * allows (REDIRECT_HOSTS), with `:name` for the matched parameters.
 */
export interface BuildRedirectRule {
  path: string;
  to: string;
}

export interface BuildMetadata {
  /** 'shell' for the shell's own build. */
  app: RemoteName | 'shell';
  /** ISO time of the build. */
  builtAt: string;
  /** The federation contract version the build was compiled against. */
  contractVersion: number;
  /** Shared singletons by package name. */
  shared: Readonly<Record<string, SharedRequirement>>;
  /** Page routes inside the remote's family; empty for the shell. */
  routes: readonly BuildRouteRule[];
  /** Paths whose pages are prerendered (their payload files are cached). */
  prerendered: readonly string[];
  /** The shell's redirects (the shell owns them; they travel with a shell release); absent for remotes. */
  redirects?: readonly BuildRedirectRule[];
}
