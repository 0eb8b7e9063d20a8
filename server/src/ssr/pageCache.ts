// Rendered pages for readers who are not signed in, kept for a short time (issue 9): most page
// requests are anonymous, and a cached page costs a lookup instead of a render. Entries are keyed
// by the release state, so a promote or rollback (or a new shell) invalidates every page at once.
// Bodies are kept with a placeholder where the CSP nonce goes; each response gets its own nonce.
import { createHash, randomBytes } from 'node:crypto';

export const PAGE_CACHE_SECONDS = 60;
const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;

/** Unguessable, so no content on a page can contain it and have it replaced. */
export const noncePlaceholder = `oap-nonce-${randomBytes(12).toString('hex')}`;

export interface CachedPage {
  status: number;
  /** The document with noncePlaceholder where the nonce goes. */
  body: string;
  etag: string;
  storedAt: number;
}

export function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > PAGE_CACHE_SECONDS * 1000) {
      this.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting keeps the most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt' | 'etag'>): CachedPage {
    this.delete(key);
    const entry = { ...page, etag: etagOf(page.body), storedAt: this.now() };
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
    return entry;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
