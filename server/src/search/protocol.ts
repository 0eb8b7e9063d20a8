// Messages between the search pool (main thread) and its workers (searchWorker.ts).
import type { SearchStore } from '../store/store.ts';

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

export interface WorkerData {
  databasePath: string;
  /**
   * One Int32 shared with the pool: the id of a job to give up (its reader left). The worker reads it
   * between the steps of a search (see createSearchStore's checkpoint), so cancelling costs no restart.
   */
  cancel: SharedArrayBuffer;
}

export interface JobMessage {
  id: number;
  method: SearchMethod;
  args: unknown[];
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; statusCode: number; message: string };
