// Spec 7.5's per-page payload file: for a prerendered page, the data its loaders would fetch (the
// query cache of the page's server render, dehydrated), at one address per path. The server answers
// it (server/src/features/releases/payloads/); the shell reads it on client-side navigation instead of the
// loaders' own API calls.
import type { DehydratedState } from '@tanstack/react-query';

export interface PagePayload {
  /** The page's path, as asked. */
  path: string;
  /** The builds the payload was made with ("shell@…", "mf-journal@…"), for whoever wonders. */
  builds: string;
  /** The page's queries, as `hydrate` takes them; the reader's own (sign-in state) left out. */
  queries: DehydratedState;
}

export const pagePayloadEndpoint = '/api/releases/payload';

/** The payload file of a page path: a fixed address per path (the query names the path, percent-encoded). */
export function pagePayloadUrl(path: string): string {
  return `${pagePayloadEndpoint}?path=${encodeURIComponent(path)}`;
}

/** The queries a payload never carries: they are the reader's own, not the page's. */
export const readerQueryRoots: readonly string[] = ['user'];
