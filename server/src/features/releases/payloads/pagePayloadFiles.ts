// Spec 7.5's per-page payload files: for a prerendered page, its dehydrated query data (what its
// loaders fetch), made from the page's own server render and kept until a build is promoted or the
// catalogue changes. Made through the site itself (app.inject of the page, as an anonymous reader),
// so the data is exactly what the page's HTML carries, the page cache is shared, and nothing here
// knows how pages render.
import type { FastifyInstance } from 'fastify';
import { readerQueryRoots, type PagePayload } from '@oap/shared/releases/pagePayload.ts';
import { etagOf } from './latestBuildFile.ts';
import { LRUCache } from 'lru-cache';

/** Kept payloads at most; past it the least recently asked go (a few KB to a few hundred KB each). */
const MAX_KEPT = 300;

export interface PayloadFile {
  body: string;
  etag: string;
}

/** Why a page has no payload just now (it was not rendered on the server, or did not answer 200). */
export class PayloadUnavailableError extends Error {}

const queryStateScript = /<script id="oap-query-state" type="application\/json"[^>]*>([\s\S]*?)<\/script>/;

/** The page's queries from its HTML (the state script of shell/src/server/render.tsx hydrationState), the reader's own left out. */
export function queriesOfPage(html: string): PagePayload['queries'] {
  const match = queryStateScript.exec(html);
  if (!match?.[1]) throw new PayloadUnavailableError('the page was not rendered on the server, so it carries no data');
  const state = JSON.parse(match[1]) as PagePayload['queries'];
  return {
    mutations: [],
    queries: state.queries.filter((query) => query.state.status === 'success' && !readerQueryRoots.includes(String(query.queryKey[0]))),
  };
}

export class PagePayloadFiles {
  private readonly kept = new LRUCache<string, Promise<PayloadFile>>({ max: MAX_KEPT });
  /** The builds and catalogue the kept payloads were made for: when either changes, all are dropped. */
  private generation = '';

  private readonly app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.app = app;
  }

  /** The payload of `pagePath` for these builds and this catalogue (`stamp`), made on first use. */
  get(pagePath: string, builds: string, catalogue: string): Promise<PayloadFile> {
    const generation = `${builds}\n${catalogue}`;
    if (generation !== this.generation) {
      this.kept.clear();
      this.generation = generation;
    }
    const key = `${generation}\n${pagePath}`;
    let file = this.kept.get(key);
    if (!file) {
      file = this.make(pagePath, builds);
      this.kept.set(key, file);
      // A failure is not kept: the next request tries again.
      file.catch(() => {
        if (this.kept.peek(key) === file) this.kept.delete(key);
      });
    }
    return file;
  }

  private async make(pagePath: string, builds: string): Promise<PayloadFile> {
    // As an anonymous reader with no cookies (the payload is shared by all), and as a tool, so the
    // render is not counted as a reader's view of an article.
    const page = await this.app.inject({ method: 'GET', url: pagePath, headers: { accept: 'text/html', 'user-agent': 'oap-page-payload/1.0 (prerender bot)' } });
    if (page.statusCode !== 200) throw new PayloadUnavailableError(`the page answered ${page.statusCode}`);
    const payload: PagePayload = { path: pagePath, builds, queries: queriesOfPage(page.body) };
    const body = JSON.stringify(payload);
    return { body, etag: etagOf(body) };
  }
}
