// The federation contract between the shell and the remotes (architecture.md, contracts 2 and 3).
import type { ComponentType } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { RouteNameOf } from '../routing/routeTable.ts';
import type { BuildRedirectRule, BuildRouteRule } from './buildMetadata.ts';

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

/** A JSON value: route heads cross from the server into the page as data, so they hold nothing else. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A schema.org object for a <script type="application/ld+json"> block. */
export type JsonLdObject = { [key: string]: JsonValue };

/**
 * One <meta> tag beyond the standard ones: Google Scholar's citation_*, Dublin Core's DC.*. Order is
 * kept, which matters: Google Scholar reads each citation_author_institution as belonging to the
 * citation_author before it.
 */
export interface HeadMeta {
  /** The `name` attribute (citation_title, DC.creator); give this or `property`. */
  name?: string;
  /** The `property` attribute (RDFa-style names such as article:published_time). */
  property?: string;
  content: string;
  /** The content is a site path ("/2076-3425/15/2/118"): the head makes it absolute with the site's origin. */
  sitePath?: boolean;
}

export interface HeadOpenGraph {
  /** og:type: "website" unless said otherwise ("article" for articles). */
  type?: string;
  /** og:title; defaults to the head's title (without the site name, which is og:site_name). */
  title?: string;
  /** og:description; defaults to the head's description. */
  description?: string;
  /** og:image: an absolute URL or a site path; left out when the page has no image. */
  image?: string;
}

/**
 * What a page tells the shell about its document head, computed from its loader data. Plain data:
 * the server renders it into the HTML (site/documentHead.ts renderHeadHtml) and the
 * browser applies it on client-side navigation (applyDocumentHead), so both give the same tags.
 */
export interface RouteHead {
  /** The page's own title; the document title is "{title} | the product" (pageTitle.ts formatTitle). */
  title?: string;
  description?: string;
  /** The canonical site path ("/journal/brainsci"), made absolute with the site's origin; absent: the requested path. */
  canonical?: string;
  /** The robots meta ("noindex, follow"); absent: no tag (indexable). Error pages always get "noindex, nofollow". */
  robots?: string;
  /** Open Graph; og:url, og:site_name and og:type are always set. */
  openGraph?: HeadOpenGraph;
  /** Further meta tags in document order (citation_*, DC.*). */
  meta?: HeadMeta[];
  /**
   * schema.org objects, one <script type="application/ld+json"> each. A string under "url", "@id",
   * "image", "logo" or "mainEntityOfPage" that starts with a single "/" is a site path and is made absolute.
   */
  jsonLd?: JsonLdObject[];
}

/** A page's loader: reads what the page shows (on the server for the first page, in the browser after). */
export type PageLoader<Data = unknown> = (args: LoaderFunctionArgs) => Promise<Data> | Data;

/**
 * A page's action: what a `<form method="post">` on the page does. Without scripts the browser posts
 * to the page's address and the server runs it through the same static handler that runs loaders;
 * with scripts react-router's `Form` / `useFetcher` runs it in the browser. It answers a redirect
 * (303, Post/Redirect/Get) or data the page shows beside the form (the reader's values and errors).
 */
export type PageAction<Result = unknown> = (args: ActionFunctionArgs) => Promise<Result> | Result;

/** React-router's `data(value, init)` wrapper, which carries a status and headers beside the value. */
type DataWrapper<Value> = { type: 'DataWithResponseInit'; data: Value; init: ResponseInit | null };

/** What a page receives from a loader or action: its resolved value, `data()` unwrapped, a Response (a redirect) left out. */
export type RouteData<Function_> = Function_ extends (...args: never[]) => infer Result
  ? Exclude<Awaited<Result>, Response> extends infer Value
    ? Value extends DataWrapper<infer Inner>
      ? Inner
      : Value
    : never
  : never;

/**
 * One page of a remote: its component, and optionally its data loader, its form action and its head.
 * The data flows by type from the loader: the component reads `useLoaderData<typeof loader>()` (and
 * `useActionData<typeof action>()`), and `head` takes `RouteData<typeof loader>`, so a page that reads
 * a field its loader does not return fails the type check (federation/routeTyping.test.ts checks it).
 */
export interface RouteModule<Loader extends PageLoader = PageLoader, Action extends PageAction = PageAction> {
  Component: ComponentType;
  loader?: Loader;
  action?: Action;
  head?: (data: RouteData<Loader>) => RouteHead;
}

/**
 * A page module as the shell holds it, not knowing which page's it is: any loader and action, and a
 * head that takes its own loader's data. The shell passes `head` exactly what that module's loader
 * returned, the one place a page's data type is not followed by the compiler.
 */
export interface LoadedRouteModule {
  Component: ComponentType;
  loader?: PageLoader;
  action?: PageAction;
  head?: (data: never) => RouteHead;
}

/** Loads one page's module (a chunk of its own). */
export type RouteModuleLoader = () => Promise<LoadedRouteModule>;

/**
 * What a remote exposes as `./routes`: route name -> a function that loads that page's module.
 * Each page is its own chunk, so a remote's entry stays small however many pages it has.
 *
 * Typed against route names: a remote's routes.ts gives the names the routing table gives its family
 * (`satisfies RemoteRoutes<'mf-search'>`), so a map that misses a page or serves one the remote does
 * not declare does not compile. `Names` widens them (mf-journal's release check page).
 */
export type RemoteRoutes<Remote extends RemoteName, Names extends string = RouteNameOf<Remote>> = {
  readonly [Name in Names]: RouteModuleLoader;
};

/**
 * A route map as the shell sees it, before it knows which remote's it is (loaded at run time over
 * federation): the names are checked against the table by each remote's compiler and its test.
 */
export type RemoteRouteMap = Readonly<Record<string, RouteModuleLoader>>;

/** Contract 3: the release manifest the server inlines into every page and serves at /api/releases/manifest. */
export interface RemoteRelease {
  /** Federation container name, e.g. mf_journal. */
  name: string;
  build: string;
  /** URL of the build's mf-manifest.json. */
  manifestUrl: string;
  /** A previous build that loaded correctly, used when the active one cannot be fetched. */
  lastKnownGood?: { build: string; manifestUrl: string };
  /**
   * The routes inside the remote's family as this build declares them (its build-metadata.json):
   * the shell's router and the server's 404s follow the build. Absent: the remote has no pages.
   */
  routes?: readonly BuildRouteRule[];
}

/**
 * The build's container script, beside its mf-manifest.json. The browser loads a remote by it
 * directly: through the manifest, the federation runtime first fetched and read the manifest, then
 * computed the assets to preload, a round trip and a task on every first page of a remote, for
 * nothing the site uses (the server preloads the entry and links the styles itself).
 */
export function remoteEntryUrl(manifestUrl: string): string {
  // A developer's override URL may carry a query (dev/devOverrides.ts checks the path only).
  return manifestUrl.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

export interface ReleaseManifest {
  generatedAt: string;
  /**
   * The shell's own build (a hash of its document), so a new shell deployment is noticed too, and
   * its redirects (its build-metadata.json; absent: none are followed). `redirectHosts`: the hosts an absolute redirect target may name (the
   * server's REDIRECT_HOSTS); a rule to any other host is not followed.
   */
  shell?: { build: string; redirects?: readonly BuildRedirectRule[]; redirectHosts?: readonly string[] };
  remotes: Record<RemoteName, RemoteRelease>;
}
