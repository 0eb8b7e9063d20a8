// What the search pool (main thread, searchPool.ts) and its piscina workers (searchWorker.ts) exchange.
import type { SearchStore } from '../store.ts';

export type SearchMethod = Exclude<keyof SearchStore, 'warm'>;

export const searchMethods: readonly SearchMethod[] = [
  'articles',
  'articleFacets',
  'journals',
  'journalFacets',
  'topics',
  'topicFacets',
  'awards',
  'awardFacets',
  'journalFinder',
  'rankedArticles',
  'exportArticles',
];

/**
 * Slots of the cancellation ring: a search whose reader left has its id written at `id % CANCEL_SLOTS`,
 * and its worker gives up at its next step (createSearchStore's checkpoint) instead of being restarted.
 * Two searches 1024 ids apart can share a slot; the later one's id then hides the earlier one's, which
 * only lets that earlier search run on to its end or its budget.
 */
export const CANCEL_SLOTS = 1024;

export interface WorkerData {
  databasePath: string;
  /** CANCEL_SLOTS Int32s shared by the pool and every worker. */
  cancel: SharedArrayBuffer;
  /** The ids of articles whose views counted since (viewsRing.ts); null for a database in memory. */
  views: SharedArrayBuffer | null;
}

/** One search, as piscina hands it to a worker. */
export interface SearchTask {
  id: number;
  method: SearchMethod;
  args: unknown[];
}

/**
 * A worker's answer. Errors travel as values: piscina passes a thrown error by structured clone,
 * which keeps its message but not its status code or class.
 */
export type SearchAnswer = { ok: true; value: unknown } | { ok: false; statusCode: number; message: string };

/** Posted on the worker's parent port once its connection is open and its index loaded. */
export interface WorkerReadyMessage {
  searchWorkerReady: number;
}
