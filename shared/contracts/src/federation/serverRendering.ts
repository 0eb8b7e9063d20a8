// The contract between the Fastify server and the shell's server bundle (issue 9): what the server
// passes to a render and gets back, and what the bundle exports. The bundle is required at run time
// (server/src/ssr/shellServer.ts), so these types are all that ties the two builds together.
import type { RemoteName, RemoteRelease, RouteModule } from './contract.ts';

export interface PageRenderInput {
  /** The page's absolute URL as the reader reaches it (PUBLIC_URL origin, path and query). */
  url: string;
  /** The reader's request headers that loaders' API calls carry (cookie, user agent, language). */
  headers: Record<string, string>;
  /** Sends an API request in-process, as this reader. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The response's CSP nonce, for every inline script. */
  nonce: string;
  /** The page module of a remote's active server build. */
  loadRouteModule: (remote: RemoteName, routeName: string) => Promise<RouteModule>;
}

export type PageRenderResult =
  | { kind: 'page'; status: number; head: string; html: string; state: string }
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
  loadRouteModule(remote: RemoteName, routeName: string, release: RemoteRelease): Promise<RouteModule>;
}

/** What shell/dist/server/shellServer.js exports. */
export interface ShellServerBundle {
  renderPage(input: PageRenderInput): Promise<PageRenderResult>;
  renderFrame(input: { url: string; nonce: string }): Promise<string>;
  createServerFederation(options: ServerFederationOptions): ServerFederation;
}
