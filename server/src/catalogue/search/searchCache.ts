// Answers of recent searches, kept for a short time (SEARCH_CACHE_SECONDS) in the main thread: the
// same query asked again (a popular term, a reader paging back, a crawler) costs a lookup instead of
// a pass over every match, which at 1,000,000 articles is tens of milliseconds of a worker. Identical
// searches asked while one is running wait for that one. Keys carry the catalogue's seeding stamp,
// so a re-seed never serves old answers; failures are never kept.
//
// Answers are shared between readers, so callers must not change them (the API serialises them).
import { LRUCache } from 'lru-cache';
import type { SearchStore } from '../store.ts';

export const SEARCH_CACHE_SECONDS = 30;
/** Answers kept at most. */
export const SEARCH_CACHE_ENTRIES = 2000;

type Cached = 'articles' | 'articleFacets' | 'journals' | 'journalFacets' | 'topics' | 'topicFacets' | 'awards' | 'awardFacets' | 'journalFinder' | 'rankedArticles';
const cachedMethods: Cached[] = ['articles', 'articleFacets', 'journals', 'journalFacets', 'topics', 'topicFacets', 'awards', 'awardFacets', 'journalFinder', 'rankedArticles'];

export interface SearchCacheOptions {
  /** The catalogue's seeding stamp (changes when it is re-seeded); a promise while it is being read. */
  stamp: () => string | Promise<string>;
  ttlMs?: number;
  now?: () => number;
}

export function cachedSearchStore<Store extends SearchStore>(inner: Store, options: SearchCacheOptions): Store {
  const ttlMs = options.ttlMs ?? SEARCH_CACHE_SECONDS * 1000;
  const now = options.now ?? Date.now;
  // The least recently asked go first when it is full; none outlives its time, however often asked.
  const entries = new LRUCache<string, Promise<unknown>>({ max: SEARCH_CACHE_ENTRIES, ttl: ttlMs, ttlResolution: 0, perf: { now } });

  const remember = (key: string, run: () => Promise<unknown>): Promise<unknown> => {
    const found = entries.get(key);
    if (found) return found;
    const value = run();
    entries.set(key, value);
    // A failed search is not an answer: the next reader tries again.
    value.catch(() => {
      if (entries.peek(key) === value) entries.delete(key);
    });
    return value;
  };

  const wrapped = Object.create(inner) as Store;
  for (const method of cachedMethods) {
    if (typeof inner[method] !== 'function') continue;
    const original = (inner[method] as (...args: unknown[]) => Promise<unknown>).bind(inner);
    const keyOf = (stamp: string, args: unknown[]) => `${stamp}\u0000${method}\u0000${JSON.stringify(args)}`;
    (wrapped as Record<string, unknown>)[method] = (...args: unknown[]) => {
      const stamp = options.stamp();
      return typeof stamp === 'string' ? remember(keyOf(stamp, args), () => original(...args)) : stamp.then((read) => remember(keyOf(read, args), () => original(...args)));
    };
  }
  // A pool's per-reader view (cancelled when that reader leaves): cached searches are shared between
  // readers, so one leaving must not cancel the others' answer; they keep their time budget. Other
  // calls (exports) stay cancellable.
  const withSignal = (inner as { withSignal?: (signal: AbortSignal) => SearchStore }).withSignal;
  if (typeof withSignal === 'function') {
    (wrapped as { withSignal?: unknown }).withSignal = (signal: AbortSignal) => {
      const view = Object.create(withSignal.call(inner, signal)) as Record<string, unknown>;
      for (const method of cachedMethods) if (method in wrapped) view[method] = (wrapped as Record<string, unknown>)[method];
      return view;
    };
  }
  return wrapped;
}
