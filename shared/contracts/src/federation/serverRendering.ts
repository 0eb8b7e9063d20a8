// The contract between the Fastify server and the shell's server bundle: what the server
// passes to a render and gets back, and what the bundle exports. The bundle is required at run time
// (server/src/pages/render/shellServer.ts), so these types are all that ties the two builds together.
import type { RemoteName, RemoteRelease, LoadedRouteModule, ReleaseManifest } from './contract.ts';
import type { PageRoute } from '../routing/routeTable.ts';

export interface PageRenderInput {
  /** The page's absolute URL as the reader reaches it (PUBLIC_URL origin, path and query). */
  url: string;
  /** The reader's request headers that loaders' API calls carry (cookie, user agent, language). */
  headers: Record<string, string>;
  /**
   * A form posted to the page's address (scripts off): the route's action runs with it first, then
   * the loaders, as react-router's static handler does. Absent for a GET.
   */
  form?: PostedForm;
  /** Sends an API request in-process, as this reader. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The response's CSP nonce, for every inline script. */
  nonce: string;
  /** The page module of a remote's active server build. */
  loadRouteModule: (remote: RemoteName, routeName: string) => Promise<LoadedRouteModule>;
  /** The builds the page runs, each with the routes its build declares (what its loaders' links resolve by). */
  releases: Pick<ReleaseManifest, 'remotes' | 'shell'>;
  /**
   * The page route the server resolved the URL to by those builds, null for no page (the 404): the
   * renderer's router holds that route alone, so the address is not routed a second time.
   */
  route: PageRoute | null;
}

/**
 * A posted form as the server read it, once (`formData`: what the action's `request.formData()`
 * answers). Its bytes and content type go along for a shell build made before `formData` (a release
 * manager may roll the shell back to one), which builds the action's request from them.
 */
export interface PostedForm {
  contentType: string;
  body: Uint8Array;
  formData: FormData;
}

/**
 * React's part of a page whose loaders have run: the markup inside #root, rendered only once the
 * server has sent the document up to there, so the reader's browser fetches the stylesheets while
 * React renders.
 */
export interface PageBody {
  /**
   * Renders into `destination` (which it never ends) from the moment React's shell is ready, and
   * resolves with the hydration state scripts once React's output is complete (the state is read
   * only then: icons drawn during the render join the query cache). Rejects, having written
   * nothing, if the shell fails or is not ready within `timeoutMs`; the caller then fills #root
   * itself. Past the shell, an error or the end of `timeoutMs` does not stop the document: React
   * ends it with what failed or was not ready left for the browser to render, and `onError` hears
   * of it.
   */
  pipe(destination: PageSink, options: { timeoutMs: number; onError: (error: unknown) => void }): Promise<string>;
}

/** Where React's HTML goes, chunk by chunk (the server passes it on to the reader and keeps a copy). */
export interface PageSink {
  write(chunk: Uint8Array): void;
}

export type PageRenderResult =
  | { kind: 'page'; status: number; head: string; body: PageBody }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'remote-failed'; remote: RemoteName; error: Error };

export interface ServerFederationOptions {
  /** The release registry's folder (RELEASES_DIR). */
  releasesDir: string;
  /** A load (an entry, its route map or a page module) taking longer than this rejects. Default 3000. */
  loadTimeoutMs?: number;
  log?: (message: string, details?: object) => void;
}

export interface ServerFederation {
  /** The page module of `routeName` from the remote's active build in `release` (or its fallback). */
  loadRouteModule(remote: RemoteName, routeName: string, release: RemoteRelease): Promise<LoadedRouteModule>;
  /**
   * The build that last served `release` of `remote`: its active build, or the fallback taken when
   * that failed (health reports must credit the build that really rendered). Absent in older bundles.
   */
  buildServed?(remote: RemoteName, release: RemoteRelease): string | undefined;
}

/** What shell/dist/server/shellServer.js exports. */
export interface ShellServerBundle {
  renderPage(input: PageRenderInput): Promise<PageRenderResult>;
  renderFrame(input: { url: string; nonce: string }): Promise<string>;
  createServerFederation(options: ServerFederationOptions): ServerFederation;
}
