// Rendered pages for readers who are not signed in, kept for a short time: most page
// requests are anonymous, and a cached page costs a lookup and a write of bytes compressed once
// instead of a render. Entries are keyed by the release state, so a promote or rollback (or a new
// shell) invalidates every page at once. Concurrent requests for a page that is not cached share
// one render. For PAGE_STALE_SECONDS after that, a page past its time is still served while one
// render in the background replaces it (as the Cache-Control header's stale-while-revalidate tells
// shared caches to do): a popular page never makes a reader wait for its render again.
//
// A page rendered for a reader is streamed to them (pages/render/pageDocument.ts) and stored once complete:
// the first response has no ETag (its hash is known only at the end), the cached ones have it.
// Readers who ask for it while it renders wait for the complete bytes.
//
// An entry keeps the CSP nonce it was rendered with, and every response of it carries that nonce:
// the bytes are the same for every reader for at most PAGE_CACHE_SECONDS, which is what lets them be
// compressed once. (A nonce guards against markup injected into the page; the page's content is
// sanitised, and a nonce seen by one reader is good for one minute of one page.)
import { PassThrough, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { preferredEncoding } from '../../platform/http/contentEncoding.ts';
import type { DocumentOutput } from './pageDocument.ts';

export const PAGE_CACHE_SECONDS = 60;
export const PAGE_STALE_SECONDS = 300;
const MAX_ENTRIES = 2000;
const MAX_BYTES = 128 * 1024 * 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface PageBytes {
  status: number;
  etag: string;
  nonce: string;
  /** The surrogate keys of what the page shows (platform/cache/purge.ts). */
  keys: readonly string[];
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

interface Entry extends PageBytes {
  storedAt: number;
}

export function etagOf(body: Buffer | string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The encoding the reader prefers (platform/http/contentEncoding.ts); identity when it welcomes neither. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return preferredEncoding(acceptEncoding, ['br', 'gzip']) ?? 'identity';
}

// A cached page is compressed once for all its readers: brotli at quality 5, most of its gain.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipOptions = { level: 6 };
// A page compressed as it streams is compressed for one reader, inside its render's time: cheaper
// settings. For the eLife article's 209 KB (CPU, median of 40): brotli 5 9.8 ms, 42.1 KB; brotli 3
// 3.1 ms, 46.4 KB; gzip 6 6.2 ms, 54.4 KB; gzip 4 4.1 ms, 56.2 KB. The readers after it get the
// cached copy, compressed with the settings above.
const streamedBrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } };
const streamedGzipOptions = { level: 4 };

/** The page's bytes in `encoding`, compressing once. */
export function encoded(page: PageBytes, encoding: Encoding): Buffer {
  if (encoding === 'br') page.br ??= brotliCompressSync(page.identity, brotliOptions);
  else if (encoding === 'gzip') page.gzip ??= gzipSync(page.identity, gzipOptions);
  return encoding === 'identity' ? page.identity : (page[encoding] as Buffer);
}

/** A stream that compresses a page as it is written (the writer flushes it, so each part reaches the reader at once). */
export function compressor(encoding: Encoding): Transform {
  if (encoding === 'br') return createBrotliCompress(streamedBrotliOptions);
  if (encoding === 'gzip') {
    const gzip = createGzip(streamedGzipOptions);
    // A sync flush, not gzip's default full one: the reader gets what was written, and the
    // compressor keeps its dictionary for what follows.
    const flush = gzip.flush.bind(gzip);
    return Object.assign(gzip, { flush: (callback: () => void) => flush(constants.Z_SYNC_FLUSH, callback) });
  }
  return new PassThrough();
}

export function pageBytes(status: number, body: string | Buffer, nonce: string, keys: readonly string[] = []): PageBytes {
  const identity = typeof body === 'string' ? Buffer.from(body) : body;
  return { status, etag: etagOf(identity), nonce, keys, identity };
}

/** A page being rendered for the reader who asked for it. */
export interface StreamingPage {
  status: number;
  nonce: string;
  /** The surrogate keys of what the page shows: known before it streams (its loaders have run). */
  keys: readonly string[];
  /** Writes the page into `output` and ends it (null: only into `complete`). Called once. */
  pipe(output: DocumentOutput | null): void;
  /** The page's bytes once complete, and whether they may be cached (not if the render failed midway). */
  complete: Promise<{ page: PageBytes; cacheable: boolean }>;
}

export interface RenderOutcome {
  page?: PageBytes;
  streamed?: StreamingPage;
  /** A server-rendered 200 or 404 for an anonymous reader (not a fallback, not a redirect). */
  cacheable: boolean;
  /** Rendered for its own reader (their token, their data): never handed to another. */
  personal?: boolean;
  redirect?: { status: number; location: string };
}

export class PageCache {
  /**
   * Least recently used first out, by count and by bytes; an entry past its stale time is gone (lru-cache
   * on the cache's own clock, so tests can move it).
   */
  private readonly entries: LRUCache<string, Entry>;
  private readonly rendering = new Map<string, Promise<RenderOutcome>>();
  /** Purges so far: a render begun before a purge may show what was purged, and is not kept. */
  private purges = 0;
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
    this.entries = new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      sizeCalculation: (entry) => Math.max(1, entry.identity.length),
      ttl: (PAGE_CACHE_SECONDS + PAGE_STALE_SECONDS) * 1000,
      perf: { now },
    });
  }

  /** The fresh page under `key`. */
  get(key: string): PageBytes | undefined {
    const found = this.lookup(key);
    return found?.fresh ? found.entry : undefined;
  }

  /** The entry under `key` while it may still be served (fresh, or stale but within PAGE_STALE_SECONDS). */
  private lookup(key: string): { entry: Entry; fresh: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    return { entry, fresh: this.now() - entry.storedAt <= PAGE_CACHE_SECONDS * 1000 };
  }

  /**
   * The cached page, or what `render` produces (kept once complete, when it says it is cacheable).
   * The caller whose request the page's loaders run for (`rendered`) gets the outcome as `render`
   * gives it, a page still streaming included; concurrent callers for the same key wait for the
   * complete page. A stale page is returned at once while `render` runs in the background (once,
   * however many readers ask meanwhile).
   */
  async getOrRender(key: string, render: () => Promise<RenderOutcome>): Promise<RenderOutcome & { rendered: boolean }> {
    const cached = this.lookup(key);
    if (cached && !cached.fresh && !this.rendering.has(key)) {
      // A failed refresh keeps the stale page until it expires; it is logged by whoever rendered it.
      this.start(key, render)
        .then((outcome) => outcome.streamed?.pipe(null))
        .catch(() => undefined);
    }
    if (cached) return { page: cached.entry, cacheable: true, rendered: false };
    const pending = this.rendering.get(key);
    if (pending) {
      const outcome = await pending;
      // A page that turned out to be its reader's own: this reader gets one of theirs.
      if (outcome.personal) return { ...(await render()), rendered: true };
      return { ...outcome, rendered: false };
    }
    return { ...(await this.start(key, render)), rendered: true };
  }

  private start(key: string, render: () => Promise<RenderOutcome>): Promise<RenderOutcome> {
    const purgesBefore = this.purges;
    const first = render();
    const whole = first
      .then(async (outcome): Promise<RenderOutcome> => (outcome.streamed ? await outcome.streamed.complete : outcome))
      .then((outcome) => {
        if (outcome.page && outcome.cacheable && purgesBefore === this.purges) this.set(key, outcome.page);
        return outcome;
      })
      .finally(() => this.rendering.delete(key));
    // Its failure reaches the callers through `first`, and waiting callers through their own await.
    whole.catch(() => undefined);
    this.rendering.set(key, whole);
    // A complete page is stored before its caller goes on; a streaming one once it is complete.
    return first.then((outcome) => (outcome.streamed ? outcome : whole));
  }

  /** Removes every page that shows any of `keys` (a change to what it shows: purge.ts). */
  purge(keys: readonly string[]): number {
    const purged = new Set(keys);
    this.purges += 1;
    const doomed = [...this.entries.entries()].filter(([, entry]) => entry.keys.some((shown) => purged.has(shown)));
    for (const [key] of doomed) this.entries.delete(key);
    return doomed.length;
  }

  set(key: string, page: PageBytes): void {
    this.entries.set(key, { ...page, storedAt: this.now() });
  }

  get size(): number {
    return this.entries.size;
  }
}
