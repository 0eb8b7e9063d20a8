// What a response shows, named for a shared HTTP cache (Varnish, a CDN): each page and API answer
// carries the keys of the records it shows, and a change purges exactly the keys it touches.
// The engines that purge (Varnish, an HTTP hook) implement Purger; with no shared cache configured
// there is nothing to purge, and the site runs with `noPurger`.

/** The records a page can show, each as its surrogate key. */
export const surrogateKey = {
  article: (id: number) => `article-${id}`,
  journal: (nameSystem: string) => `journal-${nameSystem}`,
  issue: (id: number) => `issue-${id}`,
  topic: (identifier: string) => `topic-${identifier}`,
  /** A remote's (or the shell's) active build: every page it renders. */
  release: (app: string) => `release-${app}`,
  /** Lists across the catalogue: the home page, most recent, search, sitemaps and feeds. */
  catalogueLists: 'catalogue-lists',
  /** Information pages and the publisher's own lists (news, awards, events). */
  content: 'content',
} as const;

export interface Purger {
  /** Removes every cached response that carries any of these keys; resolves once the cache has it. */
  purge(keys: readonly string[]): Promise<void>;
}

/** No shared cache in front of the site: responses expire by their own lifetime, nothing to purge. */
export const noPurger: Purger = { purge: async () => undefined };
