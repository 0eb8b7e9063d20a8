// The federation contract between the shell and the remotes (architecture.md, contracts 2 and 3).
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

export const remoteNames = ['mf-search', 'mf-journal', 'mf-article', 'mf-static-pages', 'mf-author-services'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** The federation container name of a remote: module federation names must be valid identifiers. */
export function federationName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

export const layoutNames = [
  'article-subpage',
  'article',
  'auth',
  'author-services-step',
  'author-services',
  'awards',
  'default',
  'form',
  'journal-with-toc',
  'journal',
  'static-content',
  'static-landing',
  'topics',
  'with-aside',
  'with-right-aside',
] as const;
export type LayoutName = (typeof layoutNames)[number];

/** What a page tells the shell about its document head, computed from its loader data. */
export interface RouteHead {
  title?: string;
  description?: string;
}

/** One page of a remote: its component, and optionally its data loader and head. */
export interface RouteModule<Data = unknown> {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<Data> | Data;
  head?: (data: Data) => RouteHead;
}

/**
 * What a remote exposes as `./routes`: route name -> a function that loads that page's module.
 * Each page is its own chunk, so a remote's entry stays small however many pages it has.
 */
export type RemoteRouteMap = Readonly<Record<string, () => Promise<RouteModule<any>>>>;

/** Contract 3: the release manifest the server inlines into every page and serves at /api/releases/manifest. */
export interface RemoteRelease {
  /** Federation container name, e.g. mf_journal. */
  name: string;
  build: string;
  /** URL of the build's mf-manifest.json. */
  manifestUrl: string;
  /** A previous build that loaded correctly, used when the active one cannot be fetched. */
  lastKnownGood?: { build: string; manifestUrl: string };
}

export interface ReleaseManifest {
  generatedAt: string;
  /** The shell's own build (a hash of its document), so a new shell deployment is noticed too. */
  shell?: { build: string };
  remotes: Record<RemoteName, RemoteRelease>;
}
