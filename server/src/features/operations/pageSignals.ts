// What the page code tells the metrics: how long a render took and whether the page cache had the
// page. A decoration rather than an import of the metrics, so the page code works (and is tested)
// without the metrics plugin, and the metrics stay one app's own (tests build many apps at once).
export interface PageSignals {
  /** A page's render, from its loaders to its last byte; `mode` says whether the server rendered it or sent the client-rendered document. */
  rendered(route: string, remote: string, mode: 'server' | 'client', seconds: number): void;
  /** A page-cache lookup for an anonymous reader: served from the cache (or another reader's render in flight), or rendered for them. */
  cacheLookup(hit: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the metrics plugin; absent in apps built without it. */
    pageSignals?: PageSignals;
  }
}
